/** One line a person reads in a task list: 'Every 2 weeks on Monday, Wednesday, until Dec 31, 2026'. */
import { parseIsoDate } from './recurrence-dates';
import {
  MONTH_NAMES,
  WEEKDAY_NAMES,
  normalizeRecurrence,
  pluralize,
  isRecurrenceValid,
  type RecurrenceContext,
  type RecurrenceValues,
  type Weekday,
} from './recurrence-model';

export const NO_REPEAT_SUMMARY = 'Does not repeat';

const WEEKDAYS_MON_TO_FRI = '0,1,2,3,4';

const every = (count: number, unit: string) =>
  count === 1 ? `Every ${unit}` : `Every ${count} ${pluralize(count, unit)}`;

const dayList = (days: Weekday[]) => days.map((day) => WEEKDAY_NAMES[day]).join(', ');

function formatDay(iso: string): string {
  const day = parseIsoDate(iso);
  if (!day) return iso;
  return `${(MONTH_NAMES[day.month - 1] ?? '').slice(0, 3)} ${day.day}, ${day.year}`;
}

/**
 * The summary of valid values; 'Does not repeat' for 'never', and null for values that are not
 * valid yet (nothing sensible to say about 'every 0 weeks').
 */
export function describeRecurrence(
  raw: RecurrenceValues,
  ctx: RecurrenceContext = {},
): string | null {
  const values = normalizeRecurrence(raw, ctx);
  if (values.repeat === 'never') return NO_REPEAT_SUMMARY;
  const rulesCtx = { startDate: ctx.startDate, timeZone: ctx.timeZone };
  if (values.repeat === '' || !isRecurrenceValid(values, rulesCtx)) return null;

  let text: string;
  switch (values.repeat) {
    case 'daily':
      if (values.daily_option === 'every') text = every(values.daily_interval ?? 0, 'day');
      else if (values.weekdays.length === 7) text = 'Every day';
      else if (values.weekdays.join(',') === WEEKDAYS_MON_TO_FRI) text = 'Every weekday';
      else text = `Daily on ${dayList(values.weekdays)}`;
      break;
    case 'weekly':
      text = `${every(values.weekly_interval ?? 0, 'week')} on ${dayList(values.weekdays)}`;
      break;
    case 'monthly':
      text =
        values.monthly_option === 'onDay'
          ? `Every month on day ${values.monthly_interval}`
          : `Every month on the ${values.monthly_option} ${WEEKDAY_NAMES[values.monthly_day ?? 0]}`;
      break;
    case 'yearly':
      text = `Every year on ${MONTH_NAMES[(values.yearly_month ?? 1) - 1]} ${values.yearly_interval}`;
      break;
  }
  if (values.ends === 'on' && values.end_on) text += `, until ${formatDay(values.end_on)}`;
  if (values.ends === 'after') {
    text += values.occurrences === 1 ? ', once' : `, ${values.occurrences} times`;
  }
  return text;
}
