/**
 * Fails when source files import each other in a circle, at any length, counting what exists at
 * run time: type-only imports are left out (TypeScript erases them), dynamic import() counts.
 * A cycle makes one of its files run before the other has defined what it exports. This replaced
 * eslint's import-x/no-cycle, which stopped at four files deep and took over half of the lint's
 * time; server modules get the coarser check of scripts/module-cycles.ts as well.
 *
 *   npx tsx scripts/file-cycles.ts     prints each tangle with one cycle through it; exit 1 if any
 */
import { relative } from 'node:path';
import { ROOT, cycleThrough, importsOf, sourceFilesUnder, tangles } from './import-graph';

const files = sourceFilesUnder(ROOT);
const graph = new Map(files.map((file) => [file, importsOf(file, { runtime: true })]));
const found = tangles(graph);
const name = (file: string) => relative(ROOT, file);

if (!found.length) {
  console.log(`No import cycles among ${files.length} source files.`);
} else {
  console.log(`${found.length} group(s) of source files import each other in a circle:`);
  for (const group of found) {
    console.log(`  ${group.length} file(s): ${group.map(name).join(', ')}`);
    const cycle = cycleThrough(graph, group[0]!, group);
    console.log(`    for example ${[...cycle, cycle[0]!].map(name).join(' -> ')}`);
  }
  process.exitCode = 1;
}
