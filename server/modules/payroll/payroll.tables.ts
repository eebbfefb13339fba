import type { Generated } from 'kysely';

/** The payroll module's tables (migration 0017). */
export type PayrollTables = {
  payroll_runs: PayrollRunTable;
  org_pay_versions: OrgPayVersionTable;
  member_card_versions: MemberCardVersionTable;
};

/**
 * A closed pay period: the summary per member as it stood when closed (`summary_json`, a
 * ClosedSummary of payroll-runs.ts), who closed it and when. One per organisation, schedule and
 * period index; closing again replaces it (the audit log keeps the earlier one).
 */
export type PayrollRunTable = {
  id: Generated<number>;
  org_id: number;
  pay_schedule_id: number;
  pay_period_index: number;
  start_dt_unix: number;
  end_dt_unix: number;
  summary_json: string;
  closed_by_employee_id: number | null;
  closed_by_profile_id: number | null;
  closed_at_unix: number;
};

/**
 * The version of what the summary reads besides time cards (pay records, overtime rules, rule
 * groups, pay schedules, closed runs, the organisation's settings), raised by triggers; written
 * by no code.
 */
export type OrgPayVersionTable = {
  org_id: number;
  version: number;
};

/**
 * The version of each member's time cards (migration 0021), raised by triggers on every write of
 * their cards, breaks and allocations and of their name; written by no code. The summary reads
 * and classifies again only the members whose version moved.
 */
export type MemberCardVersionTable = {
  org_id: number;
  employee_id: number;
  version: number;
};
