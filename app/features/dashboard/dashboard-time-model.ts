import type {
  Dashboard,
  DashboardWeek,
  MealBreakAlert,
  NearOvertime,
  WorkingNow,
} from '../../../contract/dashboard';
import { weekdayOf, type PlainDate } from '../../../contract/time/plain-date';
import { formatDuration } from '../../../design-system/format/format-duration';

/** The dashboard's time blocks in words and numbers: pure, so they are tested alone. */

const WEEKDAY_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
const WEEKDAY_LONG = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/** One bar pair of the week chart. */
export type WeekChartRow = { date: PlainDate; thisWeek: number; lastWeek: number };

export function weekChartRows(week: DashboardWeek): WeekChartRow[] {
  return week.days.map((day) => ({
    date: day.date,
    thisWeek: day.this_week_seconds,
    lastWeek: day.last_week_seconds,
  }));
}

/** 'Mon' … 'Sun' on the chart's axis; the table reads the whole name. */
export const weekdayShort = (date: PlainDate) => WEEKDAY_SHORT[weekdayOf(date)];
export const weekdayLong = (date: PlainDate) => WEEKDAY_LONG[weekdayOf(date)];

/** An axis tick of whole hours: '8h'. */
export const wholeHours = (seconds: number) => `${Math.round(seconds / 3600)}h`;

/** A length of worked time as the dashboard writes it ('5h 30m', '45m 0s'). */
export const durationText = (seconds: number) => formatDuration(Math.max(0, seconds));

/**
 * This week against last week by the same moment: '3h 15m more than last week by now', 'Same
 * as last week by now'. Mid-week the whole of last week would always look ahead.
 */
export function weekComparisonText(week: DashboardWeek): string {
  const difference = week.this_week_seconds - week.last_week_to_date_seconds;
  if (Math.abs(difference) < 60) return 'Same as last week by now';
  const amount = durationText(Math.abs(difference));
  return `${amount} ${difference > 0 ? 'more' : 'less'} than last week by now`;
}

export const hasAnyHours = (week: DashboardWeek) =>
  week.this_week_seconds > 0 || week.last_week_seconds > 0;

/** A member near overtime as a bar: hours worked this week against the weekly threshold. */
export function nearOvertimeBar(row: NearOvertime) {
  const worked = row.regular_seconds + row.overtime_seconds + row.double_time_seconds;
  return {
    id: row.employee_id,
    label: row.display_name,
    value: worked,
    // A rule without a weekly threshold (daily overtime only) shows the week full.
    max: row.weekly_threshold_seconds ?? Math.max(worked, 1),
    hint: nearOvertimeHint(row),
  };
}

/** What the bar's line under it says: the overtime so far, or how far it is, and the rule. */
export function nearOvertimeHint(row: NearOvertime): string {
  const parts: string[] = [];
  if (row.overtime_seconds > 0) parts.push(`${durationText(row.overtime_seconds)} overtime`);
  if (row.double_time_seconds > 0)
    parts.push(`${durationText(row.double_time_seconds)} double time`);
  if (parts.length === 0 && row.seconds_to_overtime !== null)
    parts.push(`Overtime in ${durationText(row.seconds_to_overtime)}`);
  return `${parts.join(', ')} · ${row.rule_name}`;
}

const MEAL_NAME: Record<MealBreakAlert['break'], string> = {
  first_meal: 'Meal break',
  second_meal: 'Second meal break',
};

/** 'Meal break overdue 12m 0s' or 'Second meal break due in 5m 0s'. */
export function mealBreakAlertText(alert: MealBreakAlert): string {
  const name = MEAL_NAME[alert.break];
  return alert.state === 'overdue'
    ? `${name} overdue ${durationText(alert.seconds_overdue)}`
    : `${name} due in ${durationText(alert.seconds_left)}`;
}

/** The most pressing meal break alert of each running card (alerts come overdue first). */
export function alertsByCard(alerts: readonly MealBreakAlert[]): Map<number, MealBreakAlert> {
  const byCard = new Map<number, MealBreakAlert>();
  for (const alert of alerts)
    if (!byCard.has(alert.time_card_id)) byCard.set(alert.time_card_id, alert);
  return byCard;
}

/** Where a running card is booked: 'Midtown Lofts · Main building', or null without a project. */
export function placeText(row: WorkingNow): string | null {
  const parts = [row.project?.name, row.work_site?.name].filter(
    (part): part is string => typeof part === 'string' && part !== '',
  );
  return parts.length ? parts.join(' · ') : null;
}

/** The figures under each block's title. */
export function workingNowSummary(rows: readonly WorkingNow[]): string {
  if (rows.length === 0) return 'Nobody is clocked in';
  const onBreak = rows.filter((row) => row.status === 'on_break').length;
  const people = rows.length === 1 ? '1 person clocked in' : `${rows.length} people clocked in`;
  return onBreak ? `${people}, ${onBreak} on a break` : people;
}

export function approvalsSummary(approvals: Dashboard['approvals']): string {
  const { pending_card_count: cards, pending_member_count: members } = approvals;
  if (cards === 0) return 'Nothing waits for approval';
  const cardText = cards === 1 ? '1 time card' : `${cards} time cards`;
  const memberText = members === 1 ? '1 team member' : `${members} team members`;
  return `${cardText} of ${memberText}`;
}

/** 'Showing 20 of 35' when a list was cut; null when it shows them all. */
export function shownOfTotal(shown: number, total: number): string | null {
  return total > shown ? `Showing ${shown} of ${total}` : null;
}
