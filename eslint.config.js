import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';

/** Folders and what each may import (ARCHITECTURE.md boundaries). */
const boundaries = [
  { from: 'design-system', forbid: ['app', 'server', 'contract'] },
  { from: 'contract', forbid: ['app', 'server', 'design-system'] },
  { from: 'app', forbid: ['server'] },
  { from: 'server', forbid: ['app', 'design-system'] },
];

/**
 * Server modules (server/modules/<name>/) reach each other only through services (issue 12): a
 * file of one module imports another module's *.service.ts (values and types), and of its other
 * files types only; never its repository or routes, not even their types. Each module wires its
 * own repositories and routes in its <m>.module.ts; shared SQL helpers live in server/lib/. The
 * pure access rules (*-access.ts, membership/permissions.ts) stay importable until the shared
 * policy in contract/access takes their place. scripts/module-cycles.ts checks that no two
 * modules depend on each other.
 */
const otherModuleFile = (file, exceptFile = '') =>
  // `../<module>/<file>` is another module's file: a module's own files are `./<file>`.
  `^\\.\\./${exceptFile}[^./][^/]*/${file}(\\.[jt]s)?$`;
const moduleBoundaries = {
  files: ['server/modules/**/*.ts'],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: otherModuleFile('(.+/)?[^/]+\\.(repository|routes)'),
            message:
              'A module reaches another only through its service: never import its repository or routes (each module wires its own in <m>.module.ts; the list is server/http/deps.ts).',
          },
          {
            regex: otherModuleFile(
              '(?!.*\\.(service|repository|routes)(\\.[jt]s)?$)(?!.*-access(\\.[jt]s)?$).+',
              '(?!membership/permissions(\\.[jt]s)?$)',
            ),
            allowTypeImports: true,
            message:
              'A module reaches another only through its service: import values from its *.service.ts (types may come from its other files); shared helpers belong in server/lib/.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'data', '.tmp', '**/__screenshots__'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
  moduleBoundaries,
  ...boundaries.map(({ from, forbid }) => ({
    files: [`${from}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: forbid.map((folder) => ({
            group: [`**/${folder}/*`, `../${folder}/*`],
            message: `${from}/ must not import from ${folder}/ (ARCHITECTURE.md boundaries).`,
          })),
        },
      ],
    },
  })),
);
