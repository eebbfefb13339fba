import { MESSAGES } from '../../../../contract/messages';
import { TIME_CARD_TEXT } from '../../../../contract/time-card-text';
import type { BreakType, TimeCardDetail } from '../../../../contract/time-cards';
import { addDays } from '../../../../contract/time/plain-date';
import { zonedParts } from '../../../../contract/time/zoned-time';
import {
  cardValues,
  instantWithin,
  minutesOfDay,
  SECONDS_PER_MINUTE,
  toMinute,
  unixOf,
  type AllocationRow,
  type FormContext,
  type FormErrors,
  type TimeCardFormValues,
} from './time-card-form-values';

/**
 * The request bodies (unix seconds) the add and edit forms make of their fields
 * (./time-card-form-values.ts), what the form can tell before sending, and the server's field
 * hints read back onto the fields. The form keeps minutes: an edit sends only what changed at
 * minute precision, so a card clocked in at 07:02:37 keeps its seconds unless its clock-in is
 * changed.
 */

type BreakBody = { break_type: BreakType; start_dt_unix: number; end_dt_unix: number };
type AllocationBody = {
  org_project_id: number;
  work_site_id: number | null;
  job_code_id: number | null;
  seconds: number;
};
export type ManualBody = {
  employee_id: number;
  clock_in_dt_unix: number;
  clock_out_dt_unix: number;
  breaks: BreakBody[];
  allocations?: AllocationBody[];
  note: string | null;
  reason?: string;
};
export type PatchBody = {
  reason: string;
  clock_in_dt_unix?: number;
  clock_out_dt_unix?: number;
  breaks?: BreakBody[];
  allocations?: AllocationBody[];
  note?: string | null;
};

export type BuiltBody<Body> = { ok: true; body: Body } | { ok: false; errors: FormErrors };

/** The breaks as sent: each end after its start (the next day when it reads earlier). */
function breakBodies(values: TimeCardFormValues, timeZone: string): BreakBody[] {
  return values.breaks.map((row) => {
    const start = instantWithin(values, row.start!, timeZone);
    let end = instantWithin(values, row.end!, timeZone);
    if (end <= start && minutesOfDay(row.end!) <= minutesOfDay(row.start!))
      end = unixOf(addDays(zonedParts(start, timeZone).date, 1), row.end!, timeZone);
    return { break_type: row.breakType, start_dt_unix: start, end_dt_unix: end };
  });
}

/** Seconds worked: the span less its breaks (paid or not, as the server counts worked time). */
export function workedSeconds(clockIn: number, clockOut: number, breaks: BreakBody[]): number {
  return breaks.reduce(
    (left, each) => left - Math.max(0, each.end_dt_unix - each.start_dt_unix),
    clockOut - clockIn,
  );
}

/** What the form can tell before sending: required fields, and the reason of an edit. */
export function formProblems(values: TimeCardFormValues, context: FormContext): FormErrors {
  const errors: FormErrors = {};
  const isRunning = context.card !== null && context.card.clock_out_dt_unix === null;
  if (!values.employeeId) errors.employee_id = TIME_CARD_TEXT.unknownMember;
  if (!values.date) errors.date = MESSAGES.required;
  if (!values.clockIn) errors.clock_in_dt_unix = MESSAGES.required;
  if (!isRunning) {
    if (!values.clockOut) errors.clock_out_dt_unix = MESSAGES.required;
    if (!values.clockOutDate) errors.clock_out_date = MESSAGES.required;
    values.breaks.forEach((row, index) => {
      if (!row.start) errors[`breaks.${index}.start_dt_unix`] = MESSAGES.required;
      if (!row.end) errors[`breaks.${index}.end_dt_unix`] = MESSAGES.required;
    });
    if (context.tracksProjects && context.isSplit)
      values.allocations.forEach((row, index) => {
        const isLast = index === values.allocations.length - 1;
        if (values.allocations.length > 1 && !row.projectId)
          errors[`allocations.${index}.org_project_id`] = MESSAGES.required;
        if (!isLast && !(row.minutes && row.minutes > 0))
          errors[`allocations.${index}.seconds`] = TIME_CARD_TEXT.allocationSeconds;
      });
  }
  if (context.card !== null && !values.reason.trim()) errors.reason = TIME_CARD_TEXT.reasonRequired;
  return errors;
}

const idOf = (text: string | null) => (text ? Number(text) : null);

/**
 * The allocations as sent: rows with a project, each row's minutes but the last, which takes
 * the rest of the time worked (one row without split cards: all of it). None without a project.
 */
function allocationBodies(
  values: TimeCardFormValues,
  context: FormContext,
  worked: number,
): AllocationBody[] | undefined {
  if (!context.tracksProjects) return undefined;
  const rows = context.isSplit ? values.allocations : values.allocations.slice(0, 1);
  if (!rows.some((row) => row.projectId)) return undefined;
  const bodies = rows.map((row, index) => ({
    org_project_id: Number(row.projectId),
    work_site_id: idOf(row.workSiteId),
    job_code_id: idOf(row.jobCodeId),
    seconds: index < rows.length - 1 ? (row.minutes ?? 0) * SECONDS_PER_MINUTE : 0,
  }));
  const last = bodies[bodies.length - 1]!;
  last.seconds = worked - bodies.slice(0, -1).reduce((sum, each) => sum + each.seconds, 0);
  return bodies;
}

const noteOf = (text: string) => text.trim() || null;

/** The closed card's instants, breaks and allocations as the form gives them. */
function closedTimes(values: TimeCardFormValues, context: FormContext) {
  const { timeZone } = context;
  const clockIn = unixOf(values.date, values.clockIn!, timeZone);
  const clockOut = unixOf(values.clockOutDate, values.clockOut!, timeZone);
  const breaks = breakBodies(values, timeZone);
  const allocations = allocationBodies(values, context, workedSeconds(clockIn, clockOut, breaks));
  return { clockIn, clockOut, breaks, allocations };
}

/** POST manual_time_cards. */
export function manualBody(
  values: TimeCardFormValues,
  context: FormContext,
): BuiltBody<ManualBody> {
  const errors = formProblems(values, context);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { clockIn, clockOut, breaks, allocations } = closedTimes(values, context);
  return {
    ok: true,
    body: {
      employee_id: Number(values.employeeId),
      clock_in_dt_unix: clockIn,
      clock_out_dt_unix: clockOut,
      breaks,
      ...(allocations ? { allocations } : {}),
      note: noteOf(values.note),
      // A reason is optional on a new card; when given, the history keeps it.
      ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
    },
  };
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * PATCH time_cards/{id}: the reason and only what changed (compared at the minute the form
 * shows). A running card changes only its clock-in and note.
 */
export function patchBody(
  values: TimeCardFormValues,
  context: FormContext & { card: TimeCardDetail },
): BuiltBody<PatchBody> {
  const errors = formProblems(values, context);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const { card, timeZone } = context;
  const before = cardValues(card, timeZone);
  const body: PatchBody = { reason: values.reason.trim() };
  const clockIn = unixOf(values.date, values.clockIn!, timeZone);
  if (clockIn !== toMinute(card.clock_in_dt_unix)) body.clock_in_dt_unix = clockIn;
  if (noteOf(values.note) !== card.note) body.note = noteOf(values.note);
  if (card.clock_out_dt_unix === null) return { ok: true, body };

  const times = closedTimes(values, context);
  if (times.clockOut !== toMinute(card.clock_out_dt_unix)) body.clock_out_dt_unix = times.clockOut;
  // Breaks go when their instants differ from the card's (a moved day moves them too).
  const breaksBefore = card.breaks
    .filter((each) => each.end_dt_unix !== null)
    .map((each) => ({
      break_type: each.break_type,
      start_dt_unix: toMinute(each.start_dt_unix),
      end_dt_unix: toMinute(each.end_dt_unix!),
    }));
  if (!sameJson(times.breaks, breaksBefore)) body.breaks = times.breaks;
  // Allocations go only when their choices or durations changed; moved times alone let the
  // server fit the card's stretches to them.
  const choice = (rows: AllocationRow[]) =>
    rows
      .slice(0, context.isSplit ? rows.length : 1)
      .map((row, index, all) => [
        row.projectId,
        row.workSiteId,
        row.jobCodeId,
        index < all.length - 1 ? row.minutes : null,
      ]);
  if (times.allocations && !sameJson(choice(values.allocations), choice(before.allocations)))
    body.allocations = times.allocations;
  return { ok: true, body };
}

/** The server's field hints as the form's errors: the first text of each field. */
export function hintErrors(hints: Record<string, string[]> | undefined): FormErrors {
  return Object.fromEntries(
    Object.entries(hints ?? {}).map(([field, texts]) => [field, texts[0] ?? '']),
  );
}

/** Fields the form shows hints on; hints of other fields are listed above the form. */
export function isFormField(field: string, values: TimeCardFormValues): boolean {
  if (
    [
      'allocations',
      'employee_id',
      'date',
      'clock_in_dt_unix',
      'clock_out_dt_unix',
      'note',
      'reason',
      'clock_out_date',
    ].includes(field)
  )
    return true;
  const row = /^(breaks|allocations)\.(\d+)\./.exec(field);
  if (!row) return false;
  const list = row[1] === 'breaks' ? values.breaks : values.allocations;
  return Number(row[2]) < list.length;
}

/** Seconds worked as the form's times give them; null until the times are complete. */
export function formWorkedSeconds(values: TimeCardFormValues, timeZone: string): number | null {
  if (!values.date || !values.clockOutDate || !values.clockIn || !values.clockOut) return null;
  if (values.breaks.some((row) => !row.start || !row.end)) return null;
  const clockIn = unixOf(values.date, values.clockIn, timeZone);
  const clockOut = unixOf(values.clockOutDate, values.clockOut, timeZone);
  return Math.max(0, workedSeconds(clockIn, clockOut, breakBodies(values, timeZone)));
}
