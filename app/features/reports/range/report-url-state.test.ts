import { describe, expect, it } from 'vitest';
import { readReportState, reportSearch, type ReportState } from './report-url-state';

const TODAY = '2026-11-25';
const read = (query: string, maxDays = 31) =>
  readReportState(new URLSearchParams(query), TODAY, maxDays);

describe('a report’s choices in its address', () => {
  it('opens on this week with no filters', () => {
    expect(read('')).toEqual({
      kind: 'week',
      range: { first: '2026-11-23', last: '2026-11-29' },
      scheduleId: null,
      periodIndex: null,
      filters: {},
    });
  });

  it('opens job costing on the year so far, and honours a chosen range over it', () => {
    const open = (query: string) =>
      readReportState(new URLSearchParams(query), TODAY, 366, 'year-to-date');
    expect(open('project=7')).toEqual({
      kind: 'custom',
      range: { first: '2026-01-01', last: '2026-11-25' },
      scheduleId: null,
      periodIndex: null,
      filters: { project: { rule: 'is_any_of', ids: [7] } },
    });
    expect(open('range=week&from=2026-11-25').kind).toBe('week');
  });

  it('reads a month, a custom range, a pay period and filters back as they were written', () => {
    const states: ReportState[] = [
      {
        kind: 'month',
        range: { first: '2026-10-01', last: '2026-10-31' },
        scheduleId: null,
        periodIndex: null,
        filters: { team: { rule: 'is_any_of', ids: [3, 4] } },
      },
      {
        kind: 'custom',
        range: { first: '2026-11-03', last: '2026-11-12' },
        scheduleId: null,
        periodIndex: null,
        filters: {
          project: { rule: 'is_none_of', ids: [12] },
          member: { rule: 'is_any_of', ids: [701] },
        },
      },
      {
        kind: 'payperiod',
        range: { first: '2026-11-23', last: '2026-11-29' },
        scheduleId: 2,
        periodIndex: -3,
        filters: { costCode: { rule: 'is_any_of', ids: [5] } },
      },
    ];
    for (const state of states) expect(read(reportSearch(state))).toEqual(state);
  });

  it('writes a short, readable query', () => {
    expect(
      reportSearch({
        kind: 'custom',
        range: { first: '2026-11-03', last: '2026-11-12' },
        scheduleId: null,
        periodIndex: null,
        filters: {
          team: { rule: 'is_none_of', ids: [3, 4] },
          member: { rule: 'is_any_of', ids: [] },
        },
      }),
    ).toBe('?range=custom&from=2026-11-03&to=2026-11-12&team=not:3,4');
    expect(
      reportSearch({
        kind: 'payperiod',
        range: { first: '2026-11-23', last: '2026-11-29' },
        scheduleId: null,
        periodIndex: 41,
        filters: {},
      }),
    ).toBe('?range=payperiod&period=41');
  });

  it('snaps a day to its week or month, and cuts a custom range to the longest allowed', () => {
    expect(read('range=week&from=2026-11-26').range).toEqual({
      first: '2026-11-23',
      last: '2026-11-29',
    });
    expect(read('range=month&from=2026-02-14').range).toEqual({
      first: '2026-02-01',
      last: '2026-02-28',
    });
    expect(read('range=custom&from=2026-01-01&to=2026-06-30').range).toEqual({
      first: '2026-01-01',
      last: '2026-01-31',
    });
    expect(read('range=custom&from=2026-01-01&to=2026-06-30', 366).range).toEqual({
      first: '2026-01-01',
      last: '2026-06-30',
    });
  });

  it('falls back on what it cannot read', () => {
    const state = read(
      'range=fortnight&from=2026-02-30&schedule=0&period=1.5&team=3,x&member=not:&project=not:7,7',
    );
    expect(state).toEqual({
      kind: 'week',
      range: { first: '2026-11-23', last: '2026-11-29' },
      scheduleId: null,
      periodIndex: null,
      filters: { project: { rule: 'is_none_of', ids: [7] } },
    });
  });
});
