import { describe, expect, it } from 'vitest';
import { jobCostingQueryOf, payrollQueryOf } from './report-queries';

const INSTANTS = { start_dt_unix: 100, end_dt_unix: 200 };

describe('what the reports ask', () => {
  it('asks the payroll summary for a range, or a pay period by its schedule and index', () => {
    const base = { asked: { employee_ids: [11] }, includesTimeOff: false };
    expect(
      payrollQueryOf({
        ...base,
        kind: 'week',
        instants: { ...INSTANTS, days: {} } as never,
        period: null,
      }),
    ).toEqual({ start_dt_unix: 100, end_dt_unix: 200, employee_ids: [11] });
    expect(
      payrollQueryOf({
        ...base,
        kind: 'payperiod',
        instants: INSTANTS,
        period: { scheduleId: 2, index: 49 },
        includesTimeOff: true,
      }),
    ).toEqual({
      pay_schedule_id: 2,
      pay_period_id: 49,
      employee_ids: [11],
      include_time_off: 'true',
    });
  });

  it('waits for what it needs, and asks nothing when no row can match', () => {
    expect(
      payrollQueryOf({
        kind: 'payperiod',
        asked: {},
        instants: null,
        period: null,
        includesTimeOff: false,
      }),
    ).toBeNull();
    expect(
      payrollQueryOf({
        kind: 'week',
        asked: 'waiting',
        instants: INSTANTS,
        period: null,
        includesTimeOff: false,
      }),
    ).toBeNull();
    expect(
      payrollQueryOf({
        kind: 'week',
        asked: 'nothing',
        instants: INSTANTS,
        period: null,
        includesTimeOff: false,
      }),
    ).toBe('nothing');
    expect(jobCostingQueryOf({ asked: {}, instants: null })).toBeNull();
    expect(jobCostingQueryOf({ asked: 'nothing', instants: INSTANTS })).toBe('nothing');
    expect(jobCostingQueryOf({ asked: { job_code_ids: [5] }, instants: INSTANTS })).toEqual({
      ...INSTANTS,
      job_code_ids: [5],
    });
  });
});
