import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../server/config';
import { createDb, type Db } from '../server/db/connection';
import { afterChanges, signInDemoAdmin, startBare, startBenchServer } from './api-bench';
import { load, type LoadFigures } from './load';
import { freePort, stopProcess } from './processes';
import { seedTasks, SERIES_PER_MEMBER, TASK_MEMBERS } from './tasks-setup';

export type TaskBenchResult = {
  database: string;
  members: number;
  series: number;
  month: { first: string; last: string };
  /** At TASK_CONNECTIONS, the list repeated (its kept page), with how many occurrences each finds. */
  rows: (LoadFigures & { found: number })[];
  /** At TASK_CONNECTIONS: a bare node:http server reading a page of 100 task rows in raw SQL. */
  ceiling: LoadFigures | null;
  /** Page 1 right after a task was written, one request at a time. */
  afterWrite: { name: string; requests: number; p50: number; p99: number } | null;
};

export const TASK_CONNECTIONS = 20;
export const TASK_TARGET_P99_MS = 50;
const LIMIT = 100;
const AFTER_WRITE_REQUESTS = 8;
const CEILING_ROW = 'bare node:http + raw SQL page of 100 (ceiling)';
const AFTER_WRITE_ROW = 'tasks month page 1, right after a task write';

/**
 * The raw read the ceiling runs per request, compiled for this database: a page of 100 task rows
 * that can meet the month, by start, each with its assignee's name.
 */
function taskPageQuery(db: Db, orgId: number, month: { start: number; end: number }) {
  const compiled = db
    .selectFrom('tasks as t')
    .innerJoin('task_assignees as a', 'a.task_id', 't.id')
    .innerJoin('employees as e', 'e.id', 'a.employee_id')
    .select([
      't.id',
      't.title',
      't.status',
      't.start_dt_unix',
      't.due_dt_unix',
      't.timezone',
      't.rrule_string',
      't.version',
      'e.id as employee_id',
      'e.display_name',
    ])
    .where('t.org_id', '=', orgId)
    .where('t.start_dt_unix', '<', month.end)
    .where((eb) =>
      eb.or([eb('t.last_due_unix', 'is', null), eb('t.last_due_unix', '>=', month.start)]),
    )
    .orderBy('t.start_dt_unix')
    .orderBy('t.id')
    .limit(LIMIT)
    .compile();
  return { sql: compiled.sql, params: compiled.parameters };
}

/**
 * The task list's proof on one database (tasks-setup.ts: 500 members × 20 series, over 100,000
 * occurrences in the month): GET tasks over the calendar month, page 1 and page 50 of 100 and one
 * assignee's page 1, at 20 connections (the kept page, as paging, refreshing and other managers
 * repeat it), beside a bare node:http server running a comparable raw read through the same
 * driver; then page 1 right after each write of a task, one request at a time (the written series
 * is read and expanded again, every other one's occurrences kept). `only` picks rows by name
 * (run.ts rowFilter).
 */
export async function runTaskBench(options: {
  databaseUrl: string;
  seconds: number;
  only?: (name: string) => boolean;
}): Promise<TaskBenchResult> {
  const only = options.only ?? (() => true);
  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBenchServer({ databaseUrl: options.databaseUrl, password, port });
  const db = createDb(parseDatabaseUrl(options.databaseUrl, 4));
  try {
    const admin = await signInDemoAdmin(base, password);
    const headers = { authorization: `Bearer ${admin.token}` };
    const seeded = await seedTasks(db, admin.orgId);
    if (options.databaseUrl.startsWith('postgres')) await sql`vacuum analyze`.execute(db);

    const list = (query: string) =>
      `${base}/v1/orgs/${admin.orgId}/tasks?display_start_dt_unix=${seeded.month.start}&display_end_dt_unix=${seeded.month.end}&limit=${LIMIT}${query}`;
    const calls = [
      { name: 'tasks month page 1 of 100', url: list('&page=1') },
      { name: 'tasks month page 50 of 100', url: list('&page=50') },
      {
        name: "tasks one assignee's month, page 1",
        url: list(`&page=1&assignee_ids=${seeded.members[TASK_MEMBERS / 2]}`),
      },
    ];
    const found = async (url: string) => {
      // The seeding took a while: the sign-in's kept-alive socket may have been closed meanwhile.
      const response = await fetch(url, { headers }).catch(() => fetch(url, { headers }));
      if (!response.ok)
        throw new Error(`GET tasks failed: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { meta: { total: number } }).meta.total;
    };
    const rows: TaskBenchResult['rows'] = [];
    for (const call of calls.filter((each) => only(each.name))) {
      const total = await found(call.url);
      const figures = await load(call.name, call.url, {
        connections: TASK_CONNECTIONS,
        seconds: options.seconds,
        headers,
      });
      rows.push({ ...figures, found: total });
    }

    let ceiling: LoadFigures | null = null;
    if (only(CEILING_ROW)) {
      const query = taskPageQuery(db, admin.orgId, seeded.month);
      const bare = await startBare('bench/bare-db-server.mjs', {
        SQL: query.sql,
        PARAMS: JSON.stringify(query.params),
        DATABASE_URL: options.databaseUrl,
        DB_POOL_MAX: '20',
        ANSWER: 'rows',
      });
      try {
        ceiling = await load(CEILING_ROW, bare.url, {
          connections: TASK_CONNECTIONS,
          seconds: options.seconds,
        });
      } finally {
        await stopProcess(bare.child);
      }
    }

    let afterWrite: TaskBenchResult['afterWrite'] = null;
    if (only(AFTER_WRITE_ROW)) {
      // A title changed: the task version moves, and the month is refreshed with that series.
      const written = await db
        .selectFrom('tasks')
        .select('id')
        .where('org_id', '=', admin.orgId)
        .where('rrule_string', 'is not', null)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      afterWrite = await afterChanges(
        AFTER_WRITE_ROW,
        list('&page=1'),
        headers,
        async (i) => {
          await db
            .updateTable('tasks')
            .set({ title: `Toolbox talk ${i}` })
            .where('id', '=', written.id)
            .execute();
        },
        AFTER_WRITE_REQUESTS,
      );
    }
    return {
      database: options.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
      members: TASK_MEMBERS,
      series: seeded.series,
      month: { first: seeded.month.first, last: seeded.month.last },
      rows,
      ceiling,
      afterWrite,
    };
  } finally {
    await db.destroy();
    await stopProcess(server);
  }
}

const verdict = (p99: number) =>
  `(target p99 < ${TASK_TARGET_P99_MS} ms): ${p99 < TASK_TARGET_P99_MS ? 'met' : 'NOT met'}`;

export function printTaskBench(result: TaskBenchResult, seconds: number): void {
  console.log(
    `\nTask list on ${result.database}: ${result.members} members × ${SERIES_PER_MEMBER} series (${result.series.toLocaleString('en-US')}), month ${result.month.first}..${result.month.last}, ${LIMIT} a page, ${TASK_CONNECTIONS} connections, ${seconds} s each`,
  );
  console.log(
    '  call                                              found    req/s   p50 ms   p99 ms   errors',
  );
  const line = (row: LoadFigures, found: string) =>
    console.log(
      `  ${row.name.padEnd(47)} ${found.padStart(7)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors + row.non2xx).padStart(8)}`,
    );
  for (const row of result.rows) line(row, row.found.toLocaleString('en-US'));
  if (result.ceiling) line(result.ceiling, '');
  for (const row of result.rows)
    console.log(`  ${row.name}: p50 ${row.p50} ms, p99 ${row.p99} ms ${verdict(row.p99)}`);
  const after = result.afterWrite;
  if (after)
    console.log(
      `  ${after.name} (the written series expanded again), one connection, ${after.requests} requests: p50 ${after.p50} ms, max ${after.p99} ms ${verdict(after.p99)}`,
    );
}
