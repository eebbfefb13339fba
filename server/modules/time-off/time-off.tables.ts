import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The time-off module's tables (migration 0018). */
export type TimeOffTables = {
  leave_policies: LeavePolicyTable;
  time_off_requests: TimeOffRequestTable;
};

/**
 * A leave policy of an organisation: hours as minutes (quarter hours are whole minutes), the
 * accrual as hours earned per hour worked; null amounts mean no limit (allowance), none
 * (accrual) and nothing carried over (cap). Names are unique among the policies in use,
 * whatever their case.
 */
export type LeavePolicyTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  code: string | null;
  is_paid: Flag;
  allowance_minutes: number | null;
  accrual_rate: number | null;
  carry_over_cap_minutes: number | null;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};

/**
 * A request for time off: whole days (kind 'days', weekdays of start_date..end_date) or hours
 * on one date (kind 'hours', start_date = end_date), each counted day `day_seconds` long.
 * Dates are the organisation's calendar days ('YYYY-MM-DD'); times 'HH:MM' when given.
 */
export type TimeOffRequestTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  leave_policy_id: number;
  kind: string;
  start_date: string;
  end_date: string;
  day_seconds: number;
  start_time: string | null;
  end_time: string | null;
  total_seconds: number;
  status: string;
  note: string | null;
  decision_note: string | null;
  requested_by_employee_id: number | null;
  decided_by_employee_id: number | null;
  decided_at_unix: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};
