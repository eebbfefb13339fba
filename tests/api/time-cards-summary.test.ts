import { beforeAll, describe, expect, it } from 'vitest';
import {
  SUMMARY_RANGE_TEXT,
  zTimeCardSummaryResponse,
  type TimeCardSummary,
} from '../../contract/time-card-summary';
import { zonedToUnix } from '../../contract/time/zoned-time';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser } from '../../server/db/fixtures';
import { nowUnix } from '../../server/lib/time';
import { timeCardsWorld } from './time-cards-world';

/**
 * GET time_cards/summary: per member per day worked seconds in the organisation's zone (a card
 * counts whole on its clock-in day), the filters GET time_cards has, the caller's scope, and a
 * cache that every write of what it counts invalidates.
 */
const t = timeCardsWorld();
const { world, HOUR } = t;
const LA = 'America/Los_Angeles';
const local = (date: string, hours: number) => zonedToUnix(date as never, hours * 3600, LA);

beforeAll(async () => {
  await world.server.db
    .updateTable('organisations')
    .set({ timezone: LA })
    .where('id', '=', world.org.orgId)
    .execute();
});

const summaryPath = (orgId = world.org.orgId) => `${t.base(orgId)}/time_cards/summary`;

async function summary(user: FixtureUser, query: string): Promise<TimeCardSummary> {
  const response = await t.call(user, 'GET', `${summaryPath()}?${query}`);
  expect(response.status, response.text).toBe(200);
  return zTimeCardSummaryResponse.parse(response.body).data;
}

/** A manual card between two local times of a day, with breaks given in local hours. */
async function card(
  employeeId: number,
  date: string,
  from: number,
  to: number,
  extra: { breaks?: [number, number][]; projectId?: number; endDate?: string } = {},
) {
  const clockIn = local(date, from);
  const clockOut = local(extra.endDate ?? date, to);
  const breaks = (extra.breaks ?? []).map(([start, end]) => ({
    break_type: 'rest',
    start_dt_unix: local(date, start),
    end_dt_unix: local(date, end),
  }));
  const breakSeconds = breaks.reduce((sum, each) => sum + each.end_dt_unix - each.start_dt_unix, 0);
  return t.ok(
    await t.call(world.org.admin, 'POST', `${t.base()}/manual_time_cards`, {
      employee_id: employeeId,
      clock_in_dt_unix: clockIn,
      clock_out_dt_unix: clockOut,
      breaks,
      ...(extra.projectId
        ? {
            allocations: [
              { org_project_id: extra.projectId, seconds: clockOut - clockIn - breakSeconds },
            ],
          }
        : {}),
    }),
  );
}

const memberOf = (data: TimeCardSummary, employeeId: number) =>
  data.members.find((member) => member.employee_id === employeeId);

describe('GET time_cards/summary', () => {
  it('counts worked seconds per day in the organisation’s zone, across midnight and a daylight-saving change', async () => {
    const worker = await t.freshWorker();
    // 2025-03-09: Los Angeles springs forward, a day of 23 hours.
    const night = await card(worker.employeeId, '2025-03-08', 22, 6, {
      endDate: '2025-03-09',
      breaks: [[23, 23.5]],
    });
    await card(worker.employeeId, '2025-03-09', 8, 12);
    await card(worker.employeeId, '2025-03-10', 7, 15.5, {
      breaks: [
        [10, 10.25],
        [12, 12.5],
      ],
    });
    const range = `start_dt_unix=${local('2025-03-08', 0)}&end_dt_unix=${local('2025-03-11', 0)}`;
    const data = await summary(world.org.admin, `${range}&employee_ids=${worker.employeeId}`);

    expect(data.timezone).toBe(LA);
    expect(data.days).toEqual([
      {
        date: '2025-03-08',
        start_dt_unix: local('2025-03-08', 0),
        end_dt_unix: local('2025-03-09', 0),
      },
      {
        date: '2025-03-09',
        start_dt_unix: local('2025-03-09', 0),
        end_dt_unix: local('2025-03-10', 0),
      },
      {
        date: '2025-03-10',
        start_dt_unix: local('2025-03-10', 0),
        end_dt_unix: local('2025-03-11', 0),
      },
    ]);
    expect(data.days[1]!.end_dt_unix - data.days[1]!.start_dt_unix).toBe(23 * HOUR);
    // 22:00 PST to 06:00 PDT is 7 hours, less half an hour's break, all on the 8th.
    expect(night.totals.worked_seconds).toBe(6.5 * HOUR);
    expect(data.members).toEqual([
      {
        employee_id: worker.employeeId,
        display_name: night.employee.display_name,
        day_seconds: [6.5 * HOUR, 4 * HOUR, 7.75 * HOUR],
        day_card_counts: [1, 1, 1],
        exception_days: [],
        running_days: [],
        total_seconds: 18.25 * HOUR,
        card_count: 3,
        pending_card_count: 3,
      },
    ]);
    expect(data.day_totals).toEqual([6.5 * HOUR, 4 * HOUR, 7.75 * HOUR]);
    expect([data.total_seconds, data.card_count, data.pending_card_count]).toEqual([
      18.25 * HOUR,
      3,
      3,
    ]);

    // In November the 2nd has 25 hours; a range that starts mid-day holds only part of its first day.
    const fall = await summary(
      world.org.admin,
      `start_dt_unix=${local('2025-11-01', 12)}&end_dt_unix=${local('2025-11-03', 0)}`,
    );
    expect(fall.days.map((day) => [day.date, day.end_dt_unix - day.start_dt_unix])).toEqual([
      ['2025-11-01', 12 * HOUR],
      ['2025-11-02', 25 * HOUR],
    ]);
  });

  it('applies every filter as GET time_cards does, and sums to what the list finds', async () => {
    const [a, b, c] = [await t.freshWorker(), await t.freshWorker(), await t.freshWorker()];
    const teamA = await world.server.fixtures.team(world.org.orgId, {
      name: 'Summary crew A',
      employeeIds: [a.employeeId],
    });
    const teamB = await world.server.fixtures.team(world.org.orgId, {
      name: 'Summary crew B',
      employeeIds: [b.employeeId, c.employeeId],
    });
    const p1 = world.project.id;
    const p2 = world.secondProject.id;
    const a1 = await card(a.employeeId, '2025-04-14', 7, 15, {
      projectId: p1,
      breaks: [[11, 11.5]],
    });
    await card(a.employeeId, '2025-04-15', 7, 12, { projectId: p2 });
    const b1 = await card(b.employeeId, '2025-04-14', 8, 16, { projectId: p1 });
    await card(b.employeeId, '2025-04-16', 6, 9);
    await card(c.employeeId, '2025-04-17', 9, 17.5, { projectId: p2, breaks: [[12, 12.75]] });
    const approved = await t.call(world.org.admin, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [a1.id, b1.id],
    });
    expect(approved.status, approved.text).toBe(200);

    const range = `start_dt_unix=${local('2025-04-14', 0)}&end_dt_unix=${local('2025-04-21', 0)}`;
    const people = `employee_ids=${a.employeeId},${b.employeeId},${c.employeeId}`;
    const totalsBy = async (filter: string, among = people) => {
      const query = [range, among, filter].filter(Boolean).join('&');
      const data = await summary(world.org.admin, query);
      const listed = await t.list(world.org.admin, `?${query}&limit=500`);
      // The summary holds exactly the cards the list finds.
      expect(data.card_count, filter).toBe(listed.meta.total);
      expect(data.total_seconds, filter).toBe(
        listed.data.reduce((sum, each) => sum + each.totals.worked_seconds, 0),
      );
      expect(data.pending_card_count, filter).toBe(
        listed.data.filter((each) => each.approval_state === 'pending').length,
      );
      return data.members.map((member) => [member.employee_id, member.total_seconds]);
    };

    expect(await totalsBy('')).toEqual([
      [a.employeeId, 12.5 * HOUR],
      [b.employeeId, 11 * HOUR],
      [c.employeeId, 7.75 * HOUR],
    ]);
    expect(await totalsBy(`employee_ids=${b.employeeId}`, '')).toEqual([[b.employeeId, 11 * HOUR]]);
    expect(await totalsBy(`employee_group_ids=${teamA}`)).toEqual([[a.employeeId, 12.5 * HOUR]]);
    expect(await totalsBy(`exclude_employee_group_ids=${teamA}`)).toEqual([
      [b.employeeId, 11 * HOUR],
      [c.employeeId, 7.75 * HOUR],
    ]);
    expect(
      await totalsBy(`employee_group_ids=${teamA},${teamB}&exclude_employee_group_ids=${teamB}`),
    ).toEqual([[a.employeeId, 12.5 * HOUR]]);
    expect(await totalsBy(`org_project_ids=${p1}`)).toEqual([
      [a.employeeId, 7.5 * HOUR],
      [b.employeeId, 8 * HOUR],
    ]);
    expect(await totalsBy(`exclude_org_project_ids=${p1}`)).toEqual([
      [a.employeeId, 5 * HOUR],
      [b.employeeId, 3 * HOUR],
      [c.employeeId, 7.75 * HOUR],
    ]);
    expect(
      await totalsBy(`org_project_ids=${p1}&org_project_ids=${p2}&exclude_org_project_ids=${p2}`),
    ).toEqual([
      [a.employeeId, 7.5 * HOUR],
      [b.employeeId, 8 * HOUR],
    ]);
    expect(await totalsBy('approval_state=approved')).toEqual([
      [a.employeeId, 7.5 * HOUR],
      [b.employeeId, 8 * HOUR],
    ]);
    expect(await totalsBy('approval_state=approved&approval_state=pending')).toHaveLength(3);
    expect(await totalsBy('status=working&status=on_break')).toEqual([]);
    expect(await totalsBy('status=completed&status=working')).toHaveLength(3);
    // Without naming members: everyone's cards of the range, still equal to the list's.
    expect(await totalsBy(`exclude_org_project_ids=${p2}&approval_state=pending`, '')).toEqual(
      expect.arrayContaining([[b.employeeId, 3 * HOUR]]),
    );
  });

  it('shows workers their own cards, managers their workers’ and their own, 13 everyone’s', async () => {
    const manager = world.org.managers[1]!;
    const mine = await t.freshWorker(manager);
    const theirs = await t.freshWorker(world.org.managers[0]);
    await card(mine.employeeId, '2025-05-05', 7, 15);
    await card(theirs.employeeId, '2025-05-05', 7, 12);
    await card(manager.employeeId, '2025-05-06', 8, 9);
    const range = `start_dt_unix=${local('2025-05-05', 0)}&end_dt_unix=${local('2025-05-12', 0)}`;
    const seen = async (user: FixtureUser) =>
      (await summary(user, range)).members
        .map((member) => member.employee_id)
        .sort((x, y) => x - y);
    const sorted = (...ids: number[]) => ids.sort((x, y) => x - y);
    expect(await seen(mine)).toEqual([mine.employeeId]);
    expect(await seen(manager)).toEqual(sorted(mine.employeeId, manager.employeeId));
    expect(await seen(world.viewAll)).toEqual(
      sorted(mine.employeeId, theirs.employeeId, manager.employeeId),
    );
    expect(await seen(world.org.admin)).toEqual(
      sorted(mine.employeeId, theirs.employeeId, manager.employeeId),
    );
    // Naming someone out of reach finds nothing rather than an error.
    expect((await summary(mine, `${range}&employee_ids=${theirs.employeeId}`)).members).toEqual([]);
    // Another organisation's id answers as the list does.
    const list = await t.call(world.other.admin, 'GET', `${t.cardsPath()}?${range}`);
    const other = await t.call(world.other.admin, 'GET', `${summaryPath()}?${range}`);
    expect(other.status).toBe(list.status);
    expect(other.body).toEqual(list.body);
  });

  it('answers the next request with every change: an edit, a clock action, a break, a delete, an approval, a rename', async () => {
    const worker = await t.freshWorker();
    const start = nowUnix() - 3 * 24 * HOUR;
    const range = `start_dt_unix=${start}&end_dt_unix=${nowUnix() + HOUR}&employee_ids=${worker.employeeId}`;
    const mine = async () => memberOf(await summary(world.org.admin, range), worker.employeeId);

    const done = await t.manual(world.org.admin, worker.employeeId, {
      endsAgo: 24 * HOUR,
      hours: 8,
    });
    expect(await mine()).toMatchObject({
      total_seconds: 8 * HOUR,
      card_count: 1,
      pending_card_count: 1,
    });
    // The same answer again (kept), then an edit.
    expect(await mine()).toMatchObject({ total_seconds: 8 * HOUR });
    const edited = await t.call(world.org.admin, 'PATCH', `${t.cardsPath()}/${done.id}`, {
      reason: 'Left early',
      clock_out_dt_unix: done.clock_out_dt_unix! - HOUR,
    });
    expect(edited.status, edited.text).toBe(200);
    expect(await mine()).toMatchObject({ total_seconds: 7 * HOUR });

    // A clock-in, then a break, then the clock-out.
    const running = await t.clockIn(worker);
    const clockedIn = await mine();
    expect(clockedIn).toMatchObject({ card_count: 2 });
    expect(clockedIn!.running_days).toHaveLength(1);
    expect((await t.action(worker, running.id, 'start_break', { break_type: 'rest' })).status).toBe(
      200,
    );
    const onBreak = await summary(world.org.admin, `${range}&status=on_break`);
    expect(memberOf(onBreak, worker.employeeId)).toMatchObject({ card_count: 1 });
    expect((await t.action(worker, running.id, 'end_break')).status).toBe(200);
    expect((await t.action(worker, running.id, 'clock_out')).status).toBe(200);
    const out = await mine();
    expect(out!.running_days).toEqual([]);
    expect(out).toMatchObject({ card_count: 2 });

    // An approval, then a delete.
    const approve = await t.call(world.org.admin, 'POST', `${t.cardsPath()}/approve`, {
      time_card_ids: [done.id],
    });
    expect(approve.status, approve.text).toBe(200);
    expect(await mine()).toMatchObject({ pending_card_count: 1 });
    const removed = await t.call(
      world.org.admin,
      'DELETE',
      `${t.cardsPath()}/${running.id}?reason=Twice`,
    );
    expect(removed.status, removed.text).toBe(200);
    expect(await mine()).toMatchObject({ card_count: 1, total_seconds: 7 * HOUR });

    // Exceptions (written straight in the database, which the version follows too) mark the day.
    expect((await mine())!.exception_days).toEqual([]);
    await world.server.db
      .updateTable('time_cards')
      .set({ exceptions: '["clock_started_late"]' })
      .where('id', '=', done.id)
      .execute();
    expect((await mine())!.exception_days).toHaveLength(1);

    // A rename shows on the next answer.
    const renamed = await t.call(
      world.org.admin,
      'PATCH',
      `${t.base()}/employee/${worker.employeeId}`,
      {
        name: 'Summary Renamed',
      },
    );
    expect(renamed.status, renamed.text).toBe(200);
    expect((await mine())!.display_name).toBe('Summary Renamed');

    // A team joined: the team filter finds the member on the next answer.
    const team = await world.server.fixtures.team(world.org.orgId, { name: 'Late joiners' });
    expect((await summary(world.org.admin, `${range}&employee_group_ids=${team}`)).members).toEqual(
      [],
    );
    await world.server.db
      .insertInto('employee_group_members')
      .values({ org_id: world.org.orgId, group_id: team, employee_id: worker.employeeId })
      .execute();
    expect((await summary(world.org.admin, `${range}&employee_group_ids=${team}`)).card_count).toBe(
      1,
    );
  });

  it('counts a running card up to as_of_unix, less its running break', async () => {
    const worker = await t.freshWorker();
    const running = await t.clockIn(worker);
    // Began an hour ago (moved straight in the database, which the version follows too).
    const clockIn = running.clock_in_dt_unix - HOUR;
    await world.server.db
      .updateTable('time_cards')
      .set({ clock_in_dt_unix: clockIn })
      .where('id', '=', running.id)
      .execute();
    const range = `start_dt_unix=${clockIn - HOUR}&end_dt_unix=${nowUnix() + HOUR}&employee_ids=${worker.employeeId}`;
    const first = await summary(world.org.admin, range);
    expect(first.members[0]!.total_seconds).toBe(first.as_of_unix - clockIn);
    expect(first.members[0]!.running_days).toHaveLength(1);
    expect(first.day_totals.reduce((sum, each) => sum + each, 0)).toBe(first.as_of_unix - clockIn);

    const onBreak = await t.ok(
      await t.action(worker, running.id, 'start_break', { break_type: 'rest' }),
    );
    const breakStart = onBreak.breaks[0]!.start_dt_unix;
    const second = await summary(world.org.admin, range);
    expect(second.members[0]!.total_seconds).toBe(breakStart - clockIn);
  });

  it('refuses an end before the start and a range over 31 days', async () => {
    const start = local('2025-06-01', 0);
    const backwards = await t.call(
      world.org.admin,
      'GET',
      `${summaryPath()}?start_dt_unix=${start}&end_dt_unix=${start - 1}`,
    );
    expect(backwards.status).toBe(400);
    expect(backwards.body.field_hints).toEqual({ start_dt_unix: [RULE_TEXT.dateRangeOrder] });
    const long = await t.call(
      world.org.admin,
      'GET',
      `${summaryPath()}?start_dt_unix=${start}&end_dt_unix=${local('2025-07-03', 0)}`,
    );
    expect(long.status).toBe(400);
    expect(long.body.field_hints).toEqual({ end_dt_unix: [SUMMARY_RANGE_TEXT] });
    // 31 whole days are fine.
    const month = await t.call(
      world.org.admin,
      'GET',
      `${summaryPath()}?start_dt_unix=${start}&end_dt_unix=${local('2025-07-02', 0)}`,
    );
    expect(month.status, month.text).toBe(200);
    const missing = await t.call(world.org.admin, 'GET', `${summaryPath()}?start_dt_unix=${start}`);
    expect(missing.status).toBe(400);
  });
});
