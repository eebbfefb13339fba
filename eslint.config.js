import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import storybook from 'eslint-plugin-storybook';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/** Folders and what each may import (ARCHITECTURE.md boundaries). */
const boundaries = [
  { from: 'design-system', forbid: ['app', 'server', 'contract'] },
  { from: 'contract', forbid: ['app', 'server', 'design-system'] },
  { from: 'app', forbid: ['server'] },
  { from: 'server', forbid: ['app', 'design-system'] },
];

export default tseslint.config(
  { ignores: ['node_modules', 'dist', 'storybook-static', 'data', '.tmp', '**/__screenshots__'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-cycle': ['error', { maxDepth: 4 }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  ...storybook.configs['flat/recommended'],
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
