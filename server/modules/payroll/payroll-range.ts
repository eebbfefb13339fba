import { MESSAGES } from '../../../contract/errors';
import { PAYROLL_TEXT, type PayrollSummaryQuery } from '../../../contract/payroll';
import type { PaySchedule } from '../../../contract/pay-schedules';
import { AppError, fieldError } from '../../http/app-error';
import { payPeriodOfIndex } from '../pay-schedules/pay-schedules.service';
import type { PayrollOrg } from './payroll-data';

/**
 * The range a summary or a run is about: `start_dt_unix`/`end_dt_unix`, or a pay period — the
 * period numbered `pay_period_id` (GET pay_schedules/{id}/periods' `index`) of `pay_schedule_id`,
 * else of the organisation's default schedule. The contract's refine has checked the range.
 */
export type PayrollRange = {
  start: number;
  end: number;
  period: {
    pay_schedule_id: number;
    pay_period_id: number;
    start_date: string;
    end_date: string;
  } | null;
};

/** Pay period dates the validation catalogue accepts (years 2016 to 2029). */
const FIRST_YEAR = '2016-01-01';
const LAST_DAY = '2029-12-31';

export async function resolveRange(
  query: Pick<
    PayrollSummaryQuery,
    'start_dt_unix' | 'end_dt_unix' | 'pay_schedule_id' | 'pay_period_id'
  >,
  org: PayrollOrg,
  findSchedule: (id: number) => Promise<PaySchedule | undefined>,
): Promise<PayrollRange> {
  let schedule = org.defaultSchedule;
  if (query.pay_schedule_id !== undefined) {
    const found =
      schedule?.id === query.pay_schedule_id ? schedule : await findSchedule(query.pay_schedule_id);
    if (!found) throw fieldError('pay_schedule_id', PAYROLL_TEXT.scheduleNotFound);
    schedule = found;
  }
  if (query.pay_period_id === undefined) {
    if (query.start_dt_unix === undefined || query.end_dt_unix === undefined)
      throw fieldError('start_dt_unix', PAYROLL_TEXT.rangeOrPeriod);
    return { start: query.start_dt_unix, end: query.end_dt_unix, period: null };
  }
  if (!schedule)
    throw new AppError(422, PAYROLL_TEXT.noSchedule, {
      field_hints: { pay_period_id: [PAYROLL_TEXT.noSchedule] },
    });
  const period = periodOf(schedule, query.pay_period_id, org.timezone);
  if (!period || period.start_date < FIRST_YEAR || period.end_date > LAST_DAY)
    throw fieldError('pay_period_id', PAYROLL_TEXT.periodNotFound);
  return {
    start: period.start_dt_unix,
    end: period.end_dt_unix,
    period: {
      pay_schedule_id: schedule.id,
      pay_period_id: period.index,
      start_date: period.start_date,
      end_date: period.end_date,
    },
  };
}

/** The period, or null when its dates are beyond the calendar (a far index of a long cadence). */
function periodOf(schedule: PaySchedule, index: number, timeZone: string) {
  try {
    return payPeriodOfIndex(schedule, index, timeZone);
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

/** The plan lacks a feature the request asks for. */
export const notInPlan = (field: string) =>
  new AppError(403, MESSAGES.featureNotInPlan, {
    field_hints: { [field]: [MESSAGES.featureNotInPlan] },
  });
