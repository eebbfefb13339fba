import { describe, expect, it } from 'vitest';
import { addDays } from '../../contract/time/plain-date';
import { MONDAY, payrollWorld, rangeOf } from './payroll-world';

/**
 * include_time_off: approved leave from the time-off module lands on its day of the payroll
 * summary and its CSV, paid leave priced at the member's rate; pending leave and unpaid pay
 * count as they should.
 */
const p = payrollWorld();
const { world, HOUR } = p;
const WEEK = rangeOf(0, 7);

async function ok(method: string, path: string, body?: unknown) {
  const response = await p.call(world.org.admin, method, `${p.base()}${path}`, body);
  expect(response.status, response.text).toBe(200);
  return response.body as { data: { id: number } };
}

describe('time off in the payroll summary', () => {
  it('adds approved leave to the day, paid at the rate, and leaves pending leave out', async () => {
    const worker = await p.freshWorker();
    await p.pay(worker.employeeId, { pay_rate: 30 });
    await p.card(worker.employeeId, 0, 8, 16);
    const vacation = await ok('POST', '/leave_policies', {
      name: `Vacation ${worker.employeeId}`,
      is_paid: true,
      hours_per_year: 80,
    });
    const unpaid = await ok('POST', '/leave_policies', {
      name: `Unpaid ${worker.employeeId}`,
      is_paid: false,
    });
    // Tuesday paid (8 h), Wednesday unpaid (4 h), Thursday paid but still pending.
    const tuesday = await ok('POST', '/time_off_requests', {
      employee_id: worker.employeeId,
      leave_policy_id: vacation.data.id,
      start_date: addDays(MONDAY, 1),
    });
    await ok('POST', `/time_off_requests/${tuesday.data.id}/approve`, {});
    const wednesday = await ok('POST', '/time_off_requests', {
      employee_id: worker.employeeId,
      leave_policy_id: unpaid.data.id,
      kind: 'hours',
      start_date: addDays(MONDAY, 2),
      hours: 4,
    });
    await ok('POST', `/time_off_requests/${wednesday.data.id}/approve`, {});
    await ok('POST', '/time_off_requests', {
      employee_id: worker.employeeId,
      leave_policy_id: vacation.data.id,
      start_date: addDays(MONDAY, 3),
    });

    const query = `${WEEK}&employee_ids=${worker.employeeId}`;
    const without = p.memberOf(await p.summary(world.org.admin, query), worker.employeeId);
    expect(without.totals.time_off_seconds).toBe(0);

    const data = await p.summary(world.org.admin, `${query}&include_time_off=true`);
    const member = p.memberOf(data, worker.employeeId);
    const [monday, tue, wed, thu] = member.days;
    expect(monday!.time_off).toEqual([]);
    expect(tue!.time_off).toEqual([
      expect.objectContaining({
        leave_policy_id: vacation.data.id,
        is_paid: true,
        seconds: 8 * HOUR,
      }),
    ]);
    expect([tue!.time_off_seconds, tue!.paid_time_off_seconds]).toEqual([8 * HOUR, 8 * HOUR]);
    expect([wed!.time_off_seconds, wed!.paid_time_off_seconds]).toEqual([4 * HOUR, 0]);
    expect(thu!.time_off_seconds).toBe(0);
    expect(member.totals).toMatchObject({
      worked_seconds: 8 * HOUR,
      time_off_seconds: 12 * HOUR,
      paid_time_off_seconds: 8 * HOUR,
    });
    // Eight paid hours of leave at $30; leave is not hours worked, so no overtime from it.
    expect(member.pay).toMatchObject({ time_off_cents: 24_000, overtime_premium_cents: 0 });
    expect(member.pay!.gross_cents).toBe(8 * 3_000 + 24_000);

    const csv = await p.call(
      world.org.admin,
      'GET',
      `${p.base()}/payroll/summary.csv?${query}&include_time_off=true`,
    );
    expect(csv.status).toBe(200);
    const tuesdayRow = csv.text.split('\n').find((line) => line.includes(addDays(MONDAY, 1)));
    expect(tuesdayRow?.split(',')[8]).toBe('8.00');
  });
});
