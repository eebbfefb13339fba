import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import type { Dashboard } from '../../contract/dashboard';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { HOUR, LAST_MONDAY, MINUTE, NOW, THIS_MONDAY, at, dashboardWorld } from './dashboard-world';

/**
 * GET dashboard/webapp on one organisation whose week is written out below, read at NOW
 * (Wednesday 2025-06-11 14:00 in Los Angeles; the workweek began Monday 00:00): who works now
 * (running cards counted to now, breaks out), this week's hours beside last week's, members near
 * overtime as the pay-rules engine classifies their week under their own rule, flagged cards of
 * the last 7 days, approvals, and each caller's reach.
 *
 * The people: workers w0 and w2 are manager m0's, w1 and w3 manager m1's.
 * - w0: last Mon 7:00–15:30 with a paid rest and an unpaid meal (7.75 h), last Wed 7–12 (5 h,
 *   both approved); this Mon and Tue 7:00–17:30 less a half-hour meal (10 h each).
 * - w1: last Thu 7–15 (8 h); clocked in today 8:00 on a project, meal 11:30–12:00 (5.5 h now).
 * - w2 (a rule group requiring meal breaks): this Mon, Tue 7–19 and today 1–13 without breaks
 *   (12 h each: 36 h, 4 h from the FLSA's 40; every card misses both meal breaks).
 * - w3 (a pay record with the organisation's own rule: overtime after 4 h a week): last Tue
 *   22:00–Wed 6:00 (8 h across midnight); clocked in today 13:00, on a rest break since 13:45.
 */
const d = dashboardWorld();
const WED = '2025-06-11';
const { world } = d;

let org: OrgFixture;
let other: OrgFixture;
let viewAll: FixtureUser;
let w0: FixtureUser, w1: FixtureUser, w2: FixtureUser, w3: FixtureUser;
let project: { id: number; name: string; siteId: number };
let shortWeekRuleId: number;
const cards: Record<string, number> = {};

beforeAll(async () => {
  org = await d.org();
  other = await d.org({ managers: 1, workers: 1 });
  [w0, w1, w2, w3] = org.workers as [FixtureUser, FixtureUser, FixtureUser, FixtureUser];
  viewAll = await world.server.fixtures.member(org.orgId, 23, {
    label: 'viewall',
    name: 'Vera Viewall',
  });
  const { admin } = org;
  const base = `/orgs/${org.orgId}`;
  project = {
    id: (
      await d.ok<{ id: number }>(
        await d.as(admin, 'POST', `${base}/org_projects`, { name: 'Midtown Lofts' }),
      )
    ).id,
    name: 'Midtown Lofts',
    siteId: 0,
  };
  project.siteId = (
    await d.ok<{ id: number }>(
      await d.as(admin, 'POST', `${base}/org_projects/${project.id}/work_sites`, {
        name: 'Main building',
        latitude: 38.5708,
        longitude: -121.4835,
        geofence_radius_meters: 80,
      }),
    )
  ).id;
  shortWeekRuleId = (
    await d.ok<{ id: number }>(
      await d.as(admin, 'POST', `${base}/overtime_rules`, {
        name: 'Short week',
        weekly_overtime_after_hours: 4,
      }),
    )
  ).id;
  await d.ok(
    await d.as(admin, 'POST', `${base}/employee/${w3.employeeId}/saas_compensation`, {
      effective_dt_unix: at('2025-06-01', 0),
      pay_type: 'hourly',
      pay_rate: 30,
      exemption_status: 'non-exempt',
      overtime_rule_id: shortWeekRuleId,
    }),
  );
  await d.mealBreakRules(org.orgId, [w2.employeeId]);

  // Today's clock, in order.
  d.travel(at(WED, 8));
  const running = await d.clockIn(org, w1, {
    org_project_id: project.id,
    work_site_id: project.siteId,
    latitude: 38.5708,
    longitude: -121.4835,
  });
  cards.w1Running = running.id;
  d.travel(at(WED, 11.5));
  await d.clockAction(org, w1, running.id, 'start_break', {
    break_type: 'meal',
    latitude: 38.571,
    longitude: -121.484,
  });
  d.travel(at(WED, 12));
  await d.clockAction(org, w1, running.id, 'end_break');
  d.travel(at(WED, 13));
  cards.w3Running = (await d.clockIn(org, w3)).id;
  d.travel(at(WED, 13.75));
  await d.clockAction(org, w3, cards.w3Running, 'start_break', { break_type: 'rest' });
  d.travel(NOW);

  // The typed cards.
  const meal: ['meal', number, number] = ['meal', 12, 12.5];
  cards.w0LastMon = (
    await d.manual(org, w0.employeeId, LAST_MONDAY, 7, 15.5, [['rest', 9, 9.25], meal])
  ).id;
  cards.w0LastWed = (await d.manual(org, w0.employeeId, '2025-06-04', 7, 12)).id;
  await d.manual(org, w1.employeeId, '2025-06-05', 7, 15);
  await d.manual(org, w3.employeeId, '2025-06-03', 22, 30);
  cards.w0Mon = (await d.manual(org, w0.employeeId, THIS_MONDAY, 7, 17.5, [meal])).id;
  cards.w0Tue = (await d.manual(org, w0.employeeId, '2025-06-10', 7, 17.5, [meal])).id;
  cards.w2Mon = (await d.manual(org, w2.employeeId, THIS_MONDAY, 7, 19)).id;
  cards.w2Tue = (await d.manual(org, w2.employeeId, '2025-06-10', 7, 19)).id;
  cards.w2Wed = (await d.manual(org, w2.employeeId, WED, 1, 13)).id;

  // Exceptions come from location readings (time-cards exceptions.ts); the dashboard reads the
  // card's stored list, so the tests write it. Last Monday's is older than 7 days.
  const flag = (id: number, types: string[]) =>
    world.server.db
      .updateTable('time_cards')
      .set({ exceptions: JSON.stringify(types) })
      .where('id', '=', id)
      .execute();
  await flag(cards.w0Tue, ['clock_started_late']);
  await flag(cards.w1Running!, ['no_location_for_gps_time_card']);
  await flag(cards.w0LastMon, ['clocked_out_while_driving']);

  await d.ok(
    await d.as(admin, 'POST', `${base}/time_cards/approve`, {
      time_card_ids: [cards.w0LastMon, cards.w0LastWed],
    }),
  );
});

const rowOf = (data: Dashboard, user: FixtureUser) =>
  data.working_now.find((row) => row.employee_id === user.employeeId);

describe('GET dashboard/webapp', () => {
  it('lists who works now with their project, site and last position, counted to now less breaks', async () => {
    const data = await d.dashboard(org.admin, org.orgId);
    expect(data.as_of_unix).toBe(NOW);
    expect(data.timezone).toBe('America/Los_Angeles');
    expect(data.working_now.map((row) => row.employee_id)).toEqual([w1.employeeId, w3.employeeId]);
    expect(rowOf(data, w1)).toEqual({
      employee_id: w1.employeeId,
      display_name: w1.displayName,
      time_card_id: cards.w1Running,
      status: 'working',
      clock_in_dt_unix: at(WED, 8),
      worked_seconds: 5.5 * HOUR,
      project: { id: project.id, name: 'Midtown Lofts' },
      work_site: { id: project.siteId, name: 'Main building' },
      last_location: { latitude: 38.571, longitude: -121.484, recorded_at_unix: at(WED, 11.5) },
    });
    expect(rowOf(data, w3)).toMatchObject({
      status: 'on_break',
      worked_seconds: 45 * MINUTE,
      project: null,
      work_site: null,
      last_location: null,
    });
  });

  it('sums this week’s hours against last week’s per workday, breaks out, a night shift split at midnight', async () => {
    const { week } = await d.dashboard(org.admin, org.orgId);
    expect(week.start_date).toBe(THIS_MONDAY);
    expect(week.days.map((day) => day.date)).toEqual([
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
      '2025-06-12',
      '2025-06-13',
      '2025-06-14',
      '2025-06-15',
    ]);
    // Mon: w0 10 + w2 12; Tue the same; Wed: w2 12 + w1 5.5 running + w3 0.75 running.
    expect(week.days.map((day) => day.this_week_seconds / HOUR)).toEqual([
      22, 22, 18.25, 0, 0, 0, 0,
    ]);
    // Mon: w0 7.75; Tue: w3 22–24; Wed: w3 0–6 + w0 5; Thu: w1 8.
    expect(week.days.map((day) => day.last_week_seconds / HOUR)).toEqual([7.75, 2, 11, 8, 0, 0, 0]);
    expect(week.this_week_seconds).toBe(62.25 * HOUR);
    expect(week.last_week_seconds).toBe(28.75 * HOUR);
    // Up to last Wednesday 14:00: Thursday's 8 h are not yet due.
    expect(week.last_week_to_date_seconds).toBe(20.75 * HOUR);
  });

  it('lists members near overtime as the engine classifies their week under their own rule', async () => {
    const { near_overtime } = await d.dashboard(org.admin, org.orgId);
    expect(near_overtime).toEqual([
      // The running rest break is paid, so hours worked for overtime (29 CFR 785.18): 1 h, where
      // the card's worked time leaves it out (45 min).
      {
        employee_id: w3.employeeId,
        display_name: w3.displayName,
        regular_seconds: HOUR,
        overtime_seconds: 0,
        double_time_seconds: 0,
        weekly_threshold_seconds: 4 * HOUR,
        seconds_to_overtime: 3 * HOUR,
        rule_id: `overtime_rule:${shortWeekRuleId}`,
        rule_name: 'Short week',
      },
      {
        employee_id: w2.employeeId,
        display_name: w2.displayName,
        regular_seconds: 36 * HOUR,
        overtime_seconds: 0,
        double_time_seconds: 0,
        weekly_threshold_seconds: 40 * HOUR,
        seconds_to_overtime: 4 * HOUR,
        rule_id: 'flsa',
        rule_name: 'FLSA',
      },
    ]);
  });

  it('classifies members without a rule of their own under California’s daily overtime in CA (Cal. Lab. Code 510(a))', async () => {
    const setState = (state: string | null) =>
      world.server.db
        .updateTable('organisations')
        .set({ state })
        .where('id', '=', org.orgId)
        .execute();
    await setState('CA');
    try {
      const { near_overtime } = await d.dashboard(org.admin, org.orgId);
      expect(
        near_overtime.map((row) => [
          row.employee_id,
          row.rule_id,
          row.regular_seconds / HOUR,
          row.overtime_seconds / HOUR,
          row.seconds_to_overtime === null ? null : row.seconds_to_overtime / HOUR,
        ]),
      ).toEqual([
        // Three 12-hour days: 8 regular + 4 daily overtime each.
        [w2.employeeId, 'california', 24, 12, 16],
        // Two 10-hour days (the meal breaks unpaid): 8 + 2 each.
        [w0.employeeId, 'california', 16, 4, 24],
        // The pay record's own rule still wins.
        [w3.employeeId, `overtime_rule:${shortWeekRuleId}`, 1, 0, 3],
      ]);
    } finally {
      await setState(null);
    }
  });

  it('lists cards of the last 7 days with exceptions and with missing meal breaks, newest first', async () => {
    const data = await d.dashboard(org.admin, org.orgId);
    expect(data.exceptions).toEqual({
      total: 2,
      items: [
        {
          time_card_id: cards.w1Running,
          employee_id: w1.employeeId,
          display_name: w1.displayName,
          types: ['no_location_for_gps_time_card'],
          clock_in_dt_unix: at(WED, 8),
        },
        {
          time_card_id: cards.w0Tue,
          employee_id: w0.employeeId,
          display_name: w0.displayName,
          types: ['clock_started_late'],
          clock_in_dt_unix: at('2025-06-10', 7),
        },
      ],
    });
    expect(data.missing_breaks.total).toBe(3);
    expect(data.missing_breaks.items.map((item) => [item.time_card_id, item.types])).toEqual([
      [cards.w2Wed, ['first_meal_break_missing', 'second_meal_break_missing']],
      [cards.w2Tue, ['first_meal_break_missing', 'second_meal_break_missing']],
      [cards.w2Mon, ['first_meal_break_missing', 'second_meal_break_missing']],
    ]);
  });

  it('counts clocked-out cards waiting for approval, of any date', async () => {
    const { approvals } = await d.dashboard(org.admin, org.orgId);
    // w0 Mon and Tue, w1 last Thursday, w2's three, w3's night: running cards wait to end.
    expect(approvals).toEqual({
      pending_card_count: 7,
      pending_member_count: 4,
      oldest_clock_in_dt_unix: at('2025-06-03', 22),
    });
  });

  it('shows a manager only their own workers, and a holder of 13 everyone', async () => {
    const [m0, m1] = org.managers as [FixtureUser, FixtureUser];
    const mine = await d.dashboard(m0, org.orgId);
    expect(mine.working_now).toEqual([]);
    expect(mine.week.this_week_seconds).toBe(56 * HOUR);
    expect(mine.near_overtime.map((row) => row.employee_id)).toEqual([w2.employeeId]);
    expect(mine.exceptions.items.map((item) => item.employee_id)).toEqual([w0.employeeId]);
    expect(mine.approvals).toEqual({
      pending_card_count: 5,
      pending_member_count: 2,
      oldest_clock_in_dt_unix: at(THIS_MONDAY, 7),
    });
    const theirs = await d.dashboard(m1, org.orgId);
    expect(theirs.working_now.map((row) => row.employee_id)).toEqual([
      w1.employeeId,
      w3.employeeId,
    ]);
    expect(theirs.missing_breaks.total).toBe(0);
    const everyone = await d.dashboard(viewAll, org.orgId);
    expect(everyone.approvals.pending_card_count).toBe(7);
    expect(everyone.week.this_week_seconds).toBe(62.25 * HOUR);
  });

  it('refuses workers and callers from another organisation', async () => {
    for (const [user, orgId] of [
      [w0, org.orgId],
      [other.admin, org.orgId],
      [org.admin, other.orgId],
    ] as const) {
      const response = await d.as(user, 'GET', `/orgs/${orgId}/dashboard/webapp`);
      expect(response.status, response.text).toBe(403);
    }
    const staff = await world.server.fixtures.providerStaff(ROLE.providerAdmin);
    expect((await d.as(staff, 'GET', `/orgs/${org.orgId}/dashboard/webapp`)).status).toBe(200);
  });

  it('counts running cards up to the moment it is asked', async () => {
    d.travel(NOW + 10 * MINUTE);
    const data = await d.dashboard(org.admin, org.orgId);
    expect(data.as_of_unix).toBe(NOW + 10 * MINUTE);
    expect(rowOf(data, w1)?.worked_seconds).toBe(5.5 * HOUR + 10 * MINUTE);
    // On a break: nothing more.
    expect(rowOf(data, w3)?.worked_seconds).toBe(45 * MINUTE);
    expect(data.week.this_week_seconds).toBe(62.25 * HOUR + 10 * MINUTE);
  });
});
