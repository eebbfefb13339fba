/**
 * npm run bench: every benchmark in one run on this machine, figures printed beside their targets.
 *  1. API throughput and latency at 50 connections: GET /v1/me and a page of 50 from an employee
 *     list of 10,000, beside a bare node:http JSON server as the ceiling; then page 1 of 50 of
 *     searches in that list at 20 connections (SQLite, then PostgreSQL when a cluster can be
 *     started here).
 *  2. The gzipped JavaScript and CSS a person downloads to see /login.
 *  3. The data grid: first render and scroll frame times of Crewcard's DataGrid on 100,000 rows,
 *     beside AG Grid Community on the same rows (bench/grid-bench.ts).
 *  4. Time cards: the manager's summary over 500 members × 4 weeks and clock-in latency at 20
 *     connections, then 200 members clocking at once (plain, racing, retried under one key,
 *     and the server killed mid-load), every invariant checked in the database afterwards
 *     (bench/time-cards-bench.ts); both databases, as the API part.
 *  5. Payroll: the summary of one pay period over a year of 2,000 members' cards (about 1.1
 *     million) beside the same aggregation as one raw SQL query, and the CSV of a month (about
 *     100,000 cards) streamed with the server's peak RSS and the memory it holds
 *     (bench/payroll-bench.ts, bench/heap-probe.ts).
 *  6. Tasks: a month of 500 members' 20 repeating series each (over 100,000 occurrences), a page
 *     of 100 at 20 connections (page 1, page 50, one assignee's) beside a raw SQL page on a bare
 *     server, and page 1 right after each task write (bench/tasks-bench.ts); both databases.
 *  7. Files: a 1 MB and a 50 MB PDF uploaded and downloaded through the attachment flow, with the
 *     server's peak RSS beside a bare node:http server streaming the same files to and from disk,
 *     and the memory it holds (bench/files-bench.ts); part of `tasks`, or alone as `files`.
 * `npm run bench -- grid` (or `bundle`, `api`, `timecards`, `payroll`, `tasks`, `files`, several
 * at once) runs only those parts;
 * BENCH_ROWS picks rows of the API and task parts, and summary rows and phases of the time-card
 * part, by name (rowFilter; `BENCH_ROWS=clock-in npm run bench -- timecards` runs only the
 * clock-in row, which always runs), BENCH_SECONDS sets each row's time (and each concurrency
 * phase's, 60 s when unset).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_ROWS,
  PROJECTS,
  runApiBench,
  SEARCH_CONNECTIONS,
  type ApiBenchResult,
} from './api-bench';
import { printGridBench, runGridBench } from './grid-bench';
import type { LoadFigures } from './load';
import { measureRoute } from './login-bundle';
import { printPayrollBench, runPayrollBench } from './payroll-bench';
import { printFileBench, runFileBench } from './files-bench';
import { printTaskBench, runTaskBench } from './tasks-bench';
import { runTimeCardBench } from './time-cards-bench';
import { printTimeCardBench } from './time-cards-print';

const root = new URL('..', import.meta.url).pathname;
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const PARTS = ['bundle', 'grid', 'api', 'timecards', 'payroll', 'tasks', 'files'] as const;
const chosen = process.argv.slice(2);
for (const part of chosen) {
  if (!(PARTS as readonly string[]).includes(part)) {
    console.error(`Unknown benchmark "${part}": choose from ${PARTS.join(', ')} (none = all).`);
    process.exit(2);
  }
}
const runs = (part: (typeof PARTS)[number]) => chosen.length === 0 || chosen.includes(part);

/**
 * BENCH_ROWS picks rows by name: comma-separated pieces, any of which a row's
 * name contains, in any case (`BENCH_ROWS=projects` runs the project list only,
 * `BENCH_ROWS='projects page 1'` one row). Unset: every row.
 */
function rowFilter(): (name: string) => boolean {
  const pieces = (process.env.BENCH_ROWS ?? '')
    .split(',')
    .map((piece) => piece.trim().toLowerCase())
    .filter(Boolean);
  if (pieces.length === 0) return () => true;
  return (name) => pieces.some((piece) => name.toLowerCase().includes(piece));
}

const figuresLine = (row: LoadFigures & { found?: number }, nameWidth: number) =>
  `  ${row.name.padEnd(nameWidth)} ${row.found === undefined ? '' : String(row.found).padStart(6)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors + row.non2xx).padStart(8)}`;

function printApi(result: ApiBenchResult): void {
  const named = (name: string) => result.rows.find((row) => row.name === name);
  if (result.rows.length > 0) {
    console.log(
      `\nAPI on ${result.database} (${result.employees} employees, 50 connections, ${seconds} s each)`,
    );
    console.log('  call                                    req/s   p50 ms   p99 ms   errors');
    for (const row of result.rows) console.log(figuresLine(row, 37));
  }
  const [bare, bareWithQuery, me] = [named(API_ROWS[0]), named(API_ROWS[1]), named(API_ROWS[2])];
  if (bare && me) {
    const share = Math.round((me.requestsPerSecond / bare.requestsPerSecond) * 100);
    console.log(
      `  /v1/me throughput = ${share}% of bare node:http (target >= 35%): ${share >= 35 ? 'met' : 'NOT met'}`,
    );
  }
  if (bareWithQuery && me) {
    const queryShare = Math.round((me.requestsPerSecond / bareWithQuery.requestsPerSecond) * 100);
    console.log(
      `  /v1/me throughput = ${queryShare}% of bare node:http running the same query through the same driver (what our code costs)`,
    );
  }
  if (me)
    console.log(`  /v1/me p99 = ${me.p99} ms (target < 15 ms): ${me.p99 < 15 ? 'met' : 'NOT met'}`);

  const found = (title: string, rows: (LoadFigures & { found: number })[]) => {
    if (rows.length === 0) return;
    console.log(`\n${title}`);
    console.log(
      '  call                                      found    req/s   p50 ms   p99 ms   errors',
    );
    for (const row of rows) console.log(figuresLine(row, 40));
    for (const row of rows)
      console.log(
        `  ${row.name} p99 = ${row.p99} ms (target < 25 ms): ${row.p99 < 25 ? 'met' : 'NOT met'}`,
      );
  };
  found(
    `Employee list search on ${result.database}: page 1 of 50, ${SEARCH_CONNECTIONS} connections, ${seconds} s each`,
    result.searches,
  );
  found(
    `Project list on ${result.database} (${PROJECTS} projects): ${SEARCH_CONNECTIONS} connections, ${seconds} s each`,
    result.projects,
  );
  for (const cold of result.afterChange)
    console.log(
      `  ${cold.name} (each right after the change, so the list found is read again), one connection, ${cold.requests} requests: p50 ${cold.p50} ms, p99 ${cold.p99} ms`,
    );
}

async function main(): Promise<void> {
  if (runs('bundle')) await bundleBench();
  if (runs('grid')) printGridBench(await runGridBench());
  if (runs('api')) await apiBench();
  if (runs('timecards')) await timeCardBench();
  if (runs('payroll')) await payrollBench();
  if (runs('tasks')) await taskBench();
  if (runs('tasks') || runs('files')) await fileBench();
}

/**
 * The task list (tasks and scheduling): a page of 100 of a month of 500 members' series, kept and
 * right after a write (BENCH_SECONDS each row; BENCH_ROWS picks rows).
 */
async function taskBench(): Promise<void> {
  await onEachDatabase('crewcard_bench_tasks', async (databaseUrl) =>
    printTaskBench(await runTaskBench({ databaseUrl, seconds, only: rowFilter() }), seconds),
  );
}

/** A 50 MB file up and down with the server's memory flat (tasks and scheduling). */
async function fileBench(): Promise<void> {
  await onEachDatabase('crewcard_bench_files', async (databaseUrl) =>
    printFileBench(await runFileBench({ databaseUrl })),
  );
}

/**
 * The payroll summary (issue 15): one pay period over a year of 2,000 members' cards beside the
 * raw SQL aggregation, and the CSV of a month streamed (BENCH_SECONDS each row).
 */
async function payrollBench(): Promise<void> {
  await onEachDatabase('crewcard_bench_payroll', async (databaseUrl) =>
    printPayrollBench(await runPayrollBench({ databaseUrl, seconds }), seconds),
  );
}

async function bundleBench(): Promise<void> {
  if (!existsSync(join(root, 'dist/index.html')) || process.env.BENCH_BUILD === '1') {
    spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
  }

  const bundle = await measureRoute(join(root, 'dist'), '/login');
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  console.log(
    `\n/login download (gzip): ${kb(bundle.js)} KB JavaScript, ${kb(bundle.css)} KB CSS in ${bundle.files.length} files`,
  );
  console.log(`  target < 150 KB JavaScript: ${bundle.js < 150 * 1024 ? 'met' : 'NOT met'}`);
  for (const file of bundle.files) console.log(`  ${file}`);
}

async function apiBench(): Promise<void> {
  const only = rowFilter();
  await onEachDatabase('crewcard_bench', async (databaseUrl) =>
    printApi(await runApiBench({ databaseUrl, seconds, only })),
  );
}

/**
 * The time cards (issue 14): the manager's summary and clock-in latency (BENCH_SECONDS each row),
 * then the concurrency phases (BENCH_SECONDS each, 60 when unset) checked in the database; any
 * broken invariant makes the run fail. BENCH_THINK_MS: the longest pause between a member's
 * actions (500).
 */
async function timeCardBench(): Promise<void> {
  const phaseSeconds = Number(process.env.BENCH_SECONDS ?? 60);
  const thinkMs = Number(process.env.BENCH_THINK_MS ?? 500);
  await onEachDatabase('crewcard_bench_time_cards', async (databaseUrl) => {
    const result = await runTimeCardBench({
      databaseUrl,
      seconds,
      phaseSeconds,
      thinkMs,
      only: rowFilter(),
    });
    if (printTimeCardBench(result, seconds)) process.exitCode = 1;
  });
}

/**
 * Runs a part on a fresh SQLite file, then on a fresh PostgreSQL database when a cluster can be
 * started here (BENCH_PG_DATABASE names it, else `database`).
 */
async function onEachDatabase(
  database: string,
  run: (databaseUrl: string) => Promise<void>,
): Promise<void> {
  const work = mkdtempSync(join(tmpdir(), 'crewcard-bench-'));
  try {
    await run(`sqlite:${join(work, 'bench.sqlite')}`);
    // Start a throwaway cluster unless one is already running, and stop only one this run started.
    const startedCluster = !existsSync(join(root, '.tmp/pg/port'));
    const pg = spawnSync('bash', ['scripts/pg-cluster.sh', 'start'], {
      cwd: root,
      encoding: 'utf8',
    });
    const pgUrl = pg.stdout.match(/PG_TEST_URL=(\S+)/)?.[1];
    // BENCH_PG_DATABASE: another name when two benchmarks share one cluster.
    const name = process.env.BENCH_PG_DATABASE ?? database;
    if (pgUrl) {
      const created = spawnSync(
        'psql',
        [pgUrl, '-qAt', '-c', `drop database if exists ${name}`, '-c', `create database ${name}`],
        { encoding: 'utf8' },
      );
      if (created.status === 0) await run(pgUrl.replace(/\/postgres$/, `/${name}`));
      else console.log(`\nPostgreSQL benchmark not run: ${created.stderr.trim()}`);
    } else
      console.log(
        '\nPostgreSQL benchmark not run: no cluster could be started (install postgresql).',
      );
    if (startedCluster) spawnSync('bash', ['scripts/pg-cluster.sh', 'stop'], { cwd: root });
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

let finished = false;
// Node quits when nothing is left to wait on, even with main() still awaiting a promise that can
// no longer settle: say so, and fail, rather than end a run half done with status 0.
process.on('exit', (code) => {
  if (finished || code !== 0) return;
  console.error(
    'The benchmark stopped before it finished: a step waited on nothing that could end.',
  );
  process.exitCode = 1;
});
main()
  .then(() => {
    finished = true;
  })
  .catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
