import { describe, expect, it } from 'vitest';
import { zonedToUnix } from '../../../contract/time/zoned-time';
import { DEFAULT_WORKWEEK } from '../pay-rules/pay-rules.service';
import type { DashboardCard } from './card-time';
import {
  nearOvertime,
  ruleChoiceOf,
  weeklyThresholdOf,
  type MemberWeek,
  type PayRecordFacts,
} from './near-overtime';

const LA = 'America/Los_Angeles';
const H = 3600;
const MONDAY = '2026-01-12';
const day = (offset: number) => `2026-01-${String(12 + offset).padStart(2, '0')}`;
const at = (offset: number, hours: number) => zonedToUnix(day(offset), hours * H, LA);
const week = { startDate: MONDAY, workweek: DEFAULT_WORKWEEK, timeZone: LA, orgState: null };

let id = 0;
/** Days of `hours` from 7:00, with an unpaid half-hour meal when `meal`. */
function days(hours: number[], meal = false): DashboardCard[] {
  return hours.map((length, offset) => {
    id += 1;
    const start = at(offset, 7);
    return {
      id,
      employeeId: 1,
      displayName: 'A',
      clockIn: start,
      clockOut: start + length * H + (meal ? 1800 : 0),
      status: 'completed',
      breaks: meal
        ? [{ type: 'meal', start: start + 4 * H, end: start + 4.5 * H, isPaid: false }]
        : [],
    };
  });
}

function member(
  employeeId: number,
  cards: DashboardCard[],
  record: PayRecordFacts = null,
): MemberWeek {
  return { employeeId, displayName: `Member ${employeeId}`, cards, record };
}

const hourly = (rule: NonNullable<PayRecordFacts>['overtimeRule'] = null): PayRecordFacts => ({
  payType: 'hourly',
  exemptionStatus: 'non-exempt',
  overtimeRule: rule,
});

describe('the rule a member is classified under', () => {
  it('is their pay record’s rule, else California in CA, else the FLSA', () => {
    const rule = {
      id: 4,
      name: 'Ours',
      daily_overtime_after_hours: 10,
      daily_double_time_after_hours: null,
      weekly_overtime_after_hours: 36,
      is_seventh_day_rule: false,
    };
    expect(ruleChoiceOf(hourly(rule), 'CA')).toEqual({ kind: 'custom', rule });
    expect(ruleChoiceOf(hourly(), 'CA')).toEqual({ kind: 'california' });
    expect(ruleChoiceOf(null, 'NY')).toEqual({ kind: 'flsa' });
    expect(weeklyThresholdOf({ kind: 'flsa' })).toBe(40 * H);
    expect(weeklyThresholdOf({ kind: 'custom', rule })).toBe(36 * H);
    expect(
      weeklyThresholdOf({ kind: 'custom', rule: { ...rule, weekly_overtime_after_hours: null } }),
    ).toBeNull();
  });
});

describe('nearOvertime', () => {
  it('lists a member within 4 hours of 40 under the FLSA, not one further away (29 U.S.C. 207(a)(1))', () => {
    const rows = nearOvertime(
      [member(1, days([9, 9, 9, 9])), member(2, days([8, 8, 8, 8]))],
      week,
      at(4, 0),
    );
    expect(rows).toEqual([
      {
        employee_id: 1,
        display_name: 'Member 1',
        regular_seconds: 36 * H,
        overtime_seconds: 0,
        double_time_seconds: 0,
        weekly_threshold_seconds: 40 * H,
        seconds_to_overtime: 4 * H,
        rule_id: 'flsa',
        rule_name: 'FLSA',
      },
    ]);
  });

  it('lists a California member with daily overtime already, unpaid meal breaks left out (Cal. Lab. Code 510(a))', () => {
    const rows = nearOvertime(
      [member(3, days([10, 8], true))],
      { ...week, orgState: 'CA' },
      at(2, 0),
    );
    expect(rows).toMatchObject([
      {
        employee_id: 3,
        regular_seconds: 16 * H,
        overtime_seconds: 2 * H,
        seconds_to_overtime: 24 * H,
        rule_id: 'california',
      },
    ]);
  });

  it('counts a running card up to now, and puts overtime first', () => {
    const running: DashboardCard = {
      id: 99,
      employeeId: 5,
      displayName: 'Member 5',
      clockIn: at(3, 7),
      clockOut: null,
      status: 'working',
      breaks: [],
    };
    const now = at(3, 14);
    const rows = nearOvertime(
      [member(5, [...days([10, 10, 10]), running]), member(6, days([12, 12, 12, 5]))],
      week,
      now,
    );
    expect(rows.map((row) => [row.employee_id, row.regular_seconds, row.overtime_seconds])).toEqual(
      [
        [6, 40 * H, 1 * H],
        [5, 37 * H, 0],
      ],
    );
  });

  it('never lists exempt members or contractors', () => {
    const long = days([12, 12, 12, 12]);
    const rows = nearOvertime(
      [
        member(7, long, { payType: 'salary', exemptionStatus: 'exempt', overtimeRule: null }),
        member(8, long, { payType: '1099', exemptionStatus: null, overtimeRule: null }),
      ],
      week,
      at(5, 0),
    );
    expect(rows).toEqual([]);
  });
});
