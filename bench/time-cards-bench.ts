import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { ROLE } from '../contract/access';
import { parseDatabaseUrl } from '../server/config';
import { createDb, type Db } from '../server/db/connection';
import { seedBulkEmployees } from '../server/db/seed-bulk';
import { seedBulkTimeCards } from '../server/db/seed-bulk-time-cards';
import { signInDemoAdmin, startBenchServer } from './api-bench';
import { load, type LoadFigures } from './load';
import { freePort, killProcess, stopProcess } from './processes';
import { ClockClient } from './time-cards-client';
import {
  clockInLatency,
  runPhase,
  type ClockInFigures,
  type PhaseFigures,
  type PhaseKind,
} from './time-cards-concurrency';
import {
  cardWatermark,
  checkCreated,
  checkInvariants,
  type CreatedCheck,
  type InvariantReport,
} from './time-cards-invariants';

/** Members with four weeks of cards (about 10,000 cards), as the issue's summary target says. */
export const SUMMARY_MEMBERS = 500;
const WEEKS = 4;
export const SUMMARY_CONNECTIONS = 20;
/** The largest page the list contract allows (contract/pagination.ts). */
export const SUMMARY_LIMIT = 500;
export const CLOCK_IN_CONNECTIONS = 20;
/** Members clocking at once in the concurrency phases. */
export const CONCURRENT_MEMBERS = 200;
const CLOCK_IN_MEMBERS = 100;

export type PhaseResult = {
  name: string;
  /** The organisation's setting during the phase. */
  split: boolean;
  seconds: number;
  figures: PhaseFigures;
  created: CreatedCheck;
  violations: InvariantReport['violations'];
  /** Kill phase: the cards left open by the kill that clocked out after the restart. */
  afterRestart?: { open: number; clockedOut: number };
};

export type TimeCardBenchResult = {
  database: string;
  members: number;
  cards: number;
  summary: (LoadFigures & { found: number })[];
  clockIn: ClockInFigures;
  phases: PhaseResult[];
};

const PHASES: { name: string; kind: PhaseKind; split: boolean; kill?: true }[] = [
  { name: '(a) clock in, switch, clock out', kind: 'plain', split: true },
  { name: '(b) two requests per member racing', kind: 'racing', split: false },
  { name: '(c) every request twice under one key', kind: 'doubled', split: false },
  { name: '(d) SIGKILL mid-load, restart', kind: 'plain', split: true, kill: true },
];

/**
 * The time-card benchmark on one database (issue 14's proof): the manager's summary over 500
 * members × 4 weeks at 20 connections, clock-in latency at 20 connections, then 200 members
 * clocking at once in four phases, each followed by the database checks of
 * time-cards-invariants.ts. `seconds` is each summary row's and the clock-in row's time,
 * `phaseSeconds` each concurrency phase's (the kill phase kills the server half-way through).
 */
export async function runTimeCardBench(options: {
  databaseUrl: string;
  seconds: number;
  phaseSeconds: number;
  thinkMs: number;
  /** Which summary rows and phases run, by name (run.ts rowFilter); the clock-in row always runs. */
  only?: (name: string) => boolean;
}): Promise<TimeCardBenchResult> {
  const only = options.only ?? (() => true);
  const password = `Bench-${randomBytes(8).toString('hex')}1`;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // Fixed for the run, so the administrator's session outlives the restart of phase (d).
  const env = { APP_SECRET: randomBytes(32).toString('base64url') };
  const start = () => startBenchServer({ databaseUrl: options.databaseUrl, password, port, env });
  let server: ChildProcess = await start();
  const db = createDb(parseDatabaseUrl(options.databaseUrl, 4));
  try {
    const admin = await signInDemoAdmin(base, password);
    const { members, projects, seeded } = await seed(db, admin.orgId);
    if (options.databaseUrl.startsWith('postgres')) await sql`vacuum analyze`.execute(db);
    const headers = { authorization: `Bearer ${admin.token}` };

    const range = `start_dt_unix=${seeded.startUnix}&end_dt_unix=${seeded.endUnix}`;
    const summaryUrl = (query: string) =>
      `${base}/v1/orgs/${admin.orgId}/time_cards/summary?${query}`;
    const week = 7 * 86_400;
    // The summary screen's call (GET time_cards/summary), and for comparison the first page of
    // what it read before the server counted (every card of the range, 500 a page).
    const rows: [string, string][] = [
      [`${WEEKS} weeks, all members`, summaryUrl(range)],
      [`${WEEKS} weeks, one member`, summaryUrl(`${range}&employee_ids=${members[0]}`)],
      [
        'last week, one team',
        summaryUrl(
          `start_dt_unix=${seeded.endUnix - week}&end_dt_unix=${seeded.endUnix}&employee_group_ids=${seeded.teamIds[0]}`,
        ),
      ],
      [
        `${WEEKS} weeks, not team, 2 states`,
        summaryUrl(
          `${range}&exclude_employee_group_ids=${seeded.teamIds[0]}&status=completed&status=working`,
        ),
      ],
      [
        `list page 1 (${SUMMARY_LIMIT})`,
        `${base}/v1/orgs/${admin.orgId}/time_cards?page=1&limit=${SUMMARY_LIMIT}&${range}`,
      ],
    ];
    const summary: TimeCardBenchResult['summary'] = [];
    // Cards counted (the summary's card_count, the list's total).
    const total = async (name: string, url: string) => {
      const response = await fetch(url, { headers });
      if (!response.ok)
        throw new Error(`${name} failed: ${response.status} ${await response.text()}`);
      const body = (await response.json()) as {
        meta?: { total: number };
        data: { card_count?: number };
      };
      return body.meta?.total ?? body.data.card_count ?? 0;
    };
    for (const [name, url] of rows.filter((row) => only(row[0]))) {
      const found = await total(name, url);
      const figures = await load(name, url, {
        connections: SUMMARY_CONNECTIONS,
        seconds: options.seconds,
        headers,
      });
      summary.push({ ...figures, found });
    }

    let client = new ClockClient(base, admin.token, admin.orgId, CONCURRENT_MEMBERS * 2);
    const clockIn = await clockInLatency({
      client,
      members: members.slice(0, CLOCK_IN_MEMBERS),
      projectId: projects[0],
      connections: CLOCK_IN_CONNECTIONS,
      seconds: options.seconds,
    });

    const crew = members.slice(-CONCURRENT_MEMBERS);
    const phases: PhaseResult[] = [];
    for (const [index, phase] of PHASES.entries()) {
      if (!only(phase.name)) continue;
      await setSplit(base, headers, admin.orgId, phase.split);
      const watermark = await cardWatermark(db, admin.orgId);
      const tag = `bench${index}${randomBytes(3).toString('hex')}`;
      const figures = await runPhase({
        client,
        members: crew,
        projects,
        kind: phase.kind,
        seconds: options.phaseSeconds,
        tag,
        thinkMs: options.thinkMs,
        kill: phase.kill && (() => killProcess(server)),
      });
      const pairs = figures.twoCardPairs
        ? [
            {
              name: 'two answers under one key with two cards',
              count: figures.twoCardPairs,
              examples: [],
            },
          ]
        : [];
      if (phase.kill) {
        client.close();
        server = await start();
        client = new ClockClient(base, admin.token, admin.orgId, CONCURRENT_MEMBERS * 2);
        // Checked as the kill left it, then once more after the cards it left open are closed.
        const [left, leftCreated] = await Promise.all([
          checkInvariants(db, admin.orgId),
          checkCreated(db, {
            orgId: admin.orgId,
            watermark,
            tag,
            answered: figures.answered,
            answersMayBeLost: true,
          }),
        ]);
        const afterRestart = await clockOutOpen(db, client, admin.orgId, crew);
        const after = await checkInvariants(db, admin.orgId);
        const stuck = afterRestart.open - afterRestart.clockedOut;
        if (stuck)
          after.violations.push({
            name: 'card the kill left running that would not clock out',
            count: stuck,
            examples: [],
          });
        phases.push({
          name: phase.name,
          split: phase.split,
          seconds: options.phaseSeconds,
          figures,
          created: leftCreated.check,
          violations: [
            ...left.violations,
            ...leftCreated.violations,
            ...after.violations.map((each) => ({
              ...each,
              name: `after the restart: ${each.name}`,
            })),
          ],
          afterRestart,
        });
        continue;
      }
      const [invariants, created, running] = await Promise.all([
        checkInvariants(db, admin.orgId),
        checkCreated(db, {
          orgId: admin.orgId,
          watermark,
          tag,
          answered: figures.answered,
          answersMayBeLost: false,
        }),
        openCards(db, admin.orgId, crew),
      ]);
      // Every cycle ends with a clock-out the client saw succeed (or refused as already done).
      const leftRunning = running.length
        ? [
            {
              name: 'card left running after every member clocked out',
              count: running.length,
              examples: running.slice(0, 5).map(String),
            },
          ]
        : [];
      phases.push({
        name: phase.name,
        split: phase.split,
        seconds: options.phaseSeconds,
        figures,
        created: created.check,
        violations: [...invariants.violations, ...created.violations, ...pairs, ...leftRunning],
      });
    }
    client.close();
    return {
      database: options.databaseUrl.startsWith('sqlite') ? 'SQLite' : 'PostgreSQL',
      members: members.length,
      cards: seeded.cards,
      summary,
      clockIn,
      phases,
    };
  } finally {
    await db.destroy();
    await stopProcess(server);
  }
}

/**
 * 500 active workers added to the demo organisation, each with four weeks of cards, in crews of
 * 20 (seed-bulk-time-cards.ts), and the two projects the clock sends time to.
 */
async function seed(db: Db, orgId: number) {
  const before = await db
    .selectFrom('employees')
    .select((eb) => eb.fn.max('id').as('id'))
    .executeTakeFirst();
  // seed-bulk.ts leaves about one in twelve inactive or invited: a few more than needed.
  await seedBulkEmployees(db, orgId, Math.ceil(SUMMARY_MEMBERS * 1.12));
  const members = (
    await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '>', Number(before?.id ?? 0))
      .where('staffing_status', '=', 'active')
      .where('is_saas_enabled', '=', 1)
      .orderBy('id')
      .limit(SUMMARY_MEMBERS)
      .execute()
  ).map((row) => row.id);
  if (members.length < SUMMARY_MEMBERS) throw new Error(`Only ${members.length} active members`);
  const approver = await db
    .selectFrom('employees')
    .select('id')
    .where('org_id', '=', orgId)
    .where('role_id', '=', ROLE.admin)
    .executeTakeFirstOrThrow();
  const seeded = await seedBulkTimeCards(db, {
    orgId,
    employeeIds: members,
    weeks: WEEKS,
    approverId: approver.id,
  });
  const projects = await db
    .selectFrom('projects')
    .select('id')
    .where('org_id', '=', orgId)
    .where('archived_at_unix', 'is', null)
    .orderBy('id')
    .limit(2)
    .execute();
  if (projects.length < 2) throw new Error('The demo organisation needs two open projects');
  return {
    members,
    projects: [projects[0]!.id, projects[1]!.id] as [number, number],
    seeded,
  };
}

/** Split time cards on or off (PATCH the organisation, as the time settings screen does). */
async function setSplit(
  base: string,
  headers: Record<string, string>,
  orgId: number,
  split: boolean,
): Promise<void> {
  const response = await fetch(`${base}/v1/orgs/${orgId}`, {
    method: 'PATCH',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ is_split_tc_enabled: split }),
  });
  if (!response.ok) throw new Error(`Setting split time cards failed: ${response.status}`);
}

/** After the restart: clocks out every card of `crew` the kill left running, through the API. */
async function clockOutOpen(
  db: Db,
  client: ClockClient,
  orgId: number,
  crew: number[],
): Promise<{ open: number; clockedOut: number }> {
  const open = await openCards(db, orgId, crew);
  // Clocking out ends a running break too (clock-steps.ts closeCard).
  const answers = await Promise.all(
    open.map((id) => client.send(client.onCard(id, 'clock_out'), null)),
  );
  return {
    open: open.length,
    clockedOut: answers.filter((answer) => answer.status >= 200 && answer.status < 300).length,
  };
}

/** The running cards of `crew`. */
async function openCards(db: Db, orgId: number, crew: number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('time_cards')
    .select('id')
    .where('org_id', '=', orgId)
    .where('employee_id', 'in', crew)
    .where('clock_out_dt_unix', 'is', null)
    .where('deleted_at_unix', 'is', null)
    .execute();
  return rows.map((row) => row.id);
}

/** Prints one database's figures beside the targets; answers whether any invariant broke. */
export function printTimeCardBench(result: TimeCardBenchResult, seconds: number): boolean {
  const ms = (value: number) => String(value).padStart(8);
  console.log(
    `\nTime-card summary on ${result.database} (${result.members} members × ${WEEKS} weeks = ${result.cards} cards): GET …/time_cards/summary (and one page of GET …/time_cards), ${SUMMARY_CONNECTIONS} connections, ${seconds} s each`,
  );
  console.log('  call                          found    req/s   p50 ms   p99 ms   errors');
  for (const row of result.summary)
    console.log(
      `  ${row.name.padEnd(27)} ${String(row.found).padStart(6)} ${String(row.requestsPerSecond).padStart(8)} ${ms(row.p50)} ${ms(row.p99)} ${String(row.errors + row.non2xx).padStart(8)}`,
    );
  for (const row of result.summary)
    console.log(
      row.requestsPerSecond === 0
        ? `  ${row.name}: no answer within the time, not measured (raise BENCH_SECONDS)`
        : `  ${row.name} p99 = ${row.p99} ms (target p99 < 50 ms): ${row.p99 < 50 ? 'met' : 'NOT met'}`,
    );

  const clock = result.clockIn;
  console.log(
    `\nClock-in on ${result.database}: crew clock-ins by the administrator, each followed by its clock-out, ${CLOCK_IN_CONNECTIONS} connections, ${seconds} s`,
  );
  console.log(
    `  ${clock.clockIns} clock-ins, ${clock.clockInsPerSecond}/s, p50 ${clock.p50} ms, p99 ${clock.p99} ms, refused ${refusalText(clock.refusals)}`,
  );
  console.log(
    `  clock-in p99 = ${clock.p99} ms (target p99 < 20 ms): ${clock.p99 < 20 ? 'met' : 'NOT met'}`,
  );

  console.log(
    `\nConcurrency on ${result.database}: ${CONCURRENT_MEMBERS} members at once (every request checked in the database afterwards)`,
  );
  let violations = 0;
  for (const phase of result.phases) {
    const f = phase.figures;
    const mode = phase.split ? 'split cards' : 'one project per card';
    console.log(`  ${phase.name}, ${mode}, ${phase.seconds} s`);
    console.log(
      `    requests ${f.requests}, successes ${f.successes} (replayed ${f.replayed}), refused ${refusalText(f.refusals)}, p50 ${f.p50} ms, p99 ${f.p99} ms, cycles ${f.cycles}`,
    );
    console.log(
      `    cards made ${phase.created.created}, creating requests answered by their key ${phase.created.creatingKeys}` +
        (phase.afterRestart
          ? `, made but unanswered (connection cut by the kill) ${phase.created.unanswered}; after the restart ${phase.afterRestart.open} left running, ${phase.afterRestart.clockedOut} clocked out`
          : '') +
        (f.mismatchedPairs || phase.name.startsWith('(c)')
          ? `, pairs under one key answered differently ${f.mismatchedPairs}`
          : ''),
    );
    const count = phase.violations.reduce((sum, each) => sum + each.count, 0);
    violations += count;
    console.log(`    violations ${count}`);
    for (const each of phase.violations)
      console.log(`      ${each.name}: ${each.count} (e.g. ${each.examples.join(', ')})`);
  }
  console.log(
    `  invariants on ${result.database}: ${violations === 0 ? 'held (0 violations)' : `FAILED (${violations} violations)`}`,
  );
  return violations > 0;
}

const refusalText = (refusals: Map<number, number>) =>
  refusals.size === 0
    ? 'none'
    : [...refusals]
        .sort(([a], [b]) => a - b)
        .map(([status, count]) => `${status === 0 ? 'connection failed' : status} ×${count}`)
        .join(', ');
