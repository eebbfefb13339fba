import { z } from 'zod';
import {
  TIME_OFF_NOTE_MAX,
  TIME_OFF_TEXT,
  type TimeOffRequest,
  type TimeOffRequestBody,
} from '../../../contract/time-off';
import {
  DEFAULT_HOURS_PER_DAY,
  HOUR_SECONDS,
  hoursText,
  minutesOfTime,
  timeOfMinutes,
  weekdayCount,
  type TimeOffStatus,
} from '../../../contract/time-off-rules';
import { RULE_TEXT, isCalendarDate, isDateRangeOrdered, zDate } from '../../../contract/validation';
import type { BadgeProps } from '../../../design-system/badge/badge';
import { formatLongDate } from '../../../design-system/format/format-date';
import type { TimeValue } from '../../../design-system/time-picker/time-options';

/**
 * The pure parts of the time-off screens: the request form's values and what it sends, the
 * words a request is shown with, and its status badge.
 */

export const STATUS_LABEL: Record<TimeOffStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  denied: 'Denied',
  cancelled: 'Cancelled',
};

export const STATUS_TONE: Record<TimeOffStatus, NonNullable<BadgeProps['tone']>> = {
  pending: 'warning',
  approved: 'success',
  denied: 'danger',
  cancelled: 'neutral',
};

/** 'Fri 06 Mar 2026', or 'Fri 06 Mar – Mon 09 Mar 2026' for several days. */
export function datesText(request: Pick<TimeOffRequest, 'start_date' | 'end_date'>): string {
  const long = (date: string) => formatLongDate(new Date(`${date}T12:00:00Z`), 'UTC');
  const { start_date: start, end_date: end } = request;
  if (start === end) return long(start);
  // One year is said once: 'Mon 14 Dec – Wed 16 Dec 2026'.
  const first = start.slice(0, 4) === end.slice(0, 4) ? long(start).slice(0, -5) : long(start);
  return `${first} – ${long(end)}`;
}

/** '24 h (3 days)', '2.5 h (9:15 AM – 11:45 AM)', '2 h'. */
export function amountText(
  request: Pick<
    TimeOffRequest,
    'kind' | 'total_seconds' | 'hours_per_day' | 'start_time' | 'end_time'
  >,
): string {
  const total = hoursText(request.total_seconds);
  if (request.kind === 'days' && request.hours_per_day) {
    const days = Math.round(request.total_seconds / (request.hours_per_day * HOUR_SECONDS));
    return `${total} (${days} ${days === 1 ? 'day' : 'days'})`;
  }
  if (request.start_time && request.end_time)
    return `${total} (${clockText(request.start_time)} – ${clockText(request.end_time)})`;
  return total;
}

/** '13:30' as '1:30 PM'. */
export function clockText(time: string): string {
  const minutes = minutesOfTime(time) ?? 0;
  const hour = Math.floor(minutes / 60);
  return `${hour % 12 || 12}:${String(minutes % 60).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
}

export const timeText = (value: TimeValue) => timeOfMinutes(value.hour * 60 + value.minute);

/** How the hours of one date are given. */
export type HoursMode = 'hours' | 'times';

const zTimeValue = z.custom<TimeValue | null>();

/**
 * The request form. The dates are the API's `start_date` and `end_date` (so the server's hints
 * land on them); hours on one date keep both the same. The rules are the server's
 * (contract/time-off.ts), checked here first.
 */
export const zRequestForm = z
  .object({
    /** SELF for oneself; an employee id for someone the viewer files for. */
    employee_id: z.string(),
    leave_policy_id: z.string().nullable(),
    kind: z.enum(['days', 'hours']),
    start_date: z.string(),
    end_date: z.string(),
    hours_per_day: z.number().nullable(),
    hours_mode: z.enum(['hours', 'times']),
    hours: z.number().nullable(),
    start_time: zTimeValue,
    end_time: zTimeValue,
    note: z.string().max(TIME_OFF_NOTE_MAX, TIME_OFF_TEXT.noteLength),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (values.leave_policy_id === null) issue('leave_policy_id', RULE_TEXT.required);
    const start = zDate.safeParse(values.start_date);
    if (!start.success)
      issue('start_date', start.error.issues[0]?.message ?? RULE_TEXT.dateInvalid);
    if (values.kind === 'days') {
      const end = values.end_date || values.start_date;
      // The range's own rules, once its start is a date (the hours per day are checked anyway).
      if (start.success) {
        if (!isCalendarDate(end)) issue('end_date', RULE_TEXT.dateInvalid);
        else if (!isDateRangeOrdered(values.start_date, end))
          issue('start_date', RULE_TEXT.dateRangeOrder);
        else if (weekdayCount(values.start_date, end) === 0)
          issue('start_date', TIME_OFF_TEXT.noWeekday);
      }
      const perDay = values.hours_per_day;
      if (perDay === null || perDay <= 0 || perDay > 24)
        issue('hours_per_day', TIME_OFF_TEXT.hoursPerDayRange);
      else if (!Number.isInteger(perDay * 4)) issue('hours_per_day', TIME_OFF_TEXT.quarterHours);
      return;
    }
    if (values.hours_mode === 'hours') {
      const hours = values.hours;
      if (hours === null) issue('hours', TIME_OFF_TEXT.hoursOrTimes);
      else if (hours <= 0 || hours > 24) issue('hours', TIME_OFF_TEXT.hoursPerDayRange);
      else if (!Number.isInteger(hours * 4)) issue('hours', TIME_OFF_TEXT.quarterHours);
      return;
    }
    if (!values.start_time) issue('start_time', TIME_OFF_TEXT.startTimeMissing);
    if (!values.end_time) issue('end_time', TIME_OFF_TEXT.endTimeMissing);
    if (
      values.start_time &&
      values.end_time &&
      minutesOf(values.end_time) <= minutesOf(values.start_time)
    )
      issue('end_time', TIME_OFF_TEXT.timeOrder);
  });
export type RequestFormValues = z.input<typeof zRequestForm>;

const minutesOf = (time: TimeValue) => time.hour * 60 + time.minute;

/** The request form's "For" value of the viewer themself. */
export const SELF = 'self';

export const EMPTY_REQUEST_FORM: RequestFormValues = {
  employee_id: SELF,
  leave_policy_id: null,
  kind: 'days',
  start_date: '',
  end_date: '',
  hours_per_day: DEFAULT_HOURS_PER_DAY,
  hours_mode: 'hours',
  hours: null,
  start_time: null,
  end_time: null,
  note: '',
};

/** What the form asks for, in seconds: the live summary under the dates (null while unsure). */
export function requestedSeconds(values: RequestFormValues): number | null {
  if (!isCalendarDate(values.start_date)) return null;
  if (values.kind === 'days') {
    const end = values.end_date || values.start_date;
    if (!isCalendarDate(end) || values.hours_per_day === null) return null;
    return weekdayCount(values.start_date, end) * values.hours_per_day * HOUR_SECONDS;
  }
  if (values.hours_mode === 'hours')
    return values.hours === null ? null : values.hours * HOUR_SECONDS;
  if (!values.start_time || !values.end_time) return null;
  const minutes = minutesOf(values.end_time) - minutesOf(values.start_time);
  return minutes > 0 ? minutes * 60 : null;
}

/** The summary line: '3 weekdays × 8 h = 24 h', '2.5 h'. */
export function requestSummary(values: RequestFormValues): string | null {
  const seconds = requestedSeconds(values);
  if (seconds === null) return null;
  if (values.kind === 'hours') return `${hoursText(seconds)} on this day`;
  const days = weekdayCount(values.start_date, values.end_date || values.start_date);
  const perDay = hoursText((values.hours_per_day ?? 0) * HOUR_SECONDS);
  return `${days} ${days === 1 ? 'weekday' : 'weekdays'} × ${perDay} = ${hoursText(seconds)}`;
}

/** The body of POST time_off_requests from valid form values. */
export function requestBody(values: RequestFormValues): TimeOffRequestBody {
  const base = {
    ...(values.employee_id !== SELF ? { employee_id: Number(values.employee_id) } : {}),
    leave_policy_id: Number(values.leave_policy_id),
    start_date: values.start_date,
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
  };
  if (values.kind === 'days')
    return {
      ...base,
      kind: 'days',
      end_date: values.end_date || values.start_date,
      hours_per_day: values.hours_per_day ?? DEFAULT_HOURS_PER_DAY,
    };
  if (values.hours_mode === 'times' && values.start_time && values.end_time)
    return {
      ...base,
      kind: 'hours',
      start_time: timeText(values.start_time),
      end_time: timeText(values.end_time),
    };
  return { ...base, kind: 'hours', hours: values.hours ?? 0 };
}
