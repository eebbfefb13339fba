/**
 * The import graph of the project's own source, read with TypeScript's parser: which file imports
 * which, and the groups of nodes that reach each other. scripts/file-cycles.ts and
 * scripts/module-cycles.ts are two views of it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const ROOT = resolve(import.meta.dirname, '..');

/** Folders that are not our source (as eslint.config.js ignores them). */
const SKIPPED = new Set([
  'node_modules',
  'dist',
  'storybook-static',
  'data',
  '.tmp',
  '.git',
  '__screenshots__',
]);

/** Every .ts/.tsx/.js/.mjs file under `dir`, generated and installed folders left out. */
export function sourceFilesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    if (SKIPPED.has(name)) return [];
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFilesUnder(path);
    return /\.(tsx?|m?js)$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

function resolveSpecifier(from: string, spec: string): string {
  const base = resolve(dirname(from), spec);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}.js`, `${base}.mjs`];
  candidates.push(join(base, 'index.ts'), join(base, 'index.tsx'));
  // An ESM-style './x.js' written for a TypeScript file.
  if (/\.m?js$/.test(base)) candidates.push(base.replace(/\.m?js$/, '.ts'));
  return candidates.find((path) => statSync(path, { throwIfNoEntry: false })?.isFile()) ?? base;
}

/** Whether an import or re-export brings in types only, so nothing of it exists at run time. */
function typeOnly(node: ts.ImportDeclaration | ts.ExportDeclaration): boolean {
  if (ts.isExportDeclaration(node)) {
    if (node.isTypeOnly) return true;
    const clause = node.exportClause;
    return (
      !!clause &&
      ts.isNamedExports(clause) &&
      clause.elements.length > 0 &&
      clause.elements.every((e) => e.isTypeOnly)
    );
  }
  const clause = node.importClause;
  if (!clause) return false; // import './side-effect'
  if (clause.isTypeOnly) return true;
  if (clause.name) return false;
  const bindings = clause.namedBindings;
  return (
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((e) => e.isTypeOnly)
  );
}

/**
 * The project files `file` imports by a relative path (packages are not our graph). `runtime`
 * leaves out type-only imports, which TypeScript erases; dynamic import() counts either way.
 */
export function importsOf(file: string, options: { runtime: boolean }): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!(options.runtime && typeOnly(node))) specifiers.push(node.moduleSpecifier.text);
      return;
    }
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      specifiers.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => resolveSpecifier(file, spec));
}

export type Graph = ReadonlyMap<string, readonly string[]>;

/**
 * The groups of two or more nodes that all reach each other (Tarjan's strongly connected
 * components), each sorted; a node importing itself is a group of one.
 */
export function tangles(graph: Graph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    const selfLoop = (graph.get(node) ?? []).includes(node);
    if (group.length > 1 || selfLoop) found.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return found;
}

/** One shortest cycle through `start` within `group` (breadth first), as the nodes in order. */
export function cycleThrough(graph: Graph, start: string, group: readonly string[]): string[] {
  const allowed = new Set(group);
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const node = queue.shift()!;
    for (const next of graph.get(node) ?? []) {
      if (!allowed.has(next)) continue;
      if (next === start) {
        const path = [node];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return path;
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, node);
        queue.push(next);
      }
    }
  }
  return [start];
}
