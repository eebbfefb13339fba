import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The compensation module's table: pay records. */
export type CompensationTables = {
  compensations: CompensationTable;
};

/**
 * A pay record of a team member (migration 0004): money in cents, weekly hours in hundredths.
 * Fields its pay type does not use are null.
 */
export type CompensationTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  effective_dt_unix: number;
  /** 'YYYY-MM-DD' of effective_dt_unix in the organisation's time zone: one record per day. */
  effective_date: string;
  pay_type: string;
  pay_rate_cents: number | null;
  exemption_status: string | null;
  is_breaks_paid: Flag | null;
  rate_type_1099: string | null;
  annual_salary_cents: number | null;
  weekly_hours_e2: number | null;
  overtime_rule_id: number | null;
  wc_code_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};
