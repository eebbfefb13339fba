import { beforeAll, describe, expect, it } from 'vitest';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { HOUR, MINUTE, NOW, at, dashboardWorld } from './dashboard-world';

/**
 * GET mandatory_breaks/alert, read at NOW (Wednesday 14:00 in Los Angeles): the members working
 * now whose rule group requires a meal break (the first after 5 h of work, the second after 10 h,
 * 30 minutes each) that falls due within 15 minutes or fell due without one.
 *
 * Workers alternate between the two managers (w0, w2, w4, w6 are m0's; w1, w3, w5 m1's):
 * - w0 clocked in 8:00, no break: due 13:00, an hour overdue;
 * - w1 clocked in 9:05: due 14:05, in 5 minutes;
 * - w2 clocked in 9:30: due 14:30, not yet;
 * - w3 clocked in 8:00, meal 12:00–12:30: met;
 * - w4 clocked in 8:30, on a meal break since 13:30: taking it;
 * - w5 clocked in 8:00 outside the rule group: nothing required;
 * - w6 clocked in 3:00, meal 7:00–7:30: the second falls due at 13:30 of the clock, 30 min over.
 */
const d = dashboardWorld();
const WED = '2025-06-11';
const { world } = d;

let org: OrgFixture;
let starter: OrgFixture;
let w: FixtureUser[];
let groupId: number;
const cardOf = new Map<number, number>();

beforeAll(async () => {
  org = await d.org({ workers: 7 });
  starter = await d.org({ managers: 1, workers: 1 });
  w = org.workers;
  groupId = await d.mealBreakRules(
    org.orgId,
    [0, 1, 2, 3, 4, 6].map((i) => w[i]!.employeeId),
  );
  await d.mealBreakRules(starter.orgId, [starter.workers[0]!.employeeId]);
  await world.server.db
    .updateTable('organisations')
    .set({ plan_id: 1 }) // wfm-starter: no time clock rules
    .where('id', '=', starter.orgId)
    .execute();

  const clockIn = async (fixture: OrgFixture, worker: FixtureUser) =>
    cardOf.set(worker.employeeId, (await d.clockIn(fixture, worker)).id);
  const action = (worker: FixtureUser, name: 'start_break' | 'end_break', body = {}) =>
    d.clockAction(org, worker, cardOf.get(worker.employeeId)!, name, body);
  const meal = { break_type: 'meal' };

  d.travel(at(WED, 3));
  await clockIn(org, w[6]!);
  d.travel(at(WED, 7));
  await action(w[6]!, 'start_break', meal);
  d.travel(at(WED, 7.5));
  await action(w[6]!, 'end_break');
  d.travel(at(WED, 8));
  for (const i of [0, 3, 5]) await clockIn(org, w[i]!);
  await clockIn(starter, starter.workers[0]!);
  d.travel(at(WED, 8.5));
  await clockIn(org, w[4]!);
  d.travel(at(WED, 9) + 5 * MINUTE);
  await clockIn(org, w[1]!);
  d.travel(at(WED, 9.5));
  await clockIn(org, w[2]!);
  d.travel(at(WED, 12));
  await action(w[3]!, 'start_break', meal);
  d.travel(at(WED, 12.5));
  await action(w[3]!, 'end_break');
  d.travel(at(WED, 13.5));
  await action(w[4]!, 'start_break', meal);
  d.travel(NOW);
});

describe('GET mandatory_breaks/alert', () => {
  it('lists required meal breaks overdue or due within 15 minutes, overdue first', async () => {
    const data = await d.mealBreakAlerts(org.admin, org.orgId);
    expect(data.as_of_unix).toBe(NOW);
    expect(data.due_soon_seconds).toBe(15 * MINUTE);
    const group = { id: groupId, name: 'California meal breaks' };
    expect(data.alerts).toEqual([
      {
        employee_id: w[0]!.employeeId,
        display_name: w[0]!.displayName,
        time_card_id: cardOf.get(w[0]!.employeeId),
        status: 'working',
        clock_in_dt_unix: at(WED, 8),
        worked_seconds: 6 * HOUR,
        break: 'first_meal',
        state: 'overdue',
        due_dt_unix: at(WED, 13),
        seconds_left: 0,
        seconds_overdue: HOUR,
        required_duration_seconds: 30 * MINUTE,
        rule_group: group,
      },
      {
        employee_id: w[6]!.employeeId,
        display_name: w[6]!.displayName,
        time_card_id: cardOf.get(w[6]!.employeeId),
        status: 'working',
        clock_in_dt_unix: at(WED, 3),
        worked_seconds: 10.5 * HOUR,
        break: 'second_meal',
        state: 'overdue',
        due_dt_unix: at(WED, 13.5),
        seconds_left: 0,
        seconds_overdue: 30 * MINUTE,
        required_duration_seconds: 30 * MINUTE,
        rule_group: group,
      },
      {
        employee_id: w[1]!.employeeId,
        display_name: w[1]!.displayName,
        time_card_id: cardOf.get(w[1]!.employeeId),
        status: 'working',
        clock_in_dt_unix: at(WED, 9) + 5 * MINUTE,
        worked_seconds: 4 * HOUR + 55 * MINUTE,
        break: 'first_meal',
        state: 'due',
        due_dt_unix: at(WED, 14) + 5 * MINUTE,
        seconds_left: 5 * MINUTE,
        seconds_overdue: 0,
        required_duration_seconds: 30 * MINUTE,
        rule_group: group,
      },
    ]);
  });

  it('shows a manager their own workers’ only', async () => {
    const [m0, m1] = org.managers as [FixtureUser, FixtureUser];
    const mine = await d.mealBreakAlerts(m0, org.orgId);
    expect(mine.alerts.map((alert) => alert.employee_id)).toEqual([
      w[0]!.employeeId,
      w[6]!.employeeId,
    ]);
    const theirs = await d.mealBreakAlerts(m1, org.orgId);
    expect(theirs.alerts.map((alert) => alert.employee_id)).toEqual([w[1]!.employeeId]);
  });

  it('asks nothing where the plan has no time clock rules', async () => {
    const data = await d.mealBreakAlerts(starter.admin, starter.orgId);
    expect(data.alerts).toEqual([]);
  });

  it('refuses workers and callers from another organisation', async () => {
    for (const [user, orgId] of [
      [w[0]!, org.orgId],
      [starter.admin, org.orgId],
    ] as const) {
      const response = await d.as(user, 'GET', `/orgs/${orgId}/mandatory_breaks/alert`);
      expect(response.status, response.text).toBe(403);
    }
  });

  it('follows the clock: the due break turns overdue, a meal break ends the alert', async () => {
    d.travel(NOW + 10 * MINUTE);
    await d.clockAction(org, w[0]!, cardOf.get(w[0]!.employeeId)!, 'start_break', {
      break_type: 'meal',
    });
    const data = await d.mealBreakAlerts(org.admin, org.orgId);
    expect(
      data.alerts.map((alert) => [alert.employee_id, alert.state, alert.seconds_overdue]),
    ).toEqual([
      [w[6]!.employeeId, 'overdue', 40 * MINUTE],
      [w[1]!.employeeId, 'overdue', 5 * MINUTE],
    ]);
  });
});
