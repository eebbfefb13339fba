import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYROLL_CSV_COLUMNS,
  PAYROLL_TEXT,
  zPayrollRunResponse,
  type PayrollSummary,
} from '../../contract/payroll';
import { MESSAGES } from '../../contract/errors';
import type { FixtureUser } from '../../server/db/fixtures';
import { payrollWorld, rangeOf } from './payroll-world';

/**
 * GET payroll/summary.csv (the same numbers as the JSON, row by row) and POST payroll/runs
 * (closing a pay period; a later change shows beside the closed result).
 */
const p = payrollWorld();
const { world, HOUR } = p;
const WEEK = rangeOf(0, 7);

/** The CSV's lines split into fields (the fixtures' names have no commas or quotes). */
function parseCsv(text: string): string[][] {
  return text
    .trimEnd()
    .split('\n')
    .map((line) => line.split(','));
}

const hours = (seconds: number) => (seconds / HOUR).toFixed(2);
const dollars = (cents: number) => (cents / 100).toFixed(2);

/** The rows the CSV must have, written from the JSON summary. */
function expectedRows(data: PayrollSummary): string[][] {
  return data.members.flatMap((member) =>
    member.days
      .filter((day) => day.worked_seconds + day.break_seconds + day.time_off_seconds > 0)
      .map((day) => [
        String(member.employee_id),
        member.display_name,
        day.date,
        hours(day.regular_seconds),
        hours(day.overtime_seconds),
        hours(day.double_time_seconds),
        hours(day.break_seconds),
        hours(day.paid_break_seconds),
        hours(day.time_off_seconds),
        String(day.premium_hours),
        day.pay ? dollars(day.pay.gross_cents) : '',
        day.approval.pending_count === 0 ? 'yes' : 'no',
      ]),
  );
}

let worker: FixtureUser;
let second: FixtureUser;

beforeAll(async () => {
  worker = await p.freshWorker();
  second = await p.freshWorker();
  await p.pay(worker.employeeId, { pay_rate: 25 });
  await p.pay(second.employeeId, { pay_rate: 18.5 });
  // 47.5 hours: the last 7.5 are weekly overtime.
  for (const day of [0, 1, 2, 3]) await p.card(worker.employeeId, day, 7, 17);
  await p.card(worker.employeeId, 4, 7, 15, { breaks: [['meal', 11, 11.5]] });
  await p.card(second.employeeId, 1, 9, 13.25, { breaks: [['rest', 11, 11.25]] });
});

describe('GET payroll/summary.csv', () => {
  it('streams a header and one row per member per day with time, as the JSON says', async () => {
    const query = `${WEEK}&employee_ids=${worker.employeeId}&employee_ids=${second.employeeId}`;
    const json = await p.summary(world.org.admin, query);
    const response = await p.call(
      world.org.admin,
      'GET',
      `${p.base()}/payroll/summary.csv?${query}`,
    );
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="payroll-summary.csv"',
    );
    const [header, ...rows] = parseCsv(response.text);
    expect(header).toEqual([...PAYROLL_CSV_COLUMNS]);
    expect(rows).toEqual(expectedRows(json));
    expect(rows).toHaveLength(6);
    // Friday: 7.5 hours past the 40, at $25 and half the regular rate again.
    expect(rows[4]!.slice(2, 5)).toEqual(['2025-06-06', '0.00', '7.50']);
    expect(rows[4]![10]).toBe(dollars(7.5 * 2500 + 7.5 * 1250));
  });

  it('leaves pay empty for a caller who may not see it', async () => {
    const response = await p.call(
      world.org.managers[0]!,
      'GET',
      `${p.base()}/payroll/summary.csv?${WEEK}&employee_ids=${worker.employeeId}`,
    );
    expect(response.status, response.text).toBe(200);
    const rows = parseCsv(response.text).slice(1);
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row[10] === '')).toBe(true);
  });

  it('answers a refusal as JSON before any row', async () => {
    const response = await p.call(world.org.admin, 'GET', `${p.base()}/payroll/summary.csv`);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      field_hints: { start_dt_unix: [PAYROLL_TEXT.rangeOrPeriod] },
    });
  });
});

describe('POST payroll/runs', () => {
  it('closes a period, shows a later change beside the closed result, and closes it again', async () => {
    const schedule = await p.call(world.org.admin, 'POST', `${p.base()}/pay_schedules`, {
      name: 'Weekly',
      frequency: 'weekly',
      first_period_start_date: '2025-06-02',
      workweek_start_day: 0,
    });
    expect(schedule.status, schedule.text).toBe(200);
    const scheduleId = (schedule.body as { data: { id: number } }).data.id;

    const closed = await p.call(world.org.admin, 'POST', `${p.base()}/payroll/runs`, {
      pay_period_id: 0,
    });
    expect(closed.status, closed.text).toBe(200);
    const run = zPayrollRunResponse.parse(closed.body);
    expect(run.message).toBe(PAYROLL_TEXT.closed);
    expect(run.data).toMatchObject({
      pay_schedule_id: scheduleId,
      pay_period_id: 0,
      closed_by: { employee_id: world.org.admin.employeeId, display_name: 'Ada Admin' },
    });
    expect(run.data.member_count).toBeGreaterThanOrEqual(2);

    const query = `pay_period_id=0&employee_ids=${worker.employeeId}`;
    const before = await p.summary(world.org.admin, query);
    expect(before.closed_run).toEqual({
      payroll_run_id: run.data.payroll_run_id,
      closed_at_unix: run.data.closed_at_unix,
      closed_by: run.data.closed_by,
    });
    const kept = p.memberOf(before, worker.employeeId);
    expect(kept.closed_totals).toEqual(kept.totals);
    expect(kept.closed_pay).toEqual(kept.pay);
    expect(kept.changed_since_close).toBe(false);

    // Saturday's card after the close: the summary shows it beside the closed result.
    await p.card(worker.employeeId, 5, 8, 12);
    const after = p.memberOf(await p.summary(world.org.admin, query), worker.employeeId);
    expect(after.changed_since_close).toBe(true);
    expect(after.closed_totals).toEqual(kept.totals);
    expect(after.totals.overtime_seconds - kept.totals.overtime_seconds).toBe(4 * HOUR);
    expect(after.closed_pay?.gross_cents).toBe(kept.pay?.gross_cents);
    expect(after.pay!.gross_cents - kept.pay!.gross_cents).toBe(4 * 2500 * 1.5);

    // A caller without permission 15 sees the closed hours, not the closed pay.
    const manager = p.memberOf(await p.summary(world.org.managers[0]!, query), worker.employeeId);
    expect(manager.closed_totals).toEqual(kept.totals);
    expect(manager.closed_pay).toBeNull();

    // Closing again keeps the new result in place of the old, and the audit log keeps both.
    const again = await p.call(world.org.admin, 'POST', `${p.base()}/payroll/runs`, {
      pay_schedule_id: scheduleId,
      pay_period_id: 0,
    });
    expect(again.status, again.text).toBe(200);
    expect(zPayrollRunResponse.parse(again.body).data.payroll_run_id).toBe(run.data.payroll_run_id);
    const reclosed = p.memberOf(await p.summary(world.org.admin, query), worker.employeeId);
    expect(reclosed.closed_totals).toEqual(reclosed.totals);
    expect(reclosed.changed_since_close).toBe(false);
    const audit = await world.server.db
      .selectFrom('audit_log')
      .select(['action', 'before_json', 'after_json'])
      .where('entity', '=', 'payroll_run')
      .where('entity_id', '=', run.data.payroll_run_id)
      .orderBy('id')
      .execute();
    expect(audit.map((row) => row.action)).toEqual(['close', 'close_again']);
    expect(audit[1]!.before_json).toBe(
      audit[0]!.after_json?.replace(/"pay_period":\{[^}]*\},/, ''),
    );
  });

  it('is processing payroll: refused without permission 104', async () => {
    const response = await p.call(world.org.workers[0]!, 'POST', `${p.base()}/payroll/runs`, {
      pay_period_id: 0,
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ message: MESSAGES.forbidden });
  });
});
