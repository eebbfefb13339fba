/** Shared set-up of the dashboard's API tests (dashboard*.test.ts). */
import { afterAll, beforeAll, expect, vi } from 'vitest';
import {
  zDashboardResponse,
  zMealBreakAlertResponse,
  type Dashboard,
  type MealBreakAlerts,
} from '../../contract/dashboard';
import { zTimeCardWriteResponse, type TimeCardDetail } from '../../contract/time-cards';
import { zonedToUnix } from '../../contract/time/zoned-time';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

export const LA = 'America/Los_Angeles';
export const HOUR = 3600;
export const MINUTE = 60;

/** A local wall-clock time in Los Angeles, hours after midnight. */
export const at = (date: string, hours: number) => zonedToUnix(date, Math.round(hours * HOUR), LA);

/**
 * The dashboard counts up to now, so these tests run on a clock of their own: only `Date` is
 * faked (timers, the network and the databases keep real time), and it moves forward only, so
 * each clock action happens at the time the scenario gives it. A Wednesday in June: this
 * workweek (Monday 00:00, the default without a pay schedule) began on 2025-06-09.
 */
export const NOW = at('2025-06-11', 14);
export const THIS_MONDAY = '2025-06-09';
export const LAST_MONDAY = '2025-06-02';

export type DashboardWorld = { server: TestServer };

export function dashboardWorld() {
  const world = {} as DashboardWorld;
  const { as } = callersOf(() => world.server);
  let clock = at('2025-06-11', 0);

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: clock * 1000 });
    // Sessions outlive the scenario's morning: the clock moves hours while the tokens are kept.
    world.server = await startTestServer({ env: { ACCESS_TOKEN_TTL_SECONDS: String(7 * 86400) } });
  });
  afterAll(async () => {
    await world.server?.close();
    vi.useRealTimers();
  });

  /** Moves the server's clock forward to `unix`. */
  function travel(unix: number) {
    expect(unix, 'the clock only moves forward').toBeGreaterThanOrEqual(clock);
    clock = unix;
    vi.setSystemTime(unix * 1000);
  }

  /** A new organisation in Los Angeles (Pro trial), unpaid meal breaks, no state. */
  async function org(options: { managers?: number; workers?: number } = {}): Promise<OrgFixture> {
    const fixture = await world.server.fixtures.org({ managers: 2, workers: 4, ...options });
    await world.server.db
      .updateTable('organisations')
      .set({ timezone: LA, is_breaks_paid: 0, state: null })
      .where('id', '=', fixture.orgId)
      .execute();
    return fixture;
  }

  /** A call that must succeed; answers `data`. */
  async function ok<T = unknown>(response: ApiResponse): Promise<T> {
    expect(response.status, response.text).toBe(200);
    return (response.body as { data: T }).data;
  }

  async function dashboard(user: FixtureUser, orgId: number): Promise<Dashboard> {
    const response = await as(user, 'GET', `/orgs/${orgId}/dashboard/webapp`);
    expect(response.status, response.text).toBe(200);
    return zDashboardResponse.parse(response.body).data;
  }

  async function mealBreakAlerts(user: FixtureUser, orgId: number): Promise<MealBreakAlerts> {
    const response = await as(user, 'GET', `/orgs/${orgId}/mandatory_breaks/alert`);
    expect(response.status, response.text).toBe(200);
    return zMealBreakAlertResponse.parse(response.body).data;
  }

  /** The worker clocks in now (their own clock); answers the card. */
  async function clockIn(
    fixture: OrgFixture,
    worker: FixtureUser,
    body: Record<string, unknown> = {},
  ): Promise<TimeCardDetail> {
    const response = await as(worker, 'POST', `/orgs/${fixture.orgId}/time_cards`, body);
    expect(response.status, response.text).toBe(200);
    return zTimeCardWriteResponse.parse(response.body).data;
  }

  async function clockAction(
    fixture: OrgFixture,
    worker: FixtureUser,
    cardId: number,
    name: 'start_break' | 'end_break' | 'clock_out',
    body: Record<string, unknown> = {},
  ) {
    await ok(await as(worker, 'POST', `/orgs/${fixture.orgId}/time_cards/${cardId}/${name}`, body));
  }

  /**
   * A card typed by the administrator on a local date, from and to in local hours (to past 24:
   * the next day), with breaks as [type, from, to] in local hours of the same date.
   */
  async function manual(
    fixture: OrgFixture,
    employeeId: number,
    date: string,
    from: number,
    to: number,
    breaks: Array<['meal' | 'rest', number, number]> = [],
  ): Promise<TimeCardDetail> {
    const response = await as(fixture.admin, 'POST', `/orgs/${fixture.orgId}/manual_time_cards`, {
      employee_id: employeeId,
      clock_in_dt_unix: at(date, from),
      clock_out_dt_unix: at(date, 0) + Math.round(to * HOUR),
      breaks: breaks.map(([type, start, end]) => ({
        break_type: type,
        start_dt_unix: at(date, start),
        end_dt_unix: at(date, end),
      })),
      reason: 'Dashboard test card',
    });
    expect(response.status, response.text).toBe(200);
    return zTimeCardWriteResponse.parse(response.body).data;
  }

  /**
   * A time-clock rule group requiring a first meal break of 30 minutes after 5 hours of work
   * (and a second after 10), followed by the members named.
   */
  async function mealBreakRules(orgId: number, employeeIds: number[]) {
    const group = await world.server.db
      .insertInto('rule_groups')
      .values({
        org_id: orgId,
        name: 'California meal breaks',
        is_organization_default: 0,
        is_first_meal_break_required: 1,
        first_meal_break_after_seconds: 5 * HOUR,
        first_meal_break_duration_seconds: 30 * MINUTE,
        is_second_meal_break_required: 1,
        second_meal_break_after_seconds: 10 * HOUR,
        second_meal_break_duration_seconds: 30 * MINUTE,
        created_at_unix: clock,
        updated_at_unix: clock,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await world.server.db
      .updateTable('employees')
      .set({ rule_group_id: group.id })
      .where('org_id', '=', orgId)
      .where('id', 'in', employeeIds)
      .execute();
    return group.id;
  }

  return {
    world,
    as,
    ok,
    travel,
    org,
    dashboard,
    mealBreakAlerts,
    clockIn,
    clockAction,
    manual,
    mealBreakRules,
  };
}
