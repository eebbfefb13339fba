import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { zData, zPage, zPageQuery } from './pagination';
import { daysBetween, isPlainDate, partsOf, weekdayOf, type WeekdayCode } from './time/plain-date';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT, zDate } from './validation';

/**
 * Pay schedules of an organisation: how often its team is paid (weekly, bi-weekly,
 * semi-monthly, monthly), from which first period, and when its workweek starts (day and time,
 * for weekly and bi-weekly periods and weekly overtime). One is the organisation's default. The
 * periods are computed (server/modules/pay-schedules/pay-periods.ts), never stored.
 */

export const PAY_FREQUENCIES = ['weekly', 'biweekly', 'semimonthly', 'monthly'] as const;
export type PayFrequencyName = (typeof PAY_FREQUENCIES)[number];

export const PAY_FREQUENCY_LABELS: Record<PayFrequencyName, string> = {
  weekly: 'Weekly',
  biweekly: 'Bi-weekly',
  semimonthly: 'Semi-monthly',
  monthly: 'Monthly',
};

/** Weekday codes of the spec: 0 Monday … 6 Sunday. */
export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const PAY_SCHEDULE_NAME_MAX = 80;
/** The longest range of periods one call lists. */
export const PAY_PERIODS_RANGE_MAX_DAYS = 400;
/** A semi-monthly schedule's first period starts on day 1 to 30 (the second half 15 days later). */
export const SEMIMONTHLY_FIRST_DAY_MAX = 30;
const DAY_SECONDS = 86_400;

export const PAY_SCHEDULE_TEXT = {
  created: 'Pay schedule has been created!',
  updated: 'Pay schedule has been updated!',
  deleted: 'Pay schedule has been deleted!',
  nameLength: `Must be ${PAY_SCHEDULE_NAME_MAX} characters or less`,
  nameTaken: 'A pay schedule with this name already exists',
  frequency: 'Please choose weekly, bi-weekly, semi-monthly or monthly',
  weekday: 'Please choose a day from 0 (Monday) to 6 (Sunday)',
  startTime: 'Please choose a time of day in whole minutes',
  firstDayOfWorkweek: (day: WeekdayCode) =>
    `The first pay period must start on the first day of the workweek (${WEEKDAY_NAMES[day]})`,
  semimonthlyDay: `A semi-monthly pay period starts on day 1 to ${SEMIMONTHLY_FIRST_DAY_MAX} of the month`,
  defaultNotDeleted:
    'The default pay schedule can not be deleted. Make another one the default first.',
  defaultNotUnset: 'Make another pay schedule the default instead.',
  rangeOrder: RULE_TEXT.dateRangeOrder,
  rangeTooLong: `Please choose a range of at most ${PAY_PERIODS_RANGE_MAX_DAYS} days`,
} as const;

/** The pay schedule entity. */
export const zPaySchedule = z.object({
  id: z.number().int(),
  name: z.string(),
  frequency: z.enum(PAY_FREQUENCIES),
  /** 'YYYY-MM-DD'. */
  first_period_start_date: z.string(),
  /** 0 Monday … 6 Sunday. */
  workweek_start_day: z.number().int(),
  /** Seconds after local midnight (a whole minute). */
  workweek_start_seconds: z.number().int(),
  is_default: z.boolean(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
});
export type PaySchedule = z.infer<typeof zPaySchedule>;

export const zPayScheduleIdParams = zOrgIdParams.extend({
  pay_schedule_id: z.coerce.number().int().min(1),
});

const zName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(PAY_SCHEDULE_NAME_MAX, PAY_SCHEDULE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

const scheduleFields = {
  name: zName,
  frequency: z.enum(PAY_FREQUENCIES, { error: PAY_SCHEDULE_TEXT.frequency }),
  first_period_start_date: zDate,
  workweek_start_day: z
    .number({ error: PAY_SCHEDULE_TEXT.weekday })
    .int(PAY_SCHEDULE_TEXT.weekday)
    .min(0, PAY_SCHEDULE_TEXT.weekday)
    .max(6, PAY_SCHEDULE_TEXT.weekday),
  workweek_start_seconds: z
    .number({ error: PAY_SCHEDULE_TEXT.startTime })
    .int(PAY_SCHEDULE_TEXT.startTime)
    .min(0, PAY_SCHEDULE_TEXT.startTime)
    .max(DAY_SECONDS - 60, PAY_SCHEDULE_TEXT.startTime)
    .refine((seconds) => seconds % 60 === 0, PAY_SCHEDULE_TEXT.startTime),
  is_default: z.boolean(),
};

type ScheduleRule = {
  frequency: PayFrequencyName;
  first_period_start_date: string;
  workweek_start_day: number;
};

/**
 * What is wrong with a schedule's cadence, if anything: weekly and bi-weekly periods are whole
 * workweeks, so the first starts on the workweek's first day; a semi-monthly first period starts
 * on day 1 to 30. Checked by the forms, on create, and by the server on a change against the
 * stored fields.
 */
export function payScheduleProblem(
  rule: ScheduleRule,
): { field: 'first_period_start_date'; message: string } | null {
  const date = rule.first_period_start_date;
  // A field that is wrong on its own has its own message.
  if (!isPlainDate(date) || !PAY_FREQUENCIES.includes(rule.frequency)) return null;
  if (
    !Number.isInteger(rule.workweek_start_day) ||
    rule.workweek_start_day < 0 ||
    rule.workweek_start_day > 6
  )
    return null;
  if (
    (rule.frequency === 'weekly' || rule.frequency === 'biweekly') &&
    weekdayOf(date) !== rule.workweek_start_day
  )
    return {
      field: 'first_period_start_date',
      message: PAY_SCHEDULE_TEXT.firstDayOfWorkweek(rule.workweek_start_day as WeekdayCode),
    };
  if (rule.frequency === 'semimonthly' && partsOf(date).day > SEMIMONTHLY_FIRST_DAY_MAX)
    return { field: 'first_period_start_date', message: PAY_SCHEDULE_TEXT.semimonthlyDay };
  return null;
}

function checkCadence(rule: Partial<ScheduleRule>, ctx: z.RefinementCtx) {
  if (
    rule.frequency === undefined ||
    rule.first_period_start_date === undefined ||
    rule.workweek_start_day === undefined
  )
    return;
  const problem = payScheduleProblem(rule as ScheduleRule);
  if (problem) ctx.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
}

/** POST /orgs/{org_id}/pay_schedules; the first schedule is the default whatever is sent. */
export const zPayScheduleCreate = z
  .object({
    ...scheduleFields,
    workweek_start_seconds: scheduleFields.workweek_start_seconds.default(0),
    is_default: scheduleFields.is_default.default(false),
  })
  .superRefine(checkCadence);
export type PayScheduleCreate = z.infer<typeof zPayScheduleCreate>;

/**
 * PATCH /orgs/{org_id}/pay_schedules/{pay_schedule_id}: only the fields sent change (the server
 * checks the cadence again with the stored fields). is_default true makes it the default; the
 * default is not unset by false, only by making another one the default.
 */
export const zPaySchedulePatch = z.object(scheduleFields).partial().superRefine(checkCadence);
export type PaySchedulePatch = z.infer<typeof zPaySchedulePatch>;

export const zPayScheduleListQuery = zPageQuery;
export const zPayScheduleListResponse = zPage(zPaySchedule);
export const zPayScheduleResponse = z.object({ data: zPaySchedule, message: z.string() });

/** GET /orgs/{org_id}/pay_schedules/{pay_schedule_id}/periods: periods with a day in [from, to]. */
export const zPayPeriodsQuery = z.object({ from: zDate, to: zDate }).superRefine((range, ctx) => {
  // A date that is wrong on its own has its own message.
  if (!isPlainDate(range.from) || !isPlainDate(range.to)) return;
  const days = daysBetween(range.from, range.to);
  if (days < 0)
    ctx.addIssue({ code: 'custom', path: ['to'], message: PAY_SCHEDULE_TEXT.rangeOrder });
  else if (days + 1 > PAY_PERIODS_RANGE_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['to'], message: PAY_SCHEDULE_TEXT.rangeTooLong });
});
export type PayPeriodsQuery = z.infer<typeof zPayPeriodsQuery>;

/** One period: its dates, and its instants in the organisation's time zone (end exclusive). */
export const zPayPeriod = z.object({
  index: z.number().int(),
  start_date: z.string(),
  end_date: z.string(),
  start_dt_unix: z.number().int(),
  end_dt_unix: z.number().int(),
});
export type PayPeriodItem = z.infer<typeof zPayPeriod>;
export const zPayPeriodsResponse = zData(z.array(zPayPeriod)).extend({
  /** The organisation's time zone the instants were computed in. */
  timezone: z.string(),
});
