import { describe, expect, it } from 'vitest';
import { TIME_OFF_TEXT, zTimeOffBalancesResponse } from '../../contract/time-off';
import { zonedDate, zonedToUnix } from '../../contract/time/zoned-time';
import type { FixtureUser } from '../../server/db/fixtures';
import { nowUnix } from '../../server/lib/time';
import { approvedTimeOffByDay } from '../../server/modules/time-off/time-off.service';
import { HOUR, timeOffWorld } from './time-off-world';

const { world, call, base, policy, requested, decided, balanceOf, freshWorker } = timeOffWorld();
const ZONE = 'America/Los_Angeles';
const thisYear = () => Number(zonedDate(nowUnix(), ZONE).slice(0, 4));

/** Moves a policy's creation and a member's start back into an earlier year, as if long held. */
async function heldSince(year: number, policyIds: number[], member: FixtureUser) {
  const then = zonedToUnix(`${year}-01-02`, 9 * HOUR, ZONE);
  await world.server.db
    .updateTable('leave_policies')
    .set({ created_at_unix: then })
    .where('id', 'in', policyIds)
    .execute();
  await world.server.db
    .updateTable('employees')
    .set({ start_dt_unix: then })
    .where('id', '=', member.employeeId)
    .execute();
}

/** A first weekday of a month of `year` (the 3rd to the 9th hold one). */
function weekdayIn(year: number, month: number): string {
  for (let day = 3; day <= 9; day++) {
    const date = `${year}-${String(month).padStart(2, '0')}-0${day}`;
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return date;
  }
  throw new Error('unreachable');
}

describe('GET /orgs/{org_id}/employee/{employee_id}/time_off_balances', () => {
  it('adds the yearly allowance up, less approved and pending time, and refuses what is not there', async () => {
    const vacation = await policy({ name: 'Vacation 40', hours_per_year: 40 });
    const worker = await freshWorker();
    const year = thisYear();
    const approved = await requested(worker, {
      leave_policy_id: vacation.id,
      kind: 'hours',
      start_date: weekdayIn(year, 2),
      hours: 16,
    });
    await decided(world.org.managers[0]!, approved.id, 'approve');
    await requested(worker, {
      leave_policy_id: vacation.id,
      kind: 'hours',
      start_date: weekdayIn(year, 3),
      hours: 8,
    });
    const balance = await balanceOf(worker, worker.employeeId, vacation.id);
    expect(balance).toEqual({
      leave_policy: { id: vacation.id, name: 'Vacation 40', code: null, is_paid: true },
      allowance_seconds: 40 * HOUR,
      accrued_seconds: 0,
      carried_over_seconds: 0,
      used_seconds: 16 * HOUR,
      pending_seconds: 8 * HOUR,
      available_seconds: 16 * HOUR,
      worked_seconds: 0,
    });
    const tooMuch = await call(worker, 'POST', `${base()}/time_off_requests`, {
      leave_policy_id: vacation.id,
      kind: 'hours',
      start_date: weekdayIn(year, 4),
      hours: 16.25,
    });
    expect(tooMuch.status).toBe(400);
    const message = TIME_OFF_TEXT.notEnough('Vacation 40', year, '16 h', '16.25 h');
    expect(tooMuch.body).toEqual({
      status_code: 400,
      message,
      field_hints: { leave_policy_id: [message] },
    });
    // Exactly what is left goes through; then nothing is.
    await requested(worker, {
      leave_policy_id: vacation.id,
      kind: 'hours',
      start_date: weekdayIn(year, 4),
      hours: 16,
    });
    expect((await balanceOf(worker, worker.employeeId, vacation.id)).available_seconds).toBe(0);
  });

  it('never refuses unpaid time, nor paid time without a yearly limit', async () => {
    const unpaid = await policy({ name: 'Unpaid 0', is_paid: false, hours_per_year: 0 });
    const unlimited = await policy({ name: 'Bereavement open' });
    const worker = await freshWorker();
    const year = thisYear();
    await requested(worker, { leave_policy_id: unpaid.id, start_date: weekdayIn(year, 5) });
    await requested(worker, { leave_policy_id: unlimited.id, start_date: weekdayIn(year, 6) });
    expect(await balanceOf(worker, worker.employeeId, unlimited.id)).toMatchObject({
      allowance_seconds: null,
      available_seconds: null,
      pending_seconds: 8 * HOUR,
    });
    expect((await balanceOf(worker, worker.employeeId, unpaid.id)).available_seconds).toBe(
      -8 * HOUR,
    );
  });

  it('accrues hours from the hours worked on time cards (1 per 30, California sick leave)', async () => {
    const sick = await policy({
      name: 'Sick accrual',
      hours_per_year: 0,
      accrual_hours_per_hour_worked: 1 / 30,
      carry_over_cap_hours: 48,
    });
    const worker = await freshWorker();
    // Last year, so the cards are all in the past whatever today is: 4 × 7.5 h = 30 h.
    const year = thisYear() - 1;
    for (let day = 1; day <= 4; day++) {
      const start = zonedToUnix(`${year}-06-0${day}`, 7 * HOUR, ZONE);
      const response = await call(world.org.admin, 'POST', `${base()}/manual_time_cards`, {
        employee_id: worker.employeeId,
        clock_in_dt_unix: start,
        clock_out_dt_unix: start + 7.5 * HOUR,
      });
      expect(response.status, response.text).toBe(200);
    }
    expect(await balanceOf(worker, worker.employeeId, sick.id, year)).toMatchObject({
      allowance_seconds: 0,
      worked_seconds: 30 * HOUR,
      accrued_seconds: HOUR,
      available_seconds: HOUR,
    });
    const refused = await call(worker, 'POST', `${base()}/time_off_requests`, {
      leave_policy_id: sick.id,
      kind: 'hours',
      start_date: `${year}-06-10`,
      hours: 1.25,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      TIME_OFF_TEXT.notEnough('Sick accrual', year, '1 h', '1.25 h'),
    );
    await requested(worker, {
      leave_policy_id: sick.id,
      kind: 'hours',
      start_date: `${year}-06-10`,
      hours: 1,
    });
  });

  it('carries what was left of last year over, up to the cap; without a cap nothing carries', async () => {
    const capped = await policy({
      name: 'Capped 40',
      hours_per_year: 40,
      carry_over_cap_hours: 16,
    });
    const lapsing = await policy({ name: 'Lapsing 40', hours_per_year: 40 });
    const generous = await policy({
      name: 'Generous 40',
      hours_per_year: 40,
      carry_over_cap_hours: 100,
    });
    const worker = await freshWorker();
    const year = thisYear();
    await heldSince(year - 1, [capped.id, lapsing.id, generous.id], worker);
    for (const each of [capped, lapsing, generous]) {
      const last = await requested(worker, {
        leave_policy_id: each.id,
        kind: 'hours',
        start_date: weekdayIn(year - 1, each === capped ? 3 : each === lapsing ? 4 : 5),
        hours: 16,
      });
      await decided(world.org.admin, last.id, 'approve');
    }
    // Last year left 24 h of each: 16 carry (the cap), none, all 24.
    expect(await balanceOf(world.org.admin, worker.employeeId, capped.id)).toMatchObject({
      carried_over_seconds: 16 * HOUR,
      used_seconds: 0,
      available_seconds: 56 * HOUR,
    });
    expect(
      (await balanceOf(world.org.admin, worker.employeeId, lapsing.id)).carried_over_seconds,
    ).toBe(0);
    expect(
      (await balanceOf(world.org.admin, worker.employeeId, generous.id)).available_seconds,
    ).toBe(64 * HOUR);
    // The year before shows that year's own numbers.
    expect(await balanceOf(worker, worker.employeeId, capped.id, year - 1)).toMatchObject({
      carried_over_seconds: 0,
      used_seconds: 16 * HOUR,
      available_seconds: 24 * HOUR,
    });
  });

  it('is for the member, their managers and administrators; others do not find it', async () => {
    const worker = await freshWorker(world.org.managers[0]!);
    const path = `${base()}/employee/${worker.employeeId}/time_off_balances`;
    for (const user of [worker, world.org.managers[0]!, world.org.admin, world.staff]) {
      const response = await call(user, 'GET', path);
      expect(response.status, response.text).toBe(200);
      const data = zTimeOffBalancesResponse.parse(response.body).data;
      expect(data.year).toBe(thisYear());
      expect(data.as_of_date).toBe(zonedDate(nowUnix(), ZONE));
    }
    for (const user of [world.org.workers[1]!, world.org.managers[1]!]) {
      expect((await call(user, 'GET', path)).status).toBe(404);
    }
    const foreign = await call(
      world.org.admin,
      'GET',
      `${base()}/employee/${world.other.workers[0]!.employeeId}/time_off_balances`,
    );
    expect(foreign.status).toBe(404);
  });
});

describe('approvedTimeOffByDay (for payroll)', () => {
  it('gives each approved day of the members in the range, weekdays of whole days, hours on their date', async () => {
    const paid = await policy({ name: 'Payroll paid' });
    const unpaid = await policy({ name: 'Payroll unpaid', is_paid: false });
    const worker = await freshWorker();
    const other = await freshWorker();
    const days = await requested(worker, {
      leave_policy_id: paid.id,
      start_date: '2026-08-07',
      end_date: '2026-08-11',
      hours_per_day: 7.5,
    });
    const hours = await requested(worker, {
      leave_policy_id: unpaid.id,
      kind: 'hours',
      start_date: '2026-08-15',
      start_time: '08:00',
      end_time: '10:30',
    });
    const pending = await requested(other, { leave_policy_id: paid.id, start_date: '2026-08-10' });
    await decided(world.org.admin, days.id, 'approve');
    await decided(world.org.admin, hours.id, 'approve');
    const rows = await approvedTimeOffByDay(world.server.db, {
      orgId: world.org.orgId,
      employeeIds: [worker.employeeId, other.employeeId],
      startDate: '2026-08-10',
      endDate: '2026-08-31',
      timeZone: ZONE,
    });
    const common = { employee_id: worker.employeeId, is_paid: true, leave_policy_id: paid.id };
    expect(rows).toEqual([
      {
        ...common,
        date: '2026-08-10',
        time_off_request_id: days.id,
        policy_name: 'Payroll paid',
        seconds: 7.5 * HOUR,
      },
      {
        ...common,
        date: '2026-08-11',
        time_off_request_id: days.id,
        policy_name: 'Payroll paid',
        seconds: 7.5 * HOUR,
      },
      {
        employee_id: worker.employeeId,
        date: '2026-08-15',
        time_off_request_id: hours.id,
        leave_policy_id: unpaid.id,
        policy_name: 'Payroll unpaid',
        is_paid: false,
        seconds: 2.5 * HOUR,
      },
    ]);
    expect(rows.some((row) => row.time_off_request_id === pending.id)).toBe(false);
    // Another organisation's id asks for nothing of this one.
    expect(
      await approvedTimeOffByDay(world.server.db, {
        orgId: world.other.orgId,
        employeeIds: [worker.employeeId],
        startDate: '2026-08-01',
        endDate: '2026-08-31',
        timeZone: ZONE,
      }),
    ).toEqual([]);
  });
});
