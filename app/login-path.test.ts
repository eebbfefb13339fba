import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '..');

/**
 * The modules a visitor of /login downloads: the entry and the sign-in screen, with everything
 * they import statically. Dynamic `import()` (lazy screens, schemas loaded on demand) and
 * `import type` are not followed, as the bundler does not put them in the download either.
 */
function staticGraph(entries: string[]): { files: Set<string>; packages: Map<string, string> } {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = entries.map((entry) => join(root, entry));
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    files.add(file);
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    for (const statement of source.statements) {
      let specifier: ts.Expression | undefined;
      if (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      } else if (ts.isExportDeclaration(statement) && !statement.isTypeOnly) {
        specifier = statement.moduleSpecifier;
      }
      if (!specifier || !ts.isStringLiteral(specifier)) continue;
      const name = specifier.text;
      if (!name.startsWith('.')) {
        packages.set(name, relative(root, file));
        continue;
      }
      const base = resolve(dirname(file), name);
      const target = ['.ts', '.tsx', '/index.ts', '/index.tsx', '']
        .map((suffix) => base + suffix)
        .find((candidate) => existsSync(candidate) && /\.(tsx?)$/.test(candidate));
      if (target) queue.push(target);
    }
  }
  return { files, packages };
}

describe('what /login downloads', () => {
  const { files, packages } = staticGraph(['app/main.tsx', 'app/features/auth/login-screen.tsx']);

  it('holds no zod, no form library and no query library', () => {
    const heavy = [...packages].filter(([name]) =>
      /^(zod|react-hook-form|@hookform\/resolvers|@tanstack\/react-query)(\/|$)/.test(name),
    );
    expect(heavy.map(([name, by]) => `${name} (imported by ${by})`)).toEqual([]);
  });

  it('reads only the zod-free parts of the contract', () => {
    const contract = [...files]
      .map((file) => relative(root, file))
      .filter((file) => file.startsWith('contract/'))
      // The per-resource route tables that contract/api-routes.ts spreads: zod-free by rule.
      .filter((file) => !/^contract\/[\w-]+\.routes\.ts$/.test(file))
      .sort();
    expect(contract).toEqual([
      'contract/access.ts',
      'contract/access/actor.ts',
      'contract/access/policies.ts',
      'contract/access/roles.ts',
      'contract/api-routes.ts',
      'contract/endpoint.ts',
      'contract/feature-flags.ts',
      'contract/messages.ts',
      'contract/reference-lists.ts',
      'contract/token-types.ts',
    ]);
  });
});
