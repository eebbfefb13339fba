import { describe, expect, it } from 'vitest';
import type { PaySchedule } from '../../../contract/pay-schedules';
import {
  createBody,
  emptyPayScheduleForm,
  patchBody,
  payScheduleFormValues,
  periodText,
  startTimeText,
  zPayScheduleForm,
} from './pay-schedule-model';

const stored: PaySchedule = {
  id: 1,
  name: 'Weekly crews',
  frequency: 'weekly',
  first_period_start_date: '2026-01-05',
  workweek_start_day: 0,
  workweek_start_seconds: 6 * 3600 + 30 * 60,
  is_default: true,
  created_at_unix: 0,
  updated_at_unix: 0,
};

describe('pay schedule form', () => {
  it('starts a new schedule on this week’s Monday, which the cadence rule accepts', () => {
    // Thursday 8 January 2026.
    const values = emptyPayScheduleForm('2026-01-08', false);
    expect(values.first_period_start_date).toBe('2026-01-05');
    expect(zPayScheduleForm.safeParse({ ...values, name: 'Crews' }).success).toBe(true);
  });

  it('puts the cadence rule on the first period’s date', () => {
    const result = zPayScheduleForm.safeParse({
      ...payScheduleFormValues(stored),
      workweek_start_day: '6',
    });
    expect(result.error?.issues[0]).toMatchObject({
      path: ['first_period_start_date'],
      message: 'The first pay period must start on the first day of the workweek (Sunday)',
    });
  });

  it('keeps the start time as seconds after midnight', () => {
    const values = zPayScheduleForm.parse(payScheduleFormValues(stored));
    expect(createBody(values).workweek_start_seconds).toBe(23_400);
    expect(startTimeText(23_400)).toBe('6:30 AM');
  });

  it('sends only what changed and never unsets the default', () => {
    const values = zPayScheduleForm.parse({
      ...payScheduleFormValues(stored),
      name: 'Crews',
      is_default: false,
    });
    expect(patchBody(stored, values)).toEqual({ name: 'Crews' });
  });

  it('reads a period as a date range', () => {
    expect(periodText({ start_date: '2026-03-02', end_date: '2026-03-08' })).toBe(
      'Mon 02 Mar 2026 – Sun 08 Mar 2026',
    );
  });
});
