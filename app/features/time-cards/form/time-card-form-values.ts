import type { BreakType, TimeCardDetail } from '../../../../contract/time-cards';
import { addDays, daysBetween, type PlainDate } from '../../../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../../../contract/time/zoned-time';
import type { TimeValue } from '../../../../design-system/time-picker/time-options';

/**
 * The add and edit forms of a time card as pure data: what the fields hold (local dates and
 * times of the organisation's zone), made from a card or from nothing. The request bodies the
 * fields make are in ./time-card-form-bodies.ts.
 */

export type BreakRow = {
  /** Tells rows apart while they are added and removed. */
  key: string;
  breakType: BreakType;
  start: TimeValue | null;
  end: TimeValue | null;
};

export type AllocationRow = {
  key: string;
  projectId: string | null;
  workSiteId: string | null;
  jobCodeId: string | null;
  /** Minutes of work (split cards); the last row takes what the others leave. */
  minutes: number | null;
};

export type TimeCardFormValues = {
  employeeId: string | null;
  /** The clock-in day, 'YYYY-MM-DD' in the organisation's zone. */
  date: PlainDate;
  clockIn: TimeValue | null;
  clockOut: TimeValue | null;
  /** The clock-out day: the clock-in day, or later for a card that ends the next day. */
  clockOutDate: PlainDate;
  breaks: BreakRow[];
  allocations: AllocationRow[];
  note: string;
  reason: string;
};

/** What the form needs to know about the organisation and the card being edited. */
export type FormContext = {
  timeZone: string;
  /** is_split_tc_enabled: several allocations with durations; else one project for the card. */
  isSplit: boolean;
  /** The organisation tracks projects (project-tracking): allocations are offered at all. */
  tracksProjects: boolean;
  /** The card being edited; null when adding. */
  card: TimeCardDetail | null;
};

export type FormErrors = Record<string, string>;

let nextKey = 0;
export const rowKey = () => `row-${++nextKey}`;

export const SECONDS_PER_MINUTE = 60;
export const minutesOfDay = (time: TimeValue) => time.hour * 60 + time.minute;
const secondsOfDay = (time: TimeValue) => minutesOfDay(time) * SECONDS_PER_MINUTE;

/** The local day and time of an instant (seconds dropped, as the time picker shows it). */
export function localTime(unix: number, timeZone: string): { date: PlainDate; time: TimeValue } {
  const { date, secondsOfDay: seconds } = zonedParts(unix, timeZone);
  const minutes = Math.floor(seconds / SECONDS_PER_MINUTE);
  return { date, time: { hour: Math.floor(minutes / 60), minute: minutes % 60 } };
}

/** The instant of a local day and time in the zone. */
export function unixOf(date: PlainDate, time: TimeValue, timeZone: string): number {
  return zonedToUnix(date, secondsOfDay(time), timeZone);
}

/** An instant floored to its minute: what the form shows of it. */
export const toMinute = (unix: number) => unix - (((unix % 60) + 60) % 60);

export function emptyAllocation(): AllocationRow {
  return { key: rowKey(), projectId: null, workSiteId: null, jobCodeId: null, minutes: null };
}

export function emptyBreak(): BreakRow {
  return { key: rowKey(), breakType: 'meal', start: null, end: null };
}

/** A new card: the member (a worker: themselves), today, no times yet. */
export function newCardValues(employeeId: number | null, today: PlainDate): TimeCardFormValues {
  return {
    employeeId: employeeId === null ? null : String(employeeId),
    date: today,
    clockIn: null,
    clockOut: null,
    clockOutDate: today,
    breaks: [],
    allocations: [emptyAllocation()],
    note: '',
    reason: '',
  };
}

const idText = (id: number | null) => (id === null ? null : String(id));

/** The form of an existing card, in the zone of the organisation. */
export function cardValues(card: TimeCardDetail, timeZone: string): TimeCardFormValues {
  const clockIn = localTime(card.clock_in_dt_unix, timeZone);
  const clockOut =
    card.clock_out_dt_unix === null ? null : localTime(card.clock_out_dt_unix, timeZone);
  return {
    employeeId: String(card.employee_id),
    date: clockIn.date,
    clockIn: clockIn.time,
    clockOut: clockOut?.time ?? null,
    clockOutDate: clockOut?.date ?? clockIn.date,
    breaks: card.breaks
      .filter((each) => each.end_dt_unix !== null)
      .map((each) => ({
        key: rowKey(),
        breakType: each.break_type,
        start: localTime(each.start_dt_unix, timeZone).time,
        end: localTime(each.end_dt_unix!, timeZone).time,
      })),
    allocations:
      card.allocations.length === 0
        ? [emptyAllocation()]
        : card.allocations.map((each) => ({
            key: rowKey(),
            projectId: idText(each.org_project_id),
            workSiteId: idText(each.work_site_id),
            jobCodeId: idText(each.job_code_id),
            minutes: Math.floor(each.worked_seconds / SECONDS_PER_MINUTE),
          })),
    note: card.note ?? '',
    reason: '',
  };
}

/**
 * A new clock-in day moves the clock-out day with it, so a card that ended the next day still
 * does.
 */
export function withDate(values: TimeCardFormValues, date: PlainDate): TimeCardFormValues {
  if (!date) return { ...values, date };
  const span = values.date ? daysBetween(values.date, values.clockOutDate) : 0;
  return { ...values, date, clockOutDate: addDays(date, Math.max(0, span)) };
}

/**
 * New clock times: a clock-out at or before the clock-in on the same day means the next day (a
 * night shift), and one after it on the next day comes back to the same day.
 */
export function withTimes(
  values: TimeCardFormValues,
  times: { clockIn?: TimeValue | null; clockOut?: TimeValue | null },
): TimeCardFormValues {
  const next = { ...values, ...times };
  if (!next.clockIn || !next.clockOut || !next.date) return next;
  const span = daysBetween(next.date, next.clockOutDate);
  const endsAfter = minutesOfDay(next.clockOut) > minutesOfDay(next.clockIn);
  if (span === 0 && !endsAfter) return { ...next, clockOutDate: addDays(next.date, 1) };
  if (span === 1 && endsAfter) return { ...next, clockOutDate: next.date };
  return next;
}

/**
 * The instant of a time within the card: on the clock-in day when at or after the clock-in,
 * else on the following day.
 */
export function instantWithin(
  values: TimeCardFormValues,
  time: TimeValue,
  timeZone: string,
): number {
  const clockIn = values.clockIn!;
  const date = minutesOfDay(time) >= minutesOfDay(clockIn) ? values.date : addDays(values.date, 1);
  return unixOf(date, time, timeZone);
}

/** The clock-out day as words beside the times: 'Next day' or '+2 days' ('' on the same day). */
export function clockOutDayText(values: TimeCardFormValues): string {
  if (!values.date || !values.clockOutDate) return '';
  const span = daysBetween(values.date, values.clockOutDate);
  if (span === 0) return '';
  if (span === 1) return 'Next day';
  return span > 1 ? `+${span} days` : '';
}
