import { describe, expect, it } from 'vitest';
import {
  datePanelReducer,
  enterDay,
  entryText,
  formatDayEntry,
  initialDatePanelState,
  parseDayEntry,
  readDayEntry,
  type DateEntryContext,
  type DatePanelAction,
  type DatePanelState,
} from './date-entry-model';
import {
  EMPTY_DATE_RANGE,
  initialRangeSelection,
  type DateRange,
  type RangeSelection,
} from './date-range-model';

const nov = (day: number) => new Date(2026, 10, day);
const day = (year: number, month: number, date: number) => new Date(year, month - 1, date);
const range = (start: Date | null, end: Date | null): DateRange => ({ start, end });
const picked = (start: Date, end: Date): RangeSelection => ({
  range: range(start, end),
  isAwaitingEnd: false,
});
const awaiting = (start: Date): RangeSelection => ({
  range: range(start, start),
  isAwaitingEnd: true,
});
const NOTHING: RangeSelection = initialRangeSelection(EMPTY_DATE_RANGE);

const US: DateEntryContext = { locale: 'us', rules: {} };
const AU: DateEntryContext = { locale: 'au', rules: {} };

describe('parseDayEntry', () => {
  it('reads MM/DD/YYYY in the US', () => {
    expect(parseDayEntry('11/05/2026', 'us')).toEqual({ kind: 'day', day: nov(5) });
    expect(parseDayEntry('1/5/2026', 'us')).toEqual({ kind: 'day', day: day(2026, 1, 5) });
    expect(parseDayEntry(' 12/31/2029 ', 'us')).toEqual({ kind: 'day', day: day(2029, 12, 31) });
  });

  it('reads DD/MM/YYYY in Australia', () => {
    expect(parseDayEntry('05/11/2026', 'au')).toEqual({ kind: 'day', day: nov(5) });
    expect(parseDayEntry('31/12/2029', 'au')).toEqual({ kind: 'day', day: day(2029, 12, 31) });
    // The same text is another day in the other locale.
    expect(parseDayEntry('05/11/2026', 'us')).toEqual({ kind: 'day', day: day(2026, 5, 11) });
  });

  it('accepts dashes and dots, one kind per date', () => {
    expect(parseDayEntry('11-05-2026', 'us')).toEqual({ kind: 'day', day: nov(5) });
    expect(parseDayEntry('05.11.2026', 'au')).toEqual({ kind: 'day', day: nov(5) });
    expect(parseDayEntry('11/05-2026', 'us')).toEqual({ kind: 'invalid' });
  });

  it('tells empty text from text that is not a date', () => {
    expect(parseDayEntry('', 'us')).toEqual({ kind: 'empty' });
    expect(parseDayEntry('   ', 'au')).toEqual({ kind: 'empty' });
    for (const text of [
      '11/05',
      '11/05/26',
      '11/05/2026x',
      'Nov 5 2026',
      '2026-11-05',
      '11//2026',
    ]) {
      expect(parseDayEntry(text, 'us')).toEqual({ kind: 'invalid' });
    }
  });

  it('refuses days that do not exist instead of rolling them over', () => {
    expect(parseDayEntry('02/30/2026', 'us')).toEqual({ kind: 'invalid' });
    expect(parseDayEntry('13/01/2026', 'us')).toEqual({ kind: 'invalid' });
    expect(parseDayEntry('01/13/2026', 'au')).toEqual({ kind: 'invalid' });
    expect(parseDayEntry('00/10/2026', 'us')).toEqual({ kind: 'invalid' });
    expect(parseDayEntry('02/29/2028', 'us')).toEqual({ kind: 'day', day: day(2028, 2, 29) });
    expect(parseDayEntry('29/02/2027', 'au')).toEqual({ kind: 'invalid' });
  });

  it('reads every year, leaving 2016–2029 to the range rules', () => {
    expect(parseDayEntry('12/31/2015', 'us')).toEqual({ kind: 'day', day: day(2015, 12, 31) });
    expect(parseDayEntry('01/01/2030', 'us')).toEqual({ kind: 'day', day: day(2030, 1, 1) });
  });
});

describe('formatDayEntry', () => {
  it('writes the locale’s format with leading zeros', () => {
    expect(formatDayEntry(nov(5), 'us')).toBe('11/05/2026');
    expect(formatDayEntry(nov(5), 'au')).toBe('05/11/2026');
  });

  it('reads back what it writes', () => {
    for (const locale of ['us', 'au'] as const) {
      expect(parseDayEntry(formatDayEntry(day(2016, 1, 1), locale), locale)).toEqual({
        kind: 'day',
        day: day(2016, 1, 1),
      });
    }
  });
});

describe('enterDay', () => {
  it('starts a range at a typed start, as a first click does', () => {
    expect(enterDay(NOTHING, 'start', nov(5))).toEqual({ ok: true, selection: awaiting(nov(5)) });
    // After one click the end is not chosen yet: a later start starts again.
    expect(enterDay(awaiting(nov(3)), 'start', nov(9))).toEqual({
      ok: true,
      selection: awaiting(nov(9)),
    });
  });

  it('moves the start of a range', () => {
    expect(enterDay(picked(nov(2), nov(8)), 'start', nov(4))).toEqual({
      ok: true,
      selection: picked(nov(4), nov(8)),
    });
    expect(enterDay(picked(nov(2), nov(8)), 'start', nov(8))).toEqual({
      ok: true,
      selection: picked(nov(8), nov(8)),
    });
  });

  it('sets or moves the end', () => {
    expect(enterDay(awaiting(nov(5)), 'end', nov(9))).toEqual({
      ok: true,
      selection: picked(nov(5), nov(9)),
    });
    expect(enterDay(picked(nov(2), nov(8)), 'end', nov(20))).toEqual({
      ok: true,
      selection: picked(nov(2), nov(20)),
    });
    // An end with nothing chosen yet: a one-day range.
    expect(enterDay(NOTHING, 'end', nov(7))).toEqual({
      ok: true,
      selection: picked(nov(7), nov(7)),
    });
  });

  it('refuses a start behind the end, and an end before the start', () => {
    const error = 'Start date can not be behind end date';
    expect(enterDay(picked(nov(2), nov(8)), 'start', nov(9))).toEqual({ ok: false, error });
    expect(enterDay(picked(nov(2), nov(8)), 'end', nov(1))).toEqual({ ok: false, error });
    expect(enterDay(awaiting(nov(5)), 'end', nov(4))).toEqual({ ok: false, error });
  });

  it('changes nothing when the field already holds the day', () => {
    const selection = awaiting(nov(5));
    expect(enterDay(selection, 'start', nov(5))).toEqual({ ok: true, selection });
  });
});

describe('readDayEntry', () => {
  const texts = (start: string, end: string) => ({ start, end });

  it('applies a valid typed day', () => {
    expect(readDayEntry(NOTHING, 'start', texts('11/05/2026', ''), US)).toEqual({
      ok: true,
      selection: awaiting(nov(5)),
    });
    expect(readDayEntry(awaiting(nov(5)), 'end', texts('05/11/2026', '09/11/2026'), AU)).toEqual({
      ok: true,
      selection: picked(nov(5), nov(9)),
    });
  });

  it('asks for the locale’s format when the text is not a date', () => {
    expect(readDayEntry(NOTHING, 'start', texts('13/05/2026', ''), US)).toEqual({
      ok: false,
      error: 'Enter a date as MM/DD/YYYY.',
    });
    expect(readDayEntry(NOTHING, 'end', texts('', '11/5'), AU)).toEqual({
      ok: false,
      error: 'Enter a date as DD/MM/YYYY.',
    });
  });

  it('clears the range when both fields are emptied, and refuses one empty field', () => {
    const chosen = picked(nov(2), nov(8));
    expect(readDayEntry(chosen, 'start', texts('', ''), US)).toEqual({
      ok: true,
      selection: NOTHING,
    });
    expect(readDayEntry(chosen, 'start', texts(' ', '11/08/2026'), US)).toEqual({
      ok: false,
      error: 'Enter a date as MM/DD/YYYY.',
    });
  });

  it('accepts only the years 2016 to 2029', () => {
    const error = 'Please pick dates from Jan 1, 2016 to Dec 31, 2029.';
    expect(readDayEntry(NOTHING, 'start', texts('12/31/2015', ''), US)).toEqual({
      ok: false,
      error,
    });
    expect(readDayEntry(NOTHING, 'end', texts('', '01/01/2030'), US)).toEqual({ ok: false, error });
    expect(readDayEntry(NOTHING, 'start', texts('01/01/2016', ''), US).ok).toBe(true);
    expect(readDayEntry(NOTHING, 'start', texts('12/31/2029', ''), US).ok).toBe(true);
  });

  it('refuses days before disable-before and after disable-after', () => {
    const context: DateEntryContext = {
      locale: 'us',
      rules: { disableBefore: nov(5), disableAfter: nov(20) },
    };
    const error = 'Please pick dates from Nov 5, 2026 to Nov 20, 2026.';
    expect(readDayEntry(NOTHING, 'start', texts('11/04/2026', ''), context)).toEqual({
      ok: false,
      error,
    });
    expect(readDayEntry(NOTHING, 'end', texts('', '11/21/2026'), context)).toEqual({
      ok: false,
      error,
    });
    expect(readDayEntry(NOTHING, 'start', texts('11/05/2026', ''), context).ok).toBe(true);
  });
});

describe('datePanelReducer', () => {
  const open = (selection: RangeSelection = NOTHING) => initialDatePanelState(selection, nov(1));
  const run = (state: DatePanelState, ...actions: DatePanelAction[]) =>
    actions.reduce(datePanelReducer, state);
  const type = (field: 'start' | 'end', text: string, context = US): DatePanelAction => ({
    type: 'type',
    field,
    text,
    context,
  });
  const commit = (field: 'start' | 'end', context = US): DatePanelAction => ({
    type: 'commit',
    field,
    context,
  });
  const shown = (state: DatePanelState, locale: 'us' | 'au' = 'us') => [
    entryText(state, 'start', locale),
    entryText(state, 'end', locale),
  ];

  it('shows the range in the fields', () => {
    expect(shown(open(picked(nov(2), nov(8))))).toEqual(['11/02/2026', '11/08/2026']);
    expect(shown(open(picked(nov(2), nov(8))), 'au')).toEqual(['02/11/2026', '08/11/2026']);
    expect(shown(open())).toEqual(['', '']);
  });

  it('applies a whole typed day at once and moves the month to it', () => {
    const state = run(open(), type('start', '1/5/2027'));
    expect(state.selection).toEqual(awaiting(day(2027, 1, 5)));
    expect(state.month).toEqual(day(2027, 1, 1));
    // The text stays as typed while the field is being edited …
    expect(shown(state)).toEqual(['1/5/2027', '01/05/2027']);
    // … and is tidied when the field is left.
    expect(shown(run(state, commit('start')))).toEqual(['01/05/2027', '01/05/2027']);
    expect(run(state, commit('start')).selection).toEqual(awaiting(day(2027, 1, 5)));
  });

  it('types both dates into a range', () => {
    const state = run(
      open(),
      type('start', '05/11/2026', AU),
      commit('start', AU),
      type('end', '09/11/2026', AU),
      commit('end', AU),
    );
    expect(state.selection).toEqual(picked(nov(5), nov(9)));
    expect(state.errors).toEqual({ start: null, end: null });
  });

  it('keeps the range and shows the error only once a bad field is left', () => {
    const typing = run(open(picked(nov(2), nov(8))), type('start', '11/31/2026'));
    expect(typing.selection).toEqual(picked(nov(2), nov(8)));
    expect(typing.errors.start).toBeNull();
    const left = run(typing, commit('start'));
    expect(left.errors.start).toBe('Enter a date as MM/DD/YYYY.');
    expect(shown(left)).toEqual(['11/31/2026', '11/08/2026']);
    // Typing again hides the error until the field is left again.
    expect(run(left, type('start', '11/3')).errors.start).toBeNull();
  });

  it('refuses a start behind the end, then takes it once the end moves past it', () => {
    const refused = run(open(picked(nov(2), nov(8))), type('start', '11/10/2026'), commit('start'));
    expect(refused.errors.start).toBe('Start date can not be behind end date');
    expect(refused.selection).toEqual(picked(nov(2), nov(8)));

    const fixed = run(refused, type('end', '11/12/2026'));
    expect(fixed.selection).toEqual(picked(nov(10), nov(12)));
    expect(fixed.errors.start).toBeNull();
    expect(shown(fixed)).toEqual(['11/10/2026', '11/12/2026']);
  });

  it('clears the range when both fields are emptied', () => {
    const state = run(
      open(picked(nov(2), nov(8))),
      type('start', ''),
      commit('start'),
      type('end', ''),
    );
    expect(state.selection).toEqual(NOTHING);
    expect(state.errors).toEqual({ start: null, end: null });
    expect(shown(state)).toEqual(['', '']);
  });

  it('commits both fields for Done', () => {
    const state = run(open(picked(nov(2), nov(8))), type('end', 'soon'), {
      type: 'commit-all',
      context: US,
    });
    expect(state.errors).toEqual({ start: null, end: 'Enter a date as MM/DD/YYYY.' });
  });

  it('tidies both fields and forgets their errors on a click or Clear', () => {
    const bad = run(open(picked(nov(2), nov(8))), type('start', 'x'), commit('start'));
    const clicked = run(bad, { type: 'click', day: nov(12) });
    expect(clicked.selection).toEqual(awaiting(nov(12)));
    expect(clicked.errors.start).toBeNull();
    expect(shown(clicked)).toEqual(['11/12/2026', '11/12/2026']);

    const cleared = run(bad, { type: 'clear' });
    expect(cleared.selection).toEqual(NOTHING);
    expect(shown(cleared)).toEqual(['', '']);
  });

  it('opens on a month within 2016–2029', () => {
    expect(initialDatePanelState(NOTHING, day(2031, 6, 15)).month).toEqual(day(2029, 12, 1));
    expect(initialDatePanelState(NOTHING, nov(23)).month).toEqual(nov(1));
  });

  it('follows the calendar’s own month changes', () => {
    expect(run(open(), { type: 'navigate', month: day(2027, 3, 1) }).month).toEqual(
      day(2027, 3, 1),
    );
  });
});
