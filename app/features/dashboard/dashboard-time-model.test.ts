import { describe, expect, it } from 'vitest';
import {
  alertsByCard,
  approvalsSummary,
  mealBreakAlertText,
  nearOvertimeBar,
  nearOvertimeHint,
  placeText,
  shownOfTotal,
  weekChartRows,
  weekComparisonText,
  weekdayLong,
  weekdayShort,
  wholeHours,
  workingNowSummary,
} from './dashboard-time-model';
import { makeDashboard, makeMealBreakAlerts } from './dashboard-test-data';

const H = 3600;
const data = makeDashboard();

describe('the week', () => {
  it('gives the chart one row per workday, this week beside last', () => {
    expect(weekChartRows(data.week)[0]).toEqual({
      date: '2025-06-09',
      thisWeek: 22 * H,
      lastWeek: 7.75 * H,
    });
    expect(weekdayShort('2025-06-09')).toBe('Mon');
    expect(weekdayLong('2025-06-15')).toBe('Sunday');
    expect(wholeHours(8 * H)).toBe('8h');
  });

  it('compares this week with last week by the same moment', () => {
    expect(weekComparisonText(data.week)).toBe('41h 30m more than last week by now');
    expect(
      weekComparisonText({
        ...data.week,
        this_week_seconds: 10 * H,
        last_week_to_date_seconds: 12 * H,
      }),
    ).toBe('2h 0m less than last week by now');
    expect(
      weekComparisonText({
        ...data.week,
        this_week_seconds: 10 * H,
        last_week_to_date_seconds: 10 * H,
      }),
    ).toBe('Same as last week by now');
  });
});

describe('near overtime', () => {
  it('draws hours worked against the weekly threshold, with the overtime or the hours left', () => {
    const [inOvertime, close] = data.near_overtime;
    expect(nearOvertimeBar(inOvertime!)).toEqual({
      id: 23,
      label: 'Fiona Hayes',
      value: 36 * H,
      max: 40 * H,
      hint: '12h 0m overtime · California',
    });
    expect(nearOvertimeHint(close!)).toBe('Overtime in 3h 0m · FLSA');
    expect(
      nearOvertimeBar({
        ...close!,
        overtime_seconds: 2 * H,
        weekly_threshold_seconds: null,
        seconds_to_overtime: null,
      }),
    ).toMatchObject({ value: 39 * H, max: 39 * H, hint: '2h 0m overtime · FLSA' });
  });
});

describe('working now and the rest', () => {
  it('says who is clocked in, where, and what meal break they owe', () => {
    expect(workingNowSummary(data.working_now)).toBe('2 people clocked in, 1 on a break');
    expect(workingNowSummary([])).toBe('Nobody is clocked in');
    expect(placeText(data.working_now[0]!)).toBe('Midtown Lofts · Main building');
    expect(placeText(data.working_now[1]!)).toBeNull();
    const [alert] = makeMealBreakAlerts().alerts;
    expect(mealBreakAlertText(alert!)).toBe('Meal break overdue 30m 0s');
    expect(
      mealBreakAlertText({ ...alert!, break: 'second_meal', state: 'due', seconds_left: 300 }),
    ).toBe('Second meal break due in 5m 0s');
    const second = { ...alert!, break: 'second_meal' as const };
    expect(alertsByCard([alert!, second]).get(501)).toBe(alert);
  });

  it('counts approvals and cut lists in words', () => {
    expect(approvalsSummary(data.approvals)).toBe('7 time cards of 4 team members');
    expect(
      approvalsSummary({
        pending_card_count: 1,
        pending_member_count: 1,
        oldest_clock_in_dt_unix: 1,
      }),
    ).toBe('1 time card of 1 team member');
    expect(shownOfTotal(20, 23)).toBe('Showing 20 of 23');
    expect(shownOfTotal(3, 3)).toBeNull();
  });
});
