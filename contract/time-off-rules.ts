import { ROLE, isManagerRole } from './access';
import { addDays, daysBetween, weekdayOf, type PlainDate } from './time/plain-date';

/**
 * The pure rules of time off (issue 15), shared by the server and the app so both count the same
 * hours and answer the same "may I?": which days a request takes and how long each is, who decides
 * and cancels requests, and a policy's balance in a year. No zod here.
 */

export const HOUR_SECONDS = 3600;
/** A whole day off counts 8 hours unless the request says otherwise. */
export const DEFAULT_HOURS_PER_DAY = 8;
/** The longest request of whole days, counted inclusively (a year, leap day included). */
export const REQUEST_DAYS_MAX = 366;

export const TIME_OFF_STATUSES = ['pending', 'approved', 'denied', 'cancelled'] as const;
export type TimeOffStatus = (typeof TIME_OFF_STATUSES)[number];

/** Whole days (start..end, weekdays only) or hours on one date. */
export const TIME_OFF_KINDS = ['days', 'hours'] as const;
export type TimeOffKind = (typeof TIME_OFF_KINDS)[number];

/** What a request is made of, as stored: its dates and the seconds of each counted day. */
export type RequestSpan = {
  kind: TimeOffKind;
  start_date: PlainDate;
  end_date: PlainDate;
  /** Seconds of each counted day: hours per day (days), or the hours of the one date (hours). */
  day_seconds: number;
};

export type RequestDay = { date: PlainDate; seconds: number };

/**
 * The days a request takes and the seconds of each. Whole days count Monday to Friday only: a
 * week off from Monday to the next Monday is six days, not eight, and a weekend inside the range
 * costs nothing. Hours on one date count on that date, whatever the weekday (a Saturday shift).
 */
export function requestDays(span: RequestSpan): RequestDay[] {
  if (span.kind === 'hours') return [{ date: span.start_date, seconds: span.day_seconds }];
  const days: RequestDay[] = [];
  const count = daysBetween(span.start_date, span.end_date);
  for (let i = 0; i <= count; i++) {
    const date = addDays(span.start_date, i);
    if (weekdayOf(date) <= 4) days.push({ date, seconds: span.day_seconds });
  }
  return days;
}

/** The weekdays between two dates, both included (0 when the end comes first). */
export function weekdayCount(start: PlainDate, end: PlainDate): number {
  return requestDays({ kind: 'days', start_date: start, end_date: end, day_seconds: 1 }).length;
}

export const totalSeconds = (span: RequestSpan) =>
  requestDays(span).reduce((sum, day) => sum + day.seconds, 0);

/** The seconds of a request that fall in each calendar year it touches. */
export function secondsByYear(span: RequestSpan): Map<number, number> {
  const years = new Map<number, number>();
  for (const day of requestDays(span)) {
    const year = Number(day.date.slice(0, 4));
    years.set(year, (years.get(year) ?? 0) + day.seconds);
  }
  return years;
}

/** Whether two requests share a date (one request per member per day). */
export function datesOverlap(
  a: Pick<RequestSpan, 'start_date' | 'end_date'>,
  b: Pick<RequestSpan, 'start_date' | 'end_date'>,
): boolean {
  return a.start_date <= b.end_date && b.start_date <= a.end_date;
}

/** Minutes after midnight of 'HH:MM' (24-hour); null for other text. */
export function minutesOfTime(text: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(text);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** 'HH:MM' (24-hour) of minutes after midnight. */
export function timeOfMinutes(minutes: number): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** Someone acting on time off, as contract/access describes an actor. */
export type TimeOffViewer = {
  roleId: number;
  employeeId: number | null;
  isProviderStaff: boolean;
};

/** The team member a request is of, as the viewer sees them. */
export type TimeOffPerson = {
  employeeId: number;
  /** The viewer is their primary or secondary manager. */
  isMyWorker: boolean;
};

/**
 * Who approves and denies a member's request: administrators, anyone's, their own included (an
 * organisation's only administrator would otherwise have nobody to approve theirs; the request
 * keeps who decided); managers their own workers', never their own. Not provider staff: they
 * keep no time.
 */
export function mayDecideTimeOff(viewer: TimeOffViewer, person: TimeOffPerson): boolean {
  if (viewer.isProviderStaff || viewer.employeeId === null) return false;
  if (viewer.roleId === ROLE.admin) return true;
  return (
    isManagerRole(viewer.roleId) && person.isMyWorker && person.employeeId !== viewer.employeeId
  );
}

/** Whether the viewer decides anyone's requests at all (an Approvals list to show). */
export function decidesTimeOff(viewer: TimeOffViewer): boolean {
  if (viewer.isProviderStaff || viewer.employeeId === null) return false;
  return viewer.roleId === ROLE.admin || isManagerRole(viewer.roleId);
}

/**
 * Who files a request: every member for themself; administrators and managers also for the
 * people whose requests they decide (a call from the crew).
 */
export function mayRequestFor(viewer: TimeOffViewer, person: TimeOffPerson): boolean {
  if (viewer.isProviderStaff || viewer.employeeId === null) return false;
  return person.employeeId === viewer.employeeId || mayDecideTimeOff(viewer, person);
}

/**
 * Who cancels a request: a pending one, the member themself or whoever decides theirs; an
 * approved one only those who decide (the member asks them: it may be in payroll already).
 * Denied and cancelled requests stay as they are.
 */
export function mayCancelTimeOff(
  viewer: TimeOffViewer,
  person: TimeOffPerson,
  status: TimeOffStatus,
): boolean {
  if (status === 'pending') return mayRequestFor(viewer, person);
  if (status === 'approved') return mayDecideTimeOff(viewer, person);
  return false;
}

/** A leave policy as the balance reads it; seconds where the API says hours. */
export type BalancePolicy = {
  /** Hours granted each calendar year, in seconds; null: no limit (no balance kept). */
  allowanceSeconds: number | null;
  /** Hours earned per hour worked (1/30: California's sick leave); null: none. */
  accrualRate: number | null;
  /** The most that carries into the next year, in seconds; null: nothing carries over. */
  carryOverCapSeconds: number | null;
};

/** One calendar year of a member's policy: what they worked, took and asked for. */
export type BalanceYear = {
  year: number;
  workedSeconds: number;
  usedSeconds: number;
  pendingSeconds: number;
};

export type Balance = {
  allowance_seconds: number | null;
  accrued_seconds: number;
  carried_over_seconds: number;
  used_seconds: number;
  pending_seconds: number;
  /** allowance + accrued + carried over − used − pending; null without a limit. */
  available_seconds: number | null;
};

/** Hours earned by hours worked, to the second. */
export function accruedSeconds(policy: BalancePolicy, workedSeconds: number): number {
  return policy.accrualRate ? Math.round(workedSeconds * policy.accrualRate) : 0;
}

/**
 * The balance of the last year of `years`. The years run in order from the first one the member
 * held the policy in; each passes on what was left of it (allowance, accrual and what came in,
 * less what was approved), never below 0 and never above the cap, to the next. Pending hours are
 * set aside in `available` (two requests cannot both spend the same hours) but do not change
 * what carries over, since they may yet be denied.
 */
export function balanceOf(policy: BalancePolicy, years: readonly BalanceYear[]): Balance {
  const last = years.at(-1);
  const base = {
    used_seconds: last?.usedSeconds ?? 0,
    pending_seconds: last?.pendingSeconds ?? 0,
  };
  if (policy.allowanceSeconds === null)
    return {
      allowance_seconds: null,
      accrued_seconds: 0,
      carried_over_seconds: 0,
      ...base,
      available_seconds: null,
    };
  const allowance = policy.allowanceSeconds;
  let carried = 0;
  for (const year of years.slice(0, -1)) {
    const left =
      allowance + accruedSeconds(policy, year.workedSeconds) + carried - year.usedSeconds;
    carried = policy.carryOverCapSeconds === null ? 0 : clamp(left, 0, policy.carryOverCapSeconds);
  }
  const accrued = accruedSeconds(policy, last?.workedSeconds ?? 0);
  return {
    allowance_seconds: allowance,
    accrued_seconds: accrued,
    carried_over_seconds: carried,
    ...base,
    available_seconds: allowance + accrued + carried - base.used_seconds - base.pending_seconds,
  };
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Hours as people read them: '8 h', '7.5 h', '0.25 h' (at most two decimals). */
export function hoursText(seconds: number): string {
  const hours = Math.round((seconds / HOUR_SECONDS) * 100) / 100;
  return `${hours.toLocaleString('en-US', { maximumFractionDigits: 2 })} h`;
}
