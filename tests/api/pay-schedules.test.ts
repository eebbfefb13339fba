import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  PAY_PERIODS_RANGE_MAX_DAYS,
  PAY_SCHEDULE_TEXT,
  zPayPeriodsResponse,
  zPayScheduleListResponse,
  zPayScheduleResponse,
  type PayPeriodItem,
  type PaySchedule,
} from '../../contract/pay-schedules';
import type { OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
let other: OrgFixture;
const { as } = callersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 1 });
  other = await server.fixtures.org({ managers: 0, workers: 0 });
  // Periods are computed in the organisation's zone: Los Angeles changes clocks on
  // 2024-03-10 and 2024-11-03; 2024 is a leap year.
  for (const id of [org.orgId, other.orgId])
    await server.db
      .updateTable('organisations')
      .set({ timezone: 'America/Los_Angeles' })
      .where('id', '=', id)
      .execute();
});
afterAll(async () => server?.close());

const path = (orgId = org.orgId) => `/orgs/${orgId}/pay_schedules`;
const biweekly = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  frequency: 'biweekly',
  // A Monday: the workweek starts on Monday (0).
  first_period_start_date: '2024-01-01',
  workweek_start_day: 0,
  ...extra,
});

async function create(body: Record<string, unknown>, orgId = org.orgId, user = org.admin) {
  const response = await as(user, 'POST', path(orgId), body);
  expect(response.status, response.text).toBe(200);
  const parsed = zPayScheduleResponse.parse(response.body);
  expect(parsed.message).toBe(PAY_SCHEDULE_TEXT.created);
  return parsed.data;
}

async function schedules(orgId = org.orgId, user = org.admin): Promise<PaySchedule[]> {
  const response = await as(user, 'GET', path(orgId));
  expect(response.status, response.text).toBe(200);
  return zPayScheduleListResponse.parse(response.body).data;
}

async function periods(id: number, from: string, to: string): Promise<PayPeriodItem[]> {
  const response = await as(org.admin, 'GET', `${path()}/${id}/periods?from=${from}&to=${to}`);
  expect(response.status, response.text).toBe(200);
  const parsed = zPayPeriodsResponse.parse(response.body);
  expect(parsed.timezone).toBe('America/Los_Angeles');
  return parsed.data;
}

const hours = (period: PayPeriodItem) => (period.end_dt_unix - period.start_dt_unix) / 3600;

describe('pay schedules: the default', () => {
  it('makes the first schedule the default, and one default only', async () => {
    const first = await create(biweekly('Crew bi-weekly'));
    expect(first).toMatchObject({ is_default: true, workweek_start_seconds: 0 });
    const second = await create(biweekly('Office bi-weekly'));
    expect(second.is_default).toBe(false);
    const third = await create(biweekly('New default', { is_default: true }));
    expect(third.is_default).toBe(true);
    const all = await schedules();
    expect(all.filter((s) => s.is_default).map((s) => s.id)).toEqual([third.id]);
    expect(all[0]!.id).toBe(third.id);

    const made = await as(org.admin, 'PATCH', `${path()}/${first.id}`, { is_default: true });
    expect(made.status, made.text).toBe(200);
    expect(made.body.message).toBe(PAY_SCHEDULE_TEXT.updated);
    expect((await schedules()).filter((s) => s.is_default).map((s) => s.id)).toEqual([first.id]);

    const unset = await as(org.admin, 'PATCH', `${path()}/${first.id}`, { is_default: false });
    expect(unset.status).toBe(400);
    expect(unset.body.field_hints).toEqual({ is_default: [PAY_SCHEDULE_TEXT.defaultNotUnset] });

    const refused = await as(org.admin, 'DELETE', `${path()}/${first.id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(PAY_SCHEDULE_TEXT.defaultNotDeleted);
    const deleted = await as(org.admin, 'DELETE', `${path()}/${third.id}`);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.message).toBe(PAY_SCHEDULE_TEXT.deleted);
    expect((await schedules()).map((s) => s.id)).not.toContain(third.id);
  });
});

describe('pay schedules: validation', () => {
  it.each([
    [
      'a weekly first period off the workweek start day',
      { frequency: 'weekly', first_period_start_date: '2024-01-02', workweek_start_day: 0 },
      { first_period_start_date: [PAY_SCHEDULE_TEXT.firstDayOfWorkweek(0)] },
    ],
    [
      'a bi-weekly first period off the workweek start day',
      { first_period_start_date: '2024-01-01', workweek_start_day: 6 },
      { first_period_start_date: [PAY_SCHEDULE_TEXT.firstDayOfWorkweek(6)] },
    ],
    [
      'a semi-monthly first period on the 31st',
      { frequency: 'semimonthly', first_period_start_date: '2024-01-31' },
      { first_period_start_date: [PAY_SCHEDULE_TEXT.semimonthlyDay] },
    ],
    ['an unknown frequency', { frequency: 'daily' }, { frequency: [PAY_SCHEDULE_TEXT.frequency] }],
    [
      'a weekday of 7',
      { workweek_start_day: 7 },
      { workweek_start_day: [PAY_SCHEDULE_TEXT.weekday] },
    ],
    [
      'a start time past the day',
      { workweek_start_seconds: 86_400 },
      { workweek_start_seconds: [PAY_SCHEDULE_TEXT.startTime] },
    ],
  ])('refuses %s', async (_name, extra, hints) => {
    const response = await as(org.admin, 'POST', path(), biweekly('Invalid', extra));
    expect(response.status, response.text).toBe(400);
    expect(response.body.field_hints).toEqual(hints);
  });

  it('checks a change against the stored fields', async () => {
    const schedule = await create(biweekly('Checked'));
    const response = await as(org.admin, 'PATCH', `${path()}/${schedule.id}`, {
      workweek_start_day: 2,
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({
      first_period_start_date: [PAY_SCHEDULE_TEXT.firstDayOfWorkweek(2)],
    });
    const monthly = await as(org.admin, 'PATCH', `${path()}/${schedule.id}`, {
      frequency: 'monthly',
    });
    expect(monthly.status, monthly.text).toBe(200);
    expect(monthly.body.data.frequency).toBe('monthly');
  });

  it('refuses a duplicate name', async () => {
    await create(biweekly('Twice'));
    const response = await as(org.admin, 'POST', path(), biweekly('TWICE'));
    expect(response.body.field_hints).toEqual({ name: [PAY_SCHEDULE_TEXT.nameTaken] });
  });
});

describe('pay periods through the API', () => {
  it('weekly from Sunday 06:00 across the spring change: one period is an hour shorter', async () => {
    const weekly = await create({
      name: 'Weekly Sunday',
      frequency: 'weekly',
      first_period_start_date: '2024-01-07',
      workweek_start_day: 6,
      workweek_start_seconds: 6 * 3600,
    });
    const list = await periods(weekly.id, '2024-03-01', '2024-03-20');
    expect(list.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2024-02-25', '2024-03-02'],
      ['2024-03-03', '2024-03-09'],
      ['2024-03-10', '2024-03-16'],
      ['2024-03-17', '2024-03-23'],
    ]);
    expect(list.map(hours)).toEqual([168, 167, 168, 168]);
    // 2024-03-03 06:00 PST is 14:00 UTC; 2024-03-10 06:00 PDT is 13:00 UTC.
    expect(list[1]!.start_dt_unix).toBe(Date.UTC(2024, 2, 3, 14) / 1000);
    expect(list[1]!.end_dt_unix).toBe(Date.UTC(2024, 2, 10, 13) / 1000);
  });

  it('bi-weekly across the autumn change: one period is an hour longer', async () => {
    const schedule = await create(biweekly('Bi-weekly autumn'));
    const list = await periods(schedule.id, '2024-10-21', '2024-11-10');
    expect(list.map((p) => p.start_date)).toEqual(['2024-10-21', '2024-11-04']);
    expect(list.map(hours)).toEqual([14 * 24 + 1, 14 * 24]);
  });

  it('semi-monthly on the 1st and 16th through a leap February', async () => {
    const schedule = await create({
      name: 'Semi-monthly',
      frequency: 'semimonthly',
      first_period_start_date: '2024-01-01',
      workweek_start_day: 0,
    });
    const list = await periods(schedule.id, '2024-02-01', '2024-03-15');
    expect(list.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2024-02-01', '2024-02-15'],
      ['2024-02-16', '2024-02-29'],
      ['2024-03-01', '2024-03-15'],
    ]);
    // 1 to 15 March holds the spring change.
    expect(list.map(hours)).toEqual([15 * 24, 14 * 24, 15 * 24 - 1]);
  });

  it('monthly from the 31st, kept to short months and the leap day', async () => {
    const schedule = await create({
      name: 'Monthly',
      frequency: 'monthly',
      first_period_start_date: '2024-01-31',
      workweek_start_day: 0,
    });
    const list = await periods(schedule.id, '2024-02-01', '2024-04-30');
    expect(list.map((p) => [p.start_date, p.end_date])).toEqual([
      ['2024-01-31', '2024-02-28'],
      ['2024-02-29', '2024-03-30'],
      ['2024-03-31', '2024-04-29'],
      ['2024-04-30', '2024-05-30'],
    ]);
    expect(hours(list[1]!)).toBe(31 * 24 - 1);
  });

  it('refuses a reversed range and one longer than the cap', async () => {
    const [schedule] = await schedules();
    const reversed = await as(
      org.admin,
      'GET',
      `${path()}/${schedule!.id}/periods?from=2024-02-01&to=2024-01-01`,
    );
    expect(reversed.status).toBe(400);
    expect(reversed.body.field_hints).toEqual({ to: [PAY_SCHEDULE_TEXT.rangeOrder] });
    const long = await as(
      org.admin,
      'GET',
      `${path()}/${schedule!.id}/periods?from=2024-01-01&to=2025-02-04`,
    );
    expect(long.status).toBe(400);
    expect(long.body.field_hints).toEqual({ to: [PAY_SCHEDULE_TEXT.rangeTooLong] });
    // The cap itself is fine: 400 days.
    const capped = await as(
      org.admin,
      'GET',
      `${path()}/${schedule!.id}/periods?from=2024-01-01&to=2025-02-03`,
    );
    expect(capped.status, capped.text).toBe(200);
    expect(PAY_PERIODS_RANGE_MAX_DAYS).toBe(400);
  });
});

describe('who may read and manage pay schedules', () => {
  it('lets managers read, refuses workers; writes need permission 8', async () => {
    const [schedule] = await schedules();
    expect((await schedules(org.orgId, org.managers[0]!)).length).toBeGreaterThan(0);
    const periodsAsManager = await as(
      org.managers[0]!,
      'GET',
      `${path()}/${schedule!.id}/periods?from=2024-01-01&to=2024-01-31`,
    );
    expect(periodsAsManager.status).toBe(200);
    expect((await as(org.workers[0]!, 'GET', path())).status).toBe(403);
    for (const user of [org.workers[0]!, org.managers[0]!]) {
      for (const [method, target, body] of [
        ['POST', path(), biweekly('Nope')],
        ['PATCH', `${path()}/${schedule!.id}`, { name: 'Nope' }],
        ['DELETE', `${path()}/${schedule!.id}`, undefined],
      ] as const) {
        const response = await as(user, method, target, body);
        expect(response.status, `${method} ${user.email}`).toBe(403);
        expect(response.body.message).toBe(MESSAGES.forbidden);
      }
    }
  });

  it('answers 404 for another organisation’s schedule and leaks nothing', async () => {
    const theirs = await create(biweekly('Their schedule'), other.orgId, other.admin);
    for (const [method, target, body] of [
      ['PATCH', `${path()}/${theirs.id}`, { name: 'Mine' }],
      ['DELETE', `${path()}/${theirs.id}`, undefined],
      ['GET', `${path()}/${theirs.id}/periods?from=2024-01-01&to=2024-01-31`, undefined],
    ] as const) {
      const response = await as(org.admin, method, target, body);
      expect(response.status, method).toBe(404);
      expect(response.text).not.toContain('Their schedule');
    }
    expect((await schedules()).map((s) => s.id)).not.toContain(theirs.id);
  });
});
