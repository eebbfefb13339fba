import { requestDays, type TimeOffKind } from '../../../contract/time-off-rules';
import type { PlainDate } from '../../../contract/time/plain-date';
import type { Db } from '../../db/connection';
import { fromFlag } from '../../lib/flags';
import { TimeOffRepository } from './time-off.repository';

/** One day of approved time off (contract/payroll.ts zTimeOffEntry, with its member and date). */
export type ApprovedTimeOffDay = {
  employee_id: number;
  /** 'YYYY-MM-DD', a calendar day of the organisation. */
  date: PlainDate;
  time_off_request_id: number;
  leave_policy_id: number;
  policy_name: string;
  is_paid: boolean;
  seconds: number;
};

/**
 * The approved time off of some members on each day of [startDate, endDate] (both included), for
 * payroll (README "For payroll"): one row per member, day and request, ordered by member, date
 * and request. Whole-day requests give one row per weekday of their range, hours one row on their
 * date. Requests are stored in the organisation's calendar days, so `timeZone` (the
 * organisation's) only says which calendar the dates are of; a caller that has a range of
 * instants turns it into those dates with it. No members: no rows.
 */
export async function approvedTimeOffByDay(
  db: Db,
  input: {
    orgId: number;
    employeeIds: readonly number[];
    startDate: PlainDate;
    endDate: PlainDate;
    timeZone: string;
  },
): Promise<ApprovedTimeOffDay[]> {
  if (input.employeeIds.length === 0 || input.startDate > input.endDate) return [];
  const rows = await new TimeOffRepository(db).approvedBetween(
    db,
    input.orgId,
    input.employeeIds,
    input.startDate,
    input.endDate,
  );
  const days: ApprovedTimeOffDay[] = [];
  for (const row of rows)
    for (const day of requestDays({ ...row, kind: row.kind as TimeOffKind })) {
      if (day.date < input.startDate || day.date > input.endDate) continue;
      days.push({
        employee_id: row.employee_id,
        date: day.date,
        time_off_request_id: row.id,
        leave_policy_id: row.leave_policy_id,
        policy_name: row.policy_name,
        is_paid: fromFlag(row.is_paid),
        seconds: day.seconds,
      });
    }
  return days.sort(
    (a, b) =>
      a.employee_id - b.employee_id ||
      (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
      a.time_off_request_id - b.time_off_request_id,
  );
}
