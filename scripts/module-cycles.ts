/**
 * Lists the cycles between server modules (server/modules/<name>/): module A depends on module B
 * when any file of A imports any file of B, type-only imports included (a type still ties the
 * two modules' code together). File-level cycles are scripts/file-cycles.ts; this is the
 * coarser view, where two modules that reach into each other form a cycle even though no single
 * file chain loops.
 *
 *   npx tsx scripts/module-cycles.ts            the two-module cycles and the tangled groups; exit 1 if any
 *   npx tsx scripts/module-cycles.ts --all      also prints the cycles through three or more modules
 *   npx tsx scripts/module-cycles.ts --edges    also prints every edge with the files behind it
 */
import { join, relative } from 'node:path';
import { ROOT, importsOf, sourceFilesUnder, tangles } from './import-graph';

const MODULES = join(ROOT, 'server', 'modules');

/** The module a file belongs to, or null outside server/modules. */
function moduleOf(file: string): string | null {
  const rel = relative(MODULES, file);
  if (rel.startsWith('..')) return null;
  return rel.split(/[\\/]/)[0] ?? null;
}

/** module -> module -> the "from -> to" file pairs behind the edge. */
const edges = new Map<string, Map<string, string[]>>();
for (const file of sourceFilesUnder(MODULES)) {
  const from = moduleOf(file)!;
  if (!edges.has(from)) edges.set(from, new Map());
  for (const target of importsOf(file, { runtime: false })) {
    const to = moduleOf(target);
    if (to === null || to === from) continue;
    const byTarget = edges.get(from)!;
    const why = byTarget.get(to) ?? [];
    why.push(`${relative(ROOT, file)} -> ${relative(ROOT, target)}`);
    byTarget.set(to, why);
  }
}

/** Every elementary cycle, each once, starting at its alphabetically first module. */
function cycles(): string[][] {
  const nodes = [...edges.keys()].sort();
  const found: string[][] = [];
  for (const start of nodes) {
    const walk = (node: string, path: string[]) => {
      for (const next of [...(edges.get(node)?.keys() ?? [])].sort()) {
        if (next === start) found.push([...path]);
        else if (next > start && !path.includes(next)) walk(next, [...path, next]);
      }
    };
    walk(start, [start]);
  }
  return found;
}

const printEdge = (from: string, to: string) => {
  for (const line of edges.get(from)!.get(to)!) console.log(`      ${line}`);
};

if (process.argv.includes('--edges')) {
  for (const [from, targets] of [...edges].sort())
    for (const [to] of [...targets].sort()) {
      console.log(`${from} -> ${to}`);
      printEdge(from, to);
    }
  console.log('');
}

const all = cycles();
const groups = tangles(new Map([...edges].map(([from, to]) => [from, [...to.keys()]])));
if (!all.length) {
  console.log(`No module cycles among ${edges.size} server modules.`);
} else {
  const pairs = all.filter((cycle) => cycle.length === 2);
  const longer = all.length - pairs.length;
  console.log(
    `${all.length} module cycle(s) among ${edges.size} server modules: ${pairs.length} between two modules, ${longer} longer.`,
  );
  for (const [a, b] of pairs) {
    console.log(`  ${a} <-> ${b}`);
    printEdge(a!, b!);
    printEdge(b!, a!);
  }
  for (const group of groups) console.log(`  tangled together: ${group.join(', ')}`);
  if (process.argv.includes('--all'))
    for (const cycle of all.filter((c) => c.length > 2)) {
      console.log(`  ${[...cycle, cycle[0]].join(' -> ')}`);
      cycle.forEach((from, i) => printEdge(from, cycle[(i + 1) % cycle.length]!));
    }
  process.exitCode = 1;
}
