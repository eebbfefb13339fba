import {
  HOUR_SECONDS,
  totalSeconds,
  type RequestSpan,
  type TimeOffStatus,
} from '../../contract/time-off-rules';
import { addDays, weekdayOf, type PlainDate } from '../../contract/time/plain-date';
import { zonedDate } from '../../contract/time/zoned-time';
import type { Db } from './connection';

type DemoRequest = {
  employeeId: number;
  policyId: number;
  span: RequestSpan;
  status: TimeOffStatus;
  note: string | null;
  /** Who filed it: the member, unless their manager did. */
  requestedBy: number;
  decidedBy: number | null;
};

/**
 * Time off of the demo organisation (issue 15): Vacation (paid, 80 hours a year, up to 40
 * carried over), Sick leave (paid, earned at 1 hour per 30 worked as California's paid sick
 * leave, up to 48 carried over) and Unpaid leave (no limit); and a few requests across both
 * crews: some approved (in the past weeks and ahead), some waiting for their manager. The first
 * worker of each crew has none, so a request of theirs starts from a clean balance.
 */
export async function seedDemoTimeOff(
  db: Db,
  input: {
    orgId: number;
    timezone: string;
    managerIds: number[];
    /** The workers of each crew, in the order of the managers. */
    crews: number[][];
    now: number;
  },
): Promise<void> {
  const { orgId, now } = input;
  const policy = async (
    name: string,
    code: string,
    values: {
      is_paid: 0 | 1;
      allowance_minutes: number | null;
      accrual_rate: number | null;
      carry_over_cap_minutes: number | null;
    },
  ) =>
    (
      await db
        .insertInto('leave_policies')
        .values({
          org_id: orgId,
          name,
          code,
          ...values,
          created_at_unix: now,
          updated_at_unix: now,
          archived_at_unix: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const vacation = await policy('Vacation', 'VAC', {
    is_paid: 1,
    allowance_minutes: 80 * 60,
    accrual_rate: null,
    carry_over_cap_minutes: 40 * 60,
  });
  const sick = await policy('Sick leave', 'SICK', {
    is_paid: 1,
    allowance_minutes: 0,
    accrual_rate: 1 / 30,
    carry_over_cap_minutes: 48 * 60,
  });
  const unpaid = await policy('Unpaid leave', 'UNPAID', {
    is_paid: 0,
    allowance_minutes: null,
    accrual_rate: null,
    carry_over_cap_minutes: null,
  });

  // Mondays around today in the organisation's calendar: whole weeks keep weekdays apart.
  const today = zonedDate(now, input.timezone);
  const monday = (weeks: number) => addDays(today, weeks * 7 - weekdayOf(today));
  const days = (start: PlainDate, count: number): RequestSpan => ({
    kind: 'days',
    start_date: start,
    end_date: addDays(start, count - 1),
    day_seconds: 8 * HOUR_SECONDS,
  });
  const hours = (date: PlainDate, amount: number): RequestSpan => ({
    kind: 'hours',
    start_date: date,
    end_date: date,
    day_seconds: amount * HOUR_SECONDS,
  });
  const [framing = [], concrete = []] = input.crews;
  const [framingManager = 0, concreteManager = 0] = input.managerIds;
  const by = (employeeId: number | undefined, managerId: number) => ({
    employeeId: employeeId ?? 0,
    requestedBy: employeeId ?? 0,
    managerId,
  });
  const requests: DemoRequest[] = [];
  const add = (
    who: ReturnType<typeof by>,
    policyId: number,
    span: RequestSpan,
    status: TimeOffStatus,
    note: string | null = null,
  ) =>
    requests.push({
      employeeId: who.employeeId,
      policyId,
      span,
      status,
      note,
      requestedBy: who.requestedBy,
      decidedBy: status === 'pending' ? null : who.managerId,
    });
  add(by(framing[1], framingManager), vacation, days(monday(-2), 2), 'approved', 'Long weekend');
  add(by(framing[2], framingManager), sick, hours(addDays(monday(-1), 2), 4), 'approved');
  add(by(framing[3], framingManager), vacation, days(monday(3), 3), 'pending', 'Family visit');
  add(by(framing[4], framingManager), unpaid, days(addDays(monday(1), 4), 1), 'pending');
  add(by(concrete[1], concreteManager), vacation, days(monday(4), 5), 'approved', 'Summer trip');
  add(
    by(concrete[2], concreteManager),
    sick,
    hours(addDays(monday(-1), 1), 2),
    'approved',
    'Dentist',
  );
  add(by(concrete[3], concreteManager), vacation, days(addDays(monday(2), 1), 2), 'pending');

  for (const request of requests) {
    if (request.employeeId === 0) continue;
    await db
      .insertInto('time_off_requests')
      .values({
        org_id: orgId,
        employee_id: request.employeeId,
        leave_policy_id: request.policyId,
        kind: request.span.kind,
        start_date: request.span.start_date,
        end_date: request.span.end_date,
        day_seconds: request.span.day_seconds,
        start_time: null,
        end_time: null,
        total_seconds: totalSeconds(request.span),
        status: request.status,
        note: request.note,
        decision_note: null,
        requested_by_employee_id: request.requestedBy,
        decided_by_employee_id: request.decidedBy,
        decided_at_unix: request.decidedBy === null ? null : now,
        created_at_unix: now,
        updated_at_unix: now,
      })
      .execute();
  }
}

/**
 * Approved time off of the organisation (seeded before the cards), as seconds away per
 * `employeeId:date`: whole days on their weekdays, hours on their date.
 */
export async function approvedLeaveByDay(db: Db, orgId: number): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('time_off_requests')
    .select(['employee_id', 'kind', 'start_date', 'end_date', 'day_seconds'])
    .where('org_id', '=', orgId)
    .where('status', '=', 'approved')
    .execute();
  const away = new Map<string, number>();
  for (const row of rows)
    for (let date = row.start_date as PlainDate; date <= row.end_date; date = addDays(date, 1))
      if (row.kind === 'hours' || weekdayOf(date) < 5)
        away.set(`${row.employee_id}:${date}`, row.day_seconds);
  return away;
}
