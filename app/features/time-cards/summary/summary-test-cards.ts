import type { TimeCard } from '../../../../contract/time-cards';
import { zonedToUnix } from '../../../../contract/time/zoned-time';

/** Test builders: a time card as GET time_cards lists it, with only what a test cares about. */

export const ZONE = 'America/Chicago';
const HOUR = 3600;

/** The instant of a wall-clock time in ZONE: at('2026-11-24', 7.5) is 07:30 there. */
export const at = (date: string, hours: number) =>
  zonedToUnix(date, Math.round(hours * HOUR), ZONE);

export type CardSpec = {
  id: number;
  employee?: { employee_id: number; display_name: string };
  /** Clock-in and clock-out (null: running) as unix seconds. */
  from: number;
  to: number | null;
  breakSeconds?: number;
  /** Worked seconds of a running card (counted to "now" by the server). */
  runningWorked?: number;
  exceptions?: TimeCard['exceptions'];
  projects?: number[];
  approval?: TimeCard['approval_state'];
  canApprove?: boolean;
};

export const ANN = { employee_id: 11, display_name: 'Ann Lee' };
export const BO = { employee_id: 12, display_name: 'Bo Diaz' };

export function makeCard(spec: CardSpec): TimeCard {
  const breaks = spec.breakSeconds ?? 0;
  const worked = spec.to === null ? (spec.runningWorked ?? 0) : spec.to - spec.from - breaks;
  const approval = spec.approval ?? 'pending';
  const employee = spec.employee ?? ANN;
  return {
    id: spec.id,
    org_id: 7,
    employee_id: employee.employee_id,
    employee,
    clock_in_dt_unix: spec.from,
    clock_out_dt_unix: spec.to,
    timezone: ZONE,
    status: spec.to === null ? 'working' : 'completed',
    source: 'web',
    note: null,
    exceptions: spec.exceptions ?? [],
    break_warnings: [],
    payable_clock_out_dt_unix: null,
    signed_off_at_unix: null,
    totals: {
      worked_seconds: worked,
      break_seconds: breaks,
      unpaid_break_seconds: breaks,
      paid_seconds: worked,
      round_minutes: 0,
      rounded_clock_in_dt_unix: spec.from,
      rounded_clock_out_dt_unix: spec.to,
    },
    org_project_ids: spec.projects ?? [],
    approval_state: approval,
    approved_at_unix: approval === 'approved' ? spec.from : null,
    approved_by: approval === 'approved' ? { employee_id: 1, display_name: 'Ada Admin' } : null,
    is_locked: approval === 'approved',
    can_edit: approval !== 'approved',
    can_approve: spec.canApprove ?? true,
    created_at_unix: spec.from,
    updated_at_unix: spec.from,
  };
}
