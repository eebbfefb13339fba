import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { addDays, daysBetween } from '../contract/time/plain-date';
import { zonedDate, zonedToUnix } from '../contract/time/zoned-time';
import { parseDatabaseUrl } from '../server/config';
import { createDb } from '../server/db/connection';
import { heldWhile, openHeapProbe } from './heap-probe';
import { signInDemoAdmin, startBare, startBenchServer } from './api-bench';
import { load, type LoadFigures } from './load';
import { freePort, stopProcess } from './processes';
import { PAYROLL_MEMBERS, seedPayroll } from './payroll-setup';
import { payrollRawSql } from './payroll-raw-sql';

export type PayrollBenchResult = {
  database: string;
  cards: number;
  members: number;
  period: { start_date: string; end_date: string; cards: number };
  summary: LoadFigures;
  /** The summary right after a card changed (that member read again), one request at a time. */
  cold: { requests: number; p50: number; max: number };
  raw: LoadFigures;
  csv: {
    cards: number;
    rows: number;
    bytes: number;
    ms: number;
    baselineRssMb: number;
    peakRssMb: number;
    /** The CSV of a week before it: its rows and how far the RSS rose over where it began. */
    weekRows: number;
    weekGrowthRssMb: number;
    /**
     * The heap the CSV server held (live after a forced full collection, bench/heap-probe.ts),
     * MB: before, and the most while a week's and then a month's CSV streamed again.
     */
    held: { before: number; week: number; month: number };
  };
};

const COLD_REQUESTS = 8;

/** Cards whose clock-in falls in [start, end). */
async function cardsIn(db: ReturnType<typeof createDb>, orgId: number, start: number, end: number) {
  const row = await db
    .selectFrom('time_cards')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('org_id', '=', orgId)
    .where('clock_in_dt_unix', '>=', start)
    .where('clock_in_dt_unix', '<', end)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Resident memory of the process group's largest member (the server's node), in bytes. */
export function serverRss(groupId: number): number {
  const out = execFileSync('ps', ['-o', 'pid=,rss=', '-g', String(groupId)], { encoding: 'utf8' });
  const largest = out
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number])
    .sort((a, b) => b[1] - a[1])[0]!;
  const status = readFileSync(`/proc/${largest[0]}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) * 1024;
}

/**
 * Issue 15's payroll proof on one database: 2,000 members with a year of cards; GET
 * payroll/summary of one two-week pay period beside the same aggregation as one raw SQL query
 * through the same driver (bench/bare-db-server.mjs answering the rows), both at one connection;
 * then, on a fresh server, the CSV of a week and of a month (about 100,000 cards) streamed while
 * the server's resident memory is sampled every 20 ms, and once more each with the heap it holds
 * sampled through its inspector (heap-probe.ts): flat when the month holds no more than the week.
 */
export async function runPayrollBench(options: {
  databaseUrl: string;
  seconds: number;
}): Promise<PayrollBenchResult> {
  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startBenchServer({ databaseUrl: options.databaseUrl, password, port });
  const db = createDb(parseDatabaseUrl(options.databaseUrl, 4));
  try {
    const admin = await signInDemoAdmin(base, password);
    const headers = { authorization: `Bearer ${admin.token}` };
    const { seeded, timezone } = await seedPayroll(db, admin.orgId);
    if (options.databaseUrl.startsWith('postgres')) await sql`vacuum analyze`.execute(db);

    // The last two whole workweeks the seed wrote (the demo's schedule is bi-weekly, Monday).
    const endDate = zonedDate(seeded.endUnix, timezone);
    const startDate = addDays(endDate, -14);
    const days = Array.from({ length: daysBetween(startDate, endDate) }, (_, index) => {
      const date = addDays(startDate, index);
      return {
        start_dt_unix: zonedToUnix(date, 0, timezone),
        end_dt_unix: zonedToUnix(addDays(date, 1), 0, timezone),
      };
    });
    const start = days[0]!.start_dt_unix;
    const end = days.at(-1)!.end_dt_unix;
    const summaryUrl = `${base}/v1/orgs/${admin.orgId}/payroll/summary?start_dt_unix=${start}&end_dt_unix=${end}`;
    // The seeding took minutes: the sign-in's kept-alive socket has been closed by the server
    // meanwhile, and the first requests on it may fail before a new one is opened.
    let first: Response | undefined;
    for (let attempt = 1; !first; attempt++)
      first = await fetch(summaryUrl, { headers }).catch((error: unknown) => {
        if (attempt === 3) throw error;
        return undefined;
      });
    if (!first.ok) throw new Error(`payroll/summary failed: ${first.status} ${await first.text()}`);
    await first.arrayBuffer();
    const summary = await load('payroll summary, 2 weeks', summaryUrl, {
      connections: 1,
      seconds: options.seconds,
      headers,
    });

    // Each request right after a card's note changed: the versions move, nothing kept serves.
    const card = await db
      .selectFrom('time_cards')
      .select('id')
      .where('org_id', '=', admin.orgId)
      .where('clock_in_dt_unix', '>=', start)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const coldTimes: number[] = [];
    for (let i = 0; i < COLD_REQUESTS; i++) {
      await db
        .updateTable('time_cards')
        .set({ note: `bench ${i}` })
        .where('id', '=', card.id)
        .execute();
      const began = performance.now();
      const response = await fetch(summaryUrl, { headers });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`payroll/summary failed: ${response.status}`);
      coldTimes.push(performance.now() - began);
    }
    coldTimes.sort((a, b) => a - b);
    const cold = {
      requests: COLD_REQUESTS,
      p50: Math.round(coldTimes[Math.floor(COLD_REQUESTS / 2)]!),
      max: Math.round(coldTimes.at(-1)!),
    };

    const bare = await startBare('bench/bare-db-server.mjs', {
      SQL: payrollRawSql({ orgId: admin.orgId, days }),
      PARAMS: '[]',
      DATABASE_URL: options.databaseUrl,
      DB_POOL_MAX: '1',
      ANSWER: 'rows',
    });
    let raw: LoadFigures;
    try {
      raw = await load('raw SQL, same aggregation', bare.url, {
        connections: 1,
        seconds: options.seconds,
      });
    } finally {
      await stopProcess(bare.child);
    }

    // Everyone's cards as CSV, a week then a month, read as they stream, the server's memory
    // sampled: streamed, the month (four times the rows) must not take more memory than the week.
    // On a server of its own: the summary's kept ranges and answers above (hundreds of MB) would
    // let the collector leave that much more garbage in the heap before it runs, and the RSS
    // would say more about them than about the CSV.
    await stopProcess(server);
    const csvPort = await freePort();
    const inspectPort = await freePort();
    const csvBase = `http://127.0.0.1:${csvPort}`;
    const csvServer = await startBenchServer({
      databaseUrl: options.databaseUrl,
      password,
      port: csvPort,
      inspectPort,
    });
    let week: Awaited<ReturnType<typeof streamCsv>>;
    let month: typeof week;
    let held: { before: number; week: number; month: number };
    try {
      const csvHeaders = {
        authorization: `Bearer ${(await signInDemoAdmin(csvBase, password)).token}`,
      };
      const csvOf = (days: number) =>
        streamCsv(
          `${csvBase}/v1/orgs/${admin.orgId}/payroll/summary.csv?start_dt_unix=${zonedToUnix(addDays(endDate, -days), 0, timezone)}&end_dt_unix=${end}`,
          csvHeaders,
          () => serverRss(csvServer.pid!),
        );
      week = await csvOf(7);
      month = await csvOf(31);
      // Then each again, the heap held sampled through the inspector while it streams.
      const probe = await openHeapProbe(inspectPort);
      try {
        held = {
          before: await probe.liveMb(),
          week: (await heldWhile(probe, () => csvOf(7))).mostMb,
          month: (await heldWhile(probe, () => csvOf(31))).mostMb,
        };
      } finally {
        probe.close();
      }
    } finally {
      await stopProcess(csvServer);
    }
    const monthStart = zonedToUnix(addDays(endDate, -31), 0, timezone);

    const total = await cardsIn(db, admin.orgId, 0, 2 ** 31);
    const mb = (value: number) => Math.round((value / 2 ** 20) * 10) / 10;
    return {
      database: options.databaseUrl.startsWith('postgres') ? 'PostgreSQL' : 'SQLite',
      cards: total,
      members: PAYROLL_MEMBERS,
      period: {
        start_date: startDate,
        end_date: addDays(endDate, -1),
        cards: await cardsIn(db, admin.orgId, start, end),
      },
      summary,
      cold,
      raw,
      csv: {
        cards: await cardsIn(db, admin.orgId, monthStart, end),
        rows: month.rows - 1,
        bytes: month.bytes,
        ms: Math.round(month.ms),
        baselineRssMb: mb(month.baseline),
        peakRssMb: mb(month.peak),
        weekRows: week.rows - 1,
        weekGrowthRssMb: mb(week.peak - week.baseline),
        held,
      },
    };
  } finally {
    await db.destroy();
    await stopProcess(server);
  }
}

export function printPayrollBench(result: PayrollBenchResult, seconds: number): void {
  console.log(
    `\nPayroll on ${result.database}: ${result.members} members, ${result.cards.toLocaleString('en-US')} cards; pay period ${result.period.start_date}..${result.period.end_date} (${result.period.cards.toLocaleString('en-US')} cards), one connection, ${seconds} s each`,
  );
  console.log('  call                                    req/s   p50 ms   p99 ms   errors');
  for (const row of [result.summary, result.raw])
    console.log(
      `  ${row.name.padEnd(37)} ${String(row.requestsPerSecond).padStart(8)} ${String(row.p50).padStart(8)} ${String(row.p99).padStart(8)} ${String(row.errors + row.non2xx).padStart(8)}`,
    );
  const ratio = Math.round((result.summary.p50 / Math.max(result.raw.p50, 0.1)) * 100) / 100;
  console.log(
    `  summary p50 (repeated: the kept answer) = ${ratio}× the raw query's (target <= 1.3×): ${ratio <= 1.3 ? 'met' : 'NOT met'}`,
  );
  const coldRatio = Math.round((result.cold.p50 / Math.max(result.raw.p50, 0.1)) * 100) / 100;
  console.log(
    `  summary right after a card changed (that member read and classified again), ${result.cold.requests} requests: p50 ${result.cold.p50} ms, max ${result.cold.max} ms = ${coldRatio}× the raw query's p50 (target <= 1.3×): ${coldRatio <= 1.3 ? 'met' : 'NOT met'}`,
  );
  const csv = result.csv;
  const growth = Math.round((csv.peakRssMb - csv.baselineRssMb) * 10) / 10;
  console.log(
    `  CSV of ${csv.cards.toLocaleString('en-US')} cards: ${csv.rows.toLocaleString('en-US')} rows, ${(csv.bytes / 2 ** 20).toFixed(1)} MB in ${csv.ms} ms; server RSS ${csv.baselineRssMb} MB before, peak ${csv.peakRssMb} MB (+${growth} MB)`,
  );
  console.log(
    `  CSV RSS: a week (${csv.weekRows.toLocaleString('en-US')} rows) raised it by ${csv.weekGrowthRssMb} MB, the month by ${growth} MB (the collector lets the heap grow with the bytes allocated before it runs)`,
  );
  const { held } = csv;
  const flat = held.month <= held.week + 16;
  console.log(
    `  CSV memory held (heap and buffers live after a forced full collection, every 250 ms while it streams): ${held.before} MB before, at most ${held.week} MB for the week, ${held.month} MB for the month: ${flat ? 'flat' : 'NOT flat'} (the month may hold at most 16 MB more than the week)`,
  );
}

/**
 * Runs `work` while `rss` is sampled every 20 ms: its answer, the RSS before, the peak during and
 * the time it took.
 */
export async function peakRssDuring<T>(rss: () => number, work: () => Promise<T>) {
  const baseline = rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rss());
  }, 20);
  const began = performance.now();
  let value: T;
  try {
    value = await work();
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - began;
  peak = Math.max(peak, rss());
  return { value, baseline, peak, ms };
}

/** One CSV download read as it streams, with the server's RSS sampled every 20 ms. */
async function streamCsv(url: string, headers: Record<string, string>, rss: () => number) {
  const { value, baseline, peak, ms } = await peakRssDuring(rss, async () => {
    let bytes = 0;
    let rows = 0;
    const response = await fetch(url, { headers });
    if (!response.ok || !response.body)
      throw new Error(`payroll/summary.csv failed: ${response.status} ${await response.text()}`);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 10) rows += 1;
    }
    return { bytes, rows };
  });
  return { baseline, peak, ms, ...value };
}
