import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import {
  TIME_OFF_NOTE_MAX,
  TIME_OFF_TEXT,
  zTimeOffRequestListResponse,
  type LeavePolicy,
} from '../../contract/time-off';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser } from '../../server/db/fixtures';
import { HOUR, timeOffWorld } from './time-off-world';

const { world, call, base, policy, requested, decided, freshWorker } = timeOffWorld();
const requestsPath = () => `${base()}/time_off_requests`;

/** Unpaid and without a limit: no balance stands in the way of these tests. */
let unpaid: LeavePolicy;
beforeAll(async () => {
  unpaid = await policy({ name: 'Unpaid leave', is_paid: false });
});

async function listAs(user: FixtureUser, query = '') {
  const response = await call(user, 'GET', `${requestsPath()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zTimeOffRequestListResponse.parse(response.body);
}

describe('POST /orgs/{org_id}/time_off_requests: what is asked for', () => {
  it('takes whole days as the weekdays of the range, 8 hours each by default, pending', async () => {
    const worker = await freshWorker();
    // Friday 2026-03-06 to Monday 2026-03-09: the weekend costs nothing.
    const request = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-03-06',
      end_date: '2026-03-09',
      note: ' Family visit ',
    });
    expect(request).toMatchObject({
      employee: { employee_id: worker.employeeId, display_name: worker.displayName },
      leave_policy: { id: unpaid.id, name: 'Unpaid leave', is_paid: false },
      kind: 'days',
      start_date: '2026-03-06',
      end_date: '2026-03-09',
      hours_per_day: 8,
      start_time: null,
      end_time: null,
      total_seconds: 2 * 8 * HOUR,
      status: 'pending',
      note: 'Family visit',
      requested_by: { employee_id: worker.employeeId },
      decided_by: null,
    });
  });

  it('takes hours on one date, by a number or by times of day, on any weekday', async () => {
    const worker = await freshWorker();
    const byHours = await requested(worker, {
      leave_policy_id: unpaid.id,
      kind: 'hours',
      start_date: '2026-03-14',
      hours: 2.5,
    });
    expect(byHours).toMatchObject({
      kind: 'hours',
      start_date: '2026-03-14',
      end_date: '2026-03-14',
      hours_per_day: null,
      total_seconds: 2.5 * HOUR,
    });
    const byTimes = await requested(worker, {
      leave_policy_id: unpaid.id,
      kind: 'hours',
      start_date: '2026-03-16',
      start_time: '09:15',
      end_time: '11:45',
    });
    expect(byTimes).toMatchObject({
      start_time: '09:15',
      end_time: '11:45',
      total_seconds: 2.5 * HOUR,
    });
  });

  it.each([
    [
      'an end before the start',
      { start_date: '2026-03-10', end_date: '2026-03-09' },
      { start_date: [RULE_TEXT.dateRangeOrder] },
    ],
    ['a year before 2016', { start_date: '2015-12-31' }, { start_date: [RULE_TEXT.yearRange] }],
    [
      'a year after 2029',
      { start_date: '2029-12-31', end_date: '2030-01-02' },
      { end_date: [RULE_TEXT.yearRange] },
    ],
    [
      'a date that does not exist',
      { start_date: '2026-02-30' },
      { start_date: [RULE_TEXT.dateInvalid] },
    ],
    ['no date', {}, { start_date: [RULE_TEXT.required] }],
    [
      'only a weekend',
      { start_date: '2026-03-07', end_date: '2026-03-08' },
      { start_date: [TIME_OFF_TEXT.noWeekday] },
    ],
    [
      'more than a year of days',
      { start_date: '2026-01-01', end_date: '2027-01-02' },
      { end_date: [TIME_OFF_TEXT.tooLong] },
    ],
    [
      'no hours in a day',
      { start_date: '2026-03-10', hours_per_day: 0 },
      { hours_per_day: [TIME_OFF_TEXT.hoursPerDayRange] },
    ],
    [
      'hours without the hours',
      { kind: 'hours', start_date: '2026-03-10' },
      { hours: [TIME_OFF_TEXT.hoursOrTimes] },
    ],
    [
      'an end time before the start time',
      { kind: 'hours', start_date: '2026-03-10', start_time: '13:00', end_time: '12:30' },
      { end_time: [TIME_OFF_TEXT.timeOrder] },
    ],
    [
      'a start time alone',
      { kind: 'hours', start_date: '2026-03-10', start_time: '13:00' },
      { end_time: [TIME_OFF_TEXT.endTimeMissing] },
    ],
    [
      'a time that is not one',
      { kind: 'hours', start_date: '2026-03-10', start_time: '25:00', end_time: '26:00' },
      { start_time: [TIME_OFF_TEXT.timeInvalid], end_time: [TIME_OFF_TEXT.timeInvalid] },
    ],
    [
      'hours that are not quarter hours',
      { kind: 'hours', start_date: '2026-03-10', hours: 1.1 },
      { hours: [TIME_OFF_TEXT.quarterHours] },
    ],
    [
      'a long note',
      { start_date: '2026-03-10', note: 'n'.repeat(TIME_OFF_NOTE_MAX + 1) },
      { note: [TIME_OFF_TEXT.noteLength] },
    ],
  ])('refuses %s', async (_label, body, hints) => {
    const response = await call(world.org.workers[0]!, 'POST', requestsPath(), {
      leave_policy_id: unpaid.id,
      ...body,
    });
    expect(response.status, response.text).toBe(400);
    expect(response.body.field_hints).toEqual(hints);
  });

  it('refuses a policy of another organisation', async () => {
    const theirs = await policy({ name: 'Elsewhere' }, world.other.orgId, world.other.admin);
    const response = await call(world.org.workers[0]!, 'POST', requestsPath(), {
      leave_policy_id: theirs.id,
      start_date: '2026-03-10',
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ leave_policy_id: [MESSAGES.notFound] });
  });

  it('refuses a day another pending or approved request of the member has', async () => {
    const worker = await freshWorker();
    const first = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-04-06',
      end_date: '2026-04-08',
    });
    const overlapping = {
      leave_policy_id: unpaid.id,
      kind: 'hours',
      start_date: '2026-04-08',
      hours: 1,
    };
    const refused = await call(worker, 'POST', requestsPath(), overlapping);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      status_code: 409,
      message: TIME_OFF_TEXT.overlap,
      field_hints: { start_date: [TIME_OFF_TEXT.overlap] },
    });
    // Someone else may take the same days; and once the first is denied, so may the member.
    await requested(await freshWorker(), overlapping);
    await decided(world.org.managers[0]!, first.id, 'approve');
    expect((await call(worker, 'POST', requestsPath(), overlapping)).status).toBe(409);
    await call(world.org.managers[0]!, 'DELETE', `${requestsPath()}/${first.id}`);
    await requested(worker, overlapping);
  });

  it('lets only one of two racing requests for the same day through', async () => {
    const worker = await freshWorker();
    const body = { leave_policy_id: unpaid.id, start_date: '2026-04-20' };
    const answers = await Promise.all([
      call(worker, 'POST', requestsPath(), body),
      call(worker, 'POST', requestsPath(), body),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});

describe('POST /orgs/{org_id}/time_off_requests: for whom', () => {
  it('lets a worker request for themself only', async () => {
    const worker = world.org.workers[0]!;
    const response = await call(worker, 'POST', requestsPath(), {
      employee_id: world.org.workers[2]!.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-04',
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.forbidden);
  });

  it('lets a manager file for their own workers, not for another manager’s', async () => {
    const manager = world.org.managers[0]!;
    const mine = await freshWorker(manager);
    const filed = await requested(manager, {
      employee_id: mine.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-05',
    });
    expect(filed.employee.employee_id).toBe(mine.employeeId);
    expect(filed.requested_by?.employee_id).toBe(manager.employeeId);
    const theirs = await freshWorker(world.org.managers[1]!);
    const refused = await call(manager, 'POST', requestsPath(), {
      employee_id: theirs.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-05',
    });
    expect(refused.status).toBe(403);
  });

  it('lets an administrator file for anyone, and refuses people of other organisations', async () => {
    const anyone = await freshWorker(world.org.managers[1]!);
    await requested(world.org.admin, {
      employee_id: anyone.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-06',
    });
    const foreign = await call(world.org.admin, 'POST', requestsPath(), {
      employee_id: world.other.workers[0]!.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-06',
    });
    expect(foreign.status).toBe(404);
  });

  it('refuses deactivated members and provider staff (they keep no time)', async () => {
    const gone = await world.server.fixtures.member(world.org.orgId, 1, {
      label: 'gone',
      name: 'Gary Gone',
      status: 'saas_disabled',
    });
    const response = await call(world.org.admin, 'POST', requestsPath(), {
      employee_id: gone.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-07',
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ employee_id: [TIME_OFF_TEXT.activeOnly] });
    const staff = await call(world.staff, 'POST', requestsPath(), {
      employee_id: world.org.workers[0]!.employeeId,
      leave_policy_id: unpaid.id,
      start_date: '2026-05-07',
    });
    expect(staff.status).toBe(403);
  });
});

describe('GET /orgs/{org_id}/time_off_requests', () => {
  let crewA: FixtureUser;
  let crewB: FixtureUser;
  beforeAll(async () => {
    crewA = await freshWorker(world.org.managers[0]!);
    crewB = await freshWorker(world.org.managers[1]!);
    await requested(crewA, { leave_policy_id: unpaid.id, start_date: '2026-06-01' });
    await requested(crewB, { leave_policy_id: unpaid.id, start_date: '2026-06-02' });
    await requested(world.org.managers[0]!, {
      leave_policy_id: unpaid.id,
      start_date: '2026-06-03',
    });
  });

  it('gives a worker their own, a manager theirs and their workers’, administrators and provider staff everyone’s', async () => {
    const whose = async (user: FixtureUser) =>
      new Set((await listAs(user, '?limit=500')).data.map((each) => each.employee.employee_id));
    expect(await whose(crewA)).toEqual(new Set([crewA.employeeId]));
    const manager = await whose(world.org.managers[0]!);
    expect(manager.has(crewA.employeeId)).toBe(true);
    expect(manager.has(world.org.managers[0]!.employeeId)).toBe(true);
    expect(manager.has(crewB.employeeId)).toBe(false);
    for (const user of [world.org.admin, world.staff]) {
      const everyone = await whose(user);
      expect(everyone.has(crewA.employeeId) && everyone.has(crewB.employeeId)).toBe(true);
    }
  });

  it('filters by member, state and dates, newest dates first', async () => {
    const filtered = await listAs(
      world.org.admin,
      `?employee_ids=${crewA.employeeId}&employee_ids=${crewB.employeeId}&status=pending&start_date=2026-06-01&end_date=2026-06-02`,
    );
    expect(filtered.data.map((each) => each.start_date)).toEqual(['2026-06-02', '2026-06-01']);
    expect(filtered.meta.total).toBe(2);
    // A member out of reach is simply not there.
    const outOfReach = await listAs(world.org.managers[0]!, `?employee_ids=${crewB.employeeId}`);
    expect(outOfReach.data).toEqual([]);
    const refused = await call(
      world.org.admin,
      'GET',
      `${requestsPath()}?start_date=2026-06-03&end_date=2026-06-01`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ start_date: [RULE_TEXT.dateRangeOrder] });
  });

  it('refuses members of another organisation', async () => {
    const response = await call(world.other.admin, 'GET', requestsPath());
    expect(response.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
  });
});

describe('approving, denying and cancelling', () => {
  it('is for the member’s managers and administrators: workers, other managers and the member themself are refused', async () => {
    const worker = await freshWorker(world.org.managers[0]!);
    const request = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-07-06',
    });
    const approve = (user: FixtureUser) =>
      call(user, 'POST', `${requestsPath()}/${request.id}/approve`, {});
    expect((await approve(worker)).status).toBe(403);
    // Another manager does not see the request at all.
    expect((await approve(world.org.managers[1]!)).status).toBe(404);
    const approved = await decided(world.org.managers[0]!, request.id, 'approve', 'Enjoy');
    expect(approved).toMatchObject({
      status: 'approved',
      decision_note: 'Enjoy',
      decided_by: { employee_id: world.org.managers[0]!.employeeId },
    });
    expect(approved.decided_at_unix).toBeGreaterThan(0);
    const again = await approve(world.org.admin);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(TIME_OFF_TEXT.notPending);
  });

  it('never lets a manager decide their own request; an administrator may decide theirs', async () => {
    const manager = world.org.managers[1]!;
    const own = await requested(manager, { leave_policy_id: unpaid.id, start_date: '2026-07-07' });
    expect((await call(manager, 'POST', `${requestsPath()}/${own.id}/approve`, {})).status).toBe(
      403,
    );
    const admin = await requested(world.org.admin, {
      leave_policy_id: unpaid.id,
      start_date: '2026-07-08',
    });
    await decided(world.org.admin, admin.id, 'approve');
  });

  it('denies with a note, after which the request stays denied', async () => {
    const worker = await freshWorker(world.org.managers[0]!);
    const request = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-07-09',
    });
    const denied = await decided(world.org.admin, request.id, 'deny', 'We are short that week');
    expect(denied).toMatchObject({ status: 'denied', decision_note: 'We are short that week' });
    const cancel = await call(worker, 'DELETE', `${requestsPath()}/${request.id}`);
    expect(cancel.status).toBe(409);
    expect(cancel.body.message).toBe(TIME_OFF_TEXT.notCancellable);
    const audit = await world.server.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'time_off_request')
      .where('entity_id', '=', request.id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['create', 'deny']);
  });

  it('lets the member cancel a pending request, and only an approver an approved one', async () => {
    const worker = await freshWorker(world.org.managers[0]!);
    const pending = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-07-13',
    });
    const cancelled = await call(worker, 'DELETE', `${requestsPath()}/${pending.id}`);
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body).toMatchObject({
      message: TIME_OFF_TEXT.cancelled,
      data: { status: 'cancelled' },
    });
    const approved = await requested(worker, {
      leave_policy_id: unpaid.id,
      start_date: '2026-07-14',
    });
    await decided(world.org.managers[0]!, approved.id, 'approve');
    expect((await call(worker, 'DELETE', `${requestsPath()}/${approved.id}`)).status).toBe(403);
    expect(
      (await call(world.org.managers[1]!, 'DELETE', `${requestsPath()}/${approved.id}`)).status,
    ).toBe(404);
    const byManager = await call(
      world.org.managers[0]!,
      'DELETE',
      `${requestsPath()}/${approved.id}`,
    );
    expect(byManager.status, byManager.text).toBe(200);
  });

  it('does not find a request of another organisation', async () => {
    const theirPolicy = await policy(
      { name: 'Other unpaid', is_paid: false },
      world.other.orgId,
      world.other.admin,
    );
    const theirs = await call(
      world.other.workers[0]!,
      'POST',
      `/orgs/${world.other.orgId}/time_off_requests`,
      {
        leave_policy_id: theirPolicy.id,
        start_date: '2026-07-15',
      },
    );
    expect(theirs.status, theirs.text).toBe(200);
    const id = theirs.body.data.id as number;
    for (const [method, path] of [
      ['POST', `${requestsPath()}/${id}/approve`],
      ['POST', `${requestsPath()}/${id}/deny`],
      ['DELETE', `${requestsPath()}/${id}`],
    ] as const) {
      const response = await call(
        world.org.admin,
        method,
        path,
        method === 'POST' ? {} : undefined,
      );
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    const intruder = await call(
      world.org.admin,
      'POST',
      `/orgs/${world.other.orgId}/time_off_requests/${id}/approve`,
      {},
    );
    expect(intruder.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
  });
});
