import type { TimeCardDetail } from '../../../../contract/time-cards';

/** 2 March 2026 in Denver (UTC-7): the day the test cards are on. */
export const DENVER = 'America/Denver';
/** The unix time of a Denver wall-clock time on 2 March 2026 (hours may pass 24). */
export const denver = (hour: number, minute = 0, second = 0) =>
  Date.UTC(2026, 2, 2, hour + 7, minute, second) / 1000;

/**
 * Wes Walker's card of 2 March 2026 in Denver: 07:02:37 to 15:30, an unpaid meal break from
 * 12:00 to 12:30, all on Midtown Lofts (project 5, site 9, cost code 3), pending.
 */
export function makeCard(overrides: Partial<TimeCardDetail> = {}): TimeCardDetail {
  const clockIn = denver(7, 2, 37);
  const clockOut = denver(15, 30);
  return {
    id: 900,
    org_id: 7,
    employee_id: 50,
    employee: { employee_id: 50, display_name: 'Wes Walker' },
    clock_in_dt_unix: clockIn,
    clock_out_dt_unix: clockOut,
    timezone: DENVER,
    status: 'completed',
    source: 'web',
    note: 'Framing level 2',
    exceptions: [],
    break_warnings: [],
    payable_clock_out_dt_unix: null,
    signed_off_at_unix: null,
    totals: {
      worked_seconds: clockOut - clockIn - 1800,
      break_seconds: 1800,
      unpaid_break_seconds: 1800,
      paid_seconds: clockOut - clockIn - 1800,
      round_minutes: 0,
      rounded_clock_in_dt_unix: clockIn,
      rounded_clock_out_dt_unix: clockOut,
    },
    org_project_ids: [5],
    approval_state: 'pending',
    approved_at_unix: null,
    approved_by: null,
    is_locked: false,
    can_edit: true,
    can_approve: true,
    created_at_unix: clockIn,
    updated_at_unix: clockOut,
    breaks: [
      {
        id: 31,
        break_type: 'meal',
        is_paid: false,
        start_dt_unix: denver(12),
        end_dt_unix: denver(12, 30),
        duration_seconds: 1800,
        is_automatic: false,
      },
    ],
    allocations: [
      {
        id: 41,
        org_project_id: 5,
        project_name: 'Midtown Lofts',
        work_site_id: 9,
        work_site_name: 'North yard',
        job_code_id: 3,
        job_code: '06-100',
        start_dt_unix: clockIn,
        end_dt_unix: clockOut,
        worked_seconds: clockOut - clockIn - 1800,
      },
    ],
    photos: [],
    location_readings: [],
    history: [],
    ...overrides,
  };
}
