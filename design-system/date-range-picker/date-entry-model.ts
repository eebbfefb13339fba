/**
 * Typed entry of the date range picker: the start and end days typed in the viewer's date format
 * (core.md 1: MM/DD/YYYY in the US, DD/MM/YYYY in Australia), read strictly, and applied to the
 * range being picked under the same rules as the calendar (2016–2029, disable-before/after) plus
 * the spec's 'Start date can not be behind end date'. Done's own rules (required, maxDays) stay in
 * `validateDateRange`, so they hold whether a range was clicked or typed.
 */
import { format, isAfter, isBefore, isSameDay, startOfMonth } from 'date-fns';
import type { FormatLocale } from '../format/format-locale';
import {
  DATE_RANGE_MESSAGES,
  EMPTY_DATE_RANGE,
  clampDay,
  dateBounds,
  isDayWithin,
  rangeSelectionReducer,
  type DateLimits,
  type RangeSelection,
} from './date-range-model';

/** How each locale writes a day: for people (the fields' hint) and for date-fns. */
export const DATE_ENTRY_FORMATS = {
  us: { hint: 'MM/DD/YYYY', pattern: 'MM/dd/yyyy' },
  au: { hint: 'DD/MM/YYYY', pattern: 'dd/MM/yyyy' },
} as const satisfies Record<FormatLocale, { hint: string; pattern: string }>;

/**
 * A day as its field shows it: '11/05/2026' in the US, '05/11/2026' in Australia. The same text
 * as design-system/format's `formatDate`, which writes instants in a time zone; the picker's days
 * are local calendar days, so they are written as they are.
 */
export function formatDayEntry(day: Date, locale: FormatLocale): string {
  return format(day, DATE_ENTRY_FORMATS[locale].pattern);
}

export type DayEntry = { kind: 'day'; day: Date } | { kind: 'empty' } | { kind: 'invalid' };

/**
 * Day, month and a four-digit year, in the locale's order, split by one kind of separator ('/',
 * '-' or '.'); one-digit days and months are fine ('1/5/2026'). Two-digit years are refused: '26'
 * could mean 1926 or 2026.
 */
const ENTRY_PATTERN = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * Reads a typed day (a local calendar day at midnight). Days that do not exist ('02/30/2026',
 * month 13) are invalid rather than rolled over into the next month.
 */
export function parseDayEntry(text: string, locale: FormatLocale): DayEntry {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = ENTRY_PATTERN.exec(trimmed);
  if (!match) return { kind: 'invalid' };
  const first = Number(match[1]);
  const second = Number(match[3]);
  const year = Number(match[4]);
  const [month, date] = locale === 'au' ? [second, first] : [first, second];
  const day = new Date(year, month - 1, date);
  const isReal =
    day.getFullYear() === year && day.getMonth() === month - 1 && day.getDate() === date;
  return isReal ? { kind: 'day', day } : { kind: 'invalid' };
}

export type DateEntryField = 'start' | 'end';
type PerField<T> = Record<DateEntryField, T>;

const OTHER: PerField<DateEntryField> = { start: 'end', end: 'start' };

/** The locale the fields are read in and the days the caller allows. */
export type DateEntryContext = { locale: FormatLocale; rules: DateLimits };

export type DayEntryOutcome =
  { ok: true; selection: RangeSelection } | { ok: false; error: string };

/**
 * A valid day typed into one field, applied to the range being picked:
 * - the day the field already holds changes nothing (typing then leaving a field is idempotent);
 * - a start with no end yet (nothing picked, or one click made) starts a range there, as a first
 *   click does: start and end that day, the end still to come;
 * - an end with no start makes a one-day range;
 * - otherwise the field's end of the range moves, unless the start would fall behind the end.
 */
export function enterDay(
  selection: RangeSelection,
  field: DateEntryField,
  day: Date,
): DayEntryOutcome {
  const { start } = selection.range;
  // After one click the end is only a copy of the start: the range has no end yet.
  const end = selection.isAwaitingEnd ? null : selection.range.end;
  const current = selection.range[field];
  if (current && isSameDay(current, day)) return { ok: true, selection };

  if (field === 'start') {
    if (!end)
      return { ok: true, selection: { range: { start: day, end: day }, isAwaitingEnd: true } };
    if (isAfter(day, end)) return { ok: false, error: DATE_RANGE_MESSAGES.startAfterEnd };
    return { ok: true, selection: { range: { start: day, end }, isAwaitingEnd: false } };
  }
  if (!start)
    return { ok: true, selection: { range: { start: day, end: day }, isAwaitingEnd: false } };
  if (isBefore(day, start)) return { ok: false, error: DATE_RANGE_MESSAGES.startAfterEnd };
  return { ok: true, selection: { range: { start, end: day }, isAwaitingEnd: false } };
}

/**
 * The text of one field, read against the range being picked. An emptied field clears the range
 * when the other field is empty too; alone it is refused, as the picker keeps a range whole (the
 * Clear button empties both).
 */
export function readDayEntry(
  selection: RangeSelection,
  field: DateEntryField,
  texts: PerField<string>,
  { locale, rules }: DateEntryContext,
): DayEntryOutcome {
  const formatError = DATE_RANGE_MESSAGES.entryFormat(DATE_ENTRY_FORMATS[locale].hint);
  const entry = parseDayEntry(texts[field], locale);
  if (entry.kind === 'empty') {
    return texts[OTHER[field]].trim() === ''
      ? { ok: true, selection: { range: EMPTY_DATE_RANGE, isAwaitingEnd: false } }
      : { ok: false, error: formatError };
  }
  if (entry.kind === 'invalid') return { ok: false, error: formatError };
  const bounds = dateBounds(rules);
  if (!isDayWithin(entry.day, bounds)) {
    return { ok: false, error: DATE_RANGE_MESSAGES.outOfBounds(bounds.min, bounds.max) };
  }
  return enterDay(selection, field, entry.day);
}

// ---------------------------------------------------------------------------------------------
// The popover's state: the range being picked, the fields' typed text and the month shown

export type DatePanelState = {
  selection: RangeSelection;
  /** Text typed into a field and not yet tidied; null: the field shows the range's day. */
  drafts: PerField<string | null>;
  /** The error a field shows; set when a field is left (or Done pressed), never while typing. */
  errors: PerField<string | null>;
  /** The month the calendar shows (its first day). */
  month: Date;
};

export type DatePanelAction =
  | { type: 'click'; day: Date }
  | { type: 'clear' }
  | { type: 'navigate'; month: Date }
  /** A keystroke in a field: a valid day applies at once (range and month move). */
  | { type: 'type'; field: DateEntryField; text: string; context: DateEntryContext }
  /** A field left (blur or Enter): its text is tidied, or its error shown. */
  | { type: 'commit'; field: DateEntryField; context: DateEntryContext }
  /** Done: both fields committed. */
  | { type: 'commit-all'; context: DateEntryContext };

const NO_DRAFTS: PerField<string | null> = { start: null, end: null };
const NO_ERRORS: PerField<string | null> = { start: null, end: null };

/** The state on opening: `month` is the one to show first, kept within 2016–2029. */
export function initialDatePanelState(selection: RangeSelection, month: Date): DatePanelState {
  return {
    selection,
    drafts: NO_DRAFTS,
    errors: NO_ERRORS,
    month: startOfMonth(clampDay(month, dateBounds())),
  };
}

/** What a field shows: its typed text, else its end of the range in the locale's format. */
export function entryText(
  state: Pick<DatePanelState, 'selection' | 'drafts'>,
  field: DateEntryField,
  locale: FormatLocale,
): string {
  const draft = state.drafts[field];
  if (draft !== null) return draft;
  const day = state.selection.range[field];
  return day ? formatDayEntry(day, locale) : '';
}

function textsOf(state: DatePanelState, locale: FormatLocale): PerField<string> {
  return { start: entryText(state, 'start', locale), end: entryText(state, 'end', locale) };
}

/** The state with `field`'s text accepted: the range moved, its draft and error gone. */
function accept(state: DatePanelState, field: DateEntryField, selection: RangeSelection) {
  return {
    ...state,
    selection,
    drafts: { ...state.drafts, [field]: null },
    errors: { ...state.errors, [field]: null },
  };
}

function commit(state: DatePanelState, field: DateEntryField, context: DateEntryContext) {
  if (state.drafts[field] === null) return state;
  const outcome = readDayEntry(state.selection, field, textsOf(state, context.locale), context);
  if (!outcome.ok) return { ...state, errors: { ...state.errors, [field]: outcome.error } };
  return accept(state, field, outcome.selection);
}

/**
 * The popover's state machine. Clicks follow the calendar's sequence and tidy both fields; typing
 * applies a valid day as soon as it is whole (keeping the text as typed until the field is left),
 * then gives the other field's refused text another try against the new range (a start typed
 * behind the old end fits once the end is typed).
 */
export function datePanelReducer(state: DatePanelState, action: DatePanelAction): DatePanelState {
  switch (action.type) {
    case 'click':
      return {
        ...state,
        selection: rangeSelectionReducer(state.selection, action),
        drafts: NO_DRAFTS,
        errors: NO_ERRORS,
      };
    case 'clear':
      return {
        ...state,
        selection: rangeSelectionReducer(state.selection, action),
        drafts: NO_DRAFTS,
        errors: NO_ERRORS,
      };
    case 'navigate':
      return { ...state, month: startOfMonth(action.month) };
    case 'type': {
      const { field, text, context } = action;
      const typed: DatePanelState = {
        ...state,
        drafts: { ...state.drafts, [field]: text },
        errors: { ...state.errors, [field]: null },
      };
      const outcome = readDayEntry(typed.selection, field, textsOf(typed, context.locale), context);
      if (!outcome.ok) return typed;
      const shown = outcome.selection.range[field];
      let next: DatePanelState = {
        ...typed,
        selection: outcome.selection,
        month: shown ? startOfMonth(shown) : typed.month,
      };
      const other = OTHER[field];
      if (next.drafts[other] !== null) {
        const retry = readDayEntry(next.selection, other, textsOf(next, context.locale), context);
        if (retry.ok) next = accept(next, other, retry.selection);
      }
      return next;
    }
    case 'commit':
      return commit(state, action.field, action.context);
    case 'commit-all':
      return commit(commit(state, 'start', action.context), 'end', action.context);
  }
}
