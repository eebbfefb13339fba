import type { Dashboard, MealBreakAlerts } from '../../../contract/dashboard';

/**
 * A dashboard as the server answers it, for the screen's tests: Wednesday 2025-06-11 14:00 in
 * Denver (the test organisation's zone), two members working, a week of hours, one member near
 * overtime and one in it, flagged cards and approvals.
 */
export const AS_OF = 1_749_672_000; // 2025-06-11 14:00 MDT

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    as_of_unix: AS_OF,
    timezone: 'America/Denver',
    working_now: [
      {
        employee_id: 21,
        display_name: 'Dana Brooks',
        time_card_id: 501,
        status: 'working',
        clock_in_dt_unix: AS_OF - 6 * 3600,
        worked_seconds: 5.5 * 3600,
        project: { id: 3, name: 'Midtown Lofts' },
        work_site: { id: 4, name: 'Main building' },
        last_location: { latitude: 38.57, longitude: -121.48, recorded_at_unix: AS_OF - 600 },
      },
      {
        employee_id: 22,
        display_name: 'Eli Turner',
        time_card_id: 502,
        status: 'on_break',
        clock_in_dt_unix: AS_OF - 3600,
        worked_seconds: 45 * 60,
        project: null,
        work_site: null,
        last_location: null,
      },
    ],
    week: {
      start_date: '2025-06-09',
      days: [
        ['2025-06-09', 22, 7.75],
        ['2025-06-10', 22, 2],
        ['2025-06-11', 18.25, 11],
        ['2025-06-12', 0, 8],
        ['2025-06-13', 0, 0],
        ['2025-06-14', 0, 0],
        ['2025-06-15', 0, 0],
      ].map(([date, now, last]) => ({
        date: date as string,
        this_week_seconds: (now as number) * 3600,
        last_week_seconds: (last as number) * 3600,
      })),
      this_week_seconds: 62.25 * 3600,
      last_week_seconds: 28.75 * 3600,
      last_week_to_date_seconds: 20.75 * 3600,
    },
    near_overtime: [
      {
        employee_id: 23,
        display_name: 'Fiona Hayes',
        regular_seconds: 24 * 3600,
        overtime_seconds: 12 * 3600,
        double_time_seconds: 0,
        weekly_threshold_seconds: 40 * 3600,
        seconds_to_overtime: 16 * 3600,
        rule_id: 'california',
        rule_name: 'California',
      },
      {
        employee_id: 24,
        display_name: 'Gabe Foster',
        regular_seconds: 37 * 3600,
        overtime_seconds: 0,
        double_time_seconds: 0,
        weekly_threshold_seconds: 40 * 3600,
        seconds_to_overtime: 3 * 3600,
        rule_id: 'flsa',
        rule_name: 'FLSA',
      },
    ],
    exceptions: {
      total: 1,
      items: [
        {
          time_card_id: 480,
          employee_id: 21,
          display_name: 'Dana Brooks',
          types: ['clock_started_late'],
          clock_in_dt_unix: AS_OF - 31 * 3600,
        },
      ],
    },
    missing_breaks: {
      total: 23,
      items: Array.from({ length: 20 }, (_, index) => ({
        time_card_id: 400 + index,
        employee_id: 23,
        display_name: 'Fiona Hayes',
        types: ['first_meal_break_missing' as const],
        clock_in_dt_unix: AS_OF - (index + 1) * 3600,
      })),
    },
    approvals: {
      pending_card_count: 7,
      pending_member_count: 4,
      oldest_clock_in_dt_unix: AS_OF - 8 * 86400,
    },
    ...overrides,
  };
}

export function makeMealBreakAlerts(overrides: Partial<MealBreakAlerts> = {}): MealBreakAlerts {
  return {
    as_of_unix: AS_OF,
    due_soon_seconds: 900,
    alerts: [
      {
        employee_id: 21,
        display_name: 'Dana Brooks',
        time_card_id: 501,
        status: 'working',
        clock_in_dt_unix: AS_OF - 6 * 3600,
        worked_seconds: 5.5 * 3600,
        break: 'first_meal',
        state: 'overdue',
        due_dt_unix: AS_OF - 30 * 60,
        seconds_left: 0,
        seconds_overdue: 30 * 60,
        required_duration_seconds: 1800,
        rule_group: { id: 2, name: 'California meal breaks' },
      },
    ],
    ...overrides,
  };
}

/** Nothing to show: a quiet week. */
export const EMPTY_DASHBOARD = makeDashboard({
  working_now: [],
  week: {
    start_date: '2025-06-09',
    days: makeDashboard().week.days.map((day) => ({
      ...day,
      this_week_seconds: 0,
      last_week_seconds: 0,
    })),
    this_week_seconds: 0,
    last_week_seconds: 0,
    last_week_to_date_seconds: 0,
  },
  near_overtime: [],
  exceptions: { total: 0, items: [] },
  missing_breaks: { total: 0, items: [] },
  approvals: { pending_card_count: 0, pending_member_count: 0, oldest_clock_in_dt_unix: null },
});
