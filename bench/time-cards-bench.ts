import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { parseDatabaseUrl } from '../server/config';
import { createDb } from '../server/db/connection';
import { signInDemoAdmin, startBenchServer } from './api-bench';
import { load } from './load';
import { freePort, killProcess, stopProcess } from './processes';
import { ClockClient } from './time-cards-client';
import { clockInLatency, runPhase, type PhaseKind } from './time-cards-concurrency';
import {
  CLOCK_IN_CONNECTIONS,
  CLOCK_IN_MEMBERS,
  CONCURRENT_MEMBERS,
  SUMMARY_CONNECTIONS,
  SUMMARY_LIMIT,
  WEEKS,
  type PhaseResult,
  type TimeCardBenchResult,
} from './time-cards-shape';
import { clockOutOpen, openCards, seed, setSplit } from './time-cards-setup';
import { cardWatermark, checkCreated, checkInvariants } from './time-cards-invariants';

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
    const clockInAt = (connections: number) =>
      clockInLatency({
        client,
        members: members.slice(0, CLOCK_IN_MEMBERS),
        projectId: projects[0],
        connections,
        seconds: options.seconds,
      });
    const clockInAlone = await clockInAt(1);
    const clockIn = await clockInAt(CLOCK_IN_CONNECTIONS);

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
      clockInAlone,
      phases,
    };
  } finally {
    await db.destroy();
    await stopProcess(server);
  }
}
