import { describe, expect, it } from 'vitest';
import { TIME_OFF_TEXT } from '../../../contract/time-off';
import { RULE_TEXT } from '../../../contract/validation';
import {
  EMPTY_REQUEST_FORM,
  amountText,
  clockText,
  datesText,
  requestBody,
  requestSummary,
  zRequestForm,
  type RequestFormValues,
} from './time-off-model';

const form = (values: Partial<RequestFormValues>): RequestFormValues => ({
  ...EMPTY_REQUEST_FORM,
  leave_policy_id: '3',
  ...values,
});
const hintsOf = (values: RequestFormValues) => {
  const result = zRequestForm.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the request form', () => {
  it('asks for whole days as weekdays of the range', () => {
    const values = form({ start_date: '2026-03-06', end_date: '2026-03-10', hours_per_day: 7.5 });
    expect(hintsOf(values)).toEqual({});
    expect(requestSummary(values)).toBe('3 weekdays × 7.5 h = 22.5 h');
    expect(requestBody(values)).toEqual({
      leave_policy_id: 3,
      kind: 'days',
      start_date: '2026-03-06',
      end_date: '2026-03-10',
      hours_per_day: 7.5,
    });
  });

  it('asks for hours on one day, by number or by times, for someone else', () => {
    const byHours = form({ kind: 'hours', start_date: '2026-03-07', hours: 2, employee_id: '42' });
    expect(requestSummary(byHours)).toBe('2 h on this day');
    expect(requestBody(byHours)).toEqual({
      employee_id: 42,
      leave_policy_id: 3,
      kind: 'hours',
      start_date: '2026-03-07',
      hours: 2,
    });
    const byTimes = form({
      kind: 'hours',
      hours_mode: 'times',
      start_date: '2026-03-09',
      start_time: { hour: 9, minute: 15 },
      end_time: { hour: 11, minute: 45 },
      note: ' Dentist ',
    });
    expect(requestBody(byTimes)).toEqual({
      leave_policy_id: 3,
      kind: 'hours',
      start_date: '2026-03-09',
      start_time: '09:15',
      end_time: '11:45',
      note: 'Dentist',
    });
  });

  it('says what is wrong in the server’s words', () => {
    expect(hintsOf(form({ leave_policy_id: null, start_date: '2026-03-09' }))).toEqual({
      leave_policy_id: RULE_TEXT.required,
    });
    expect(hintsOf(form({ start_date: '' }))).toEqual({ start_date: RULE_TEXT.required });
    // Each field says its own: a missing date does not hide the times.
    expect(hintsOf(form({ kind: 'hours', hours_mode: 'times', start_date: '' }))).toEqual({
      start_date: RULE_TEXT.required,
      start_time: TIME_OFF_TEXT.startTimeMissing,
      end_time: TIME_OFF_TEXT.endTimeMissing,
    });
    expect(hintsOf(form({ start_date: '2030-01-02' }))).toEqual({
      start_date: RULE_TEXT.yearRange,
    });
    expect(hintsOf(form({ start_date: '2026-03-10', end_date: '2026-03-09' }))).toEqual({
      start_date: RULE_TEXT.dateRangeOrder,
    });
    expect(hintsOf(form({ start_date: '2026-03-07', end_date: '2026-03-08' }))).toEqual({
      start_date: TIME_OFF_TEXT.noWeekday,
    });
    expect(hintsOf(form({ kind: 'hours', start_date: '2026-03-09' }))).toEqual({
      hours: TIME_OFF_TEXT.hoursOrTimes,
    });
    expect(
      hintsOf(
        form({
          kind: 'hours',
          hours_mode: 'times',
          start_date: '2026-03-09',
          start_time: { hour: 13, minute: 0 },
          end_time: { hour: 12, minute: 0 },
        }),
      ),
    ).toEqual({ end_time: TIME_OFF_TEXT.timeOrder });
  });
});

describe('how a request reads', () => {
  const request = {
    start_date: '2026-03-06',
    end_date: '2026-03-09',
    kind: 'days' as const,
    total_seconds: 16 * 3600,
    hours_per_day: 8,
    start_time: null,
    end_time: null,
  };

  it('gives dates with their weekdays and the time asked for', () => {
    expect(datesText(request)).toBe('Fri 06 Mar – Mon 09 Mar 2026');
    expect(datesText({ start_date: '2026-12-31', end_date: '2027-01-01' })).toBe(
      'Thu 31 Dec 2026 – Fri 01 Jan 2027',
    );
    expect(datesText({ start_date: '2026-03-06', end_date: '2026-03-06' })).toBe('Fri 06 Mar 2026');
    expect(amountText(request)).toBe('16 h (2 days)');
    expect(
      amountText({
        ...request,
        kind: 'hours',
        hours_per_day: null,
        total_seconds: 9000,
        start_time: '09:15',
        end_time: '11:45',
      }),
    ).toBe('2.5 h (9:15 AM – 11:45 AM)');
    expect(clockText('00:30')).toBe('12:30 AM');
    expect(clockText('12:00')).toBe('12:00 PM');
  });
});
