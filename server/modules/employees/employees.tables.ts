import type { Generated, Insertable, Selectable } from 'kysely';
import type { Flag } from '../../db/column-types';

/**
 * The employees module's tables: people's memberships of organisations, their secondary managers
 * and permission overrides, and the per-organisation counts that triggers on employees keep.
 */
export type EmployeesTables = {
  employees: EmployeeTable;
  employee_secondary_managers: EmployeeSecondaryManagerTable;
  employee_permissions: EmployeePermissionTable;
  org_member_counts: OrgMemberCountsTable;
};

export type EmployeeTable = {
  id: Generated<number>;
  org_id: number;
  profile_id: number;
  role_id: number;
  /** The name as the organisation knows the person; kept in step with the profile. */
  display_name: string;
  /** Lower-cased display name: the list's sort key. */
  sort_key: string;
  /** Lower-cased "name e-mail": what the list's search matches, without a join. */
  search_key: string;
  title: string | null;
  staffing_status: string;
  is_saas_enabled: Flag;
  saas_enabled_updated_at_unix: number | null;
  is_pending_profile: Flag;
  invite_expiry_dt_unix: number | null;
  start_dt_unix: number | null;
  end_dt_unix: number | null;
  primary_manager_id: number | null;
  enable_time_card_editing: Flag;
  is_time_tracking_enabled: Flag;
  is_co_employed: Flag;
  created_at_unix: number;
  updated_at_unix: number;
  /** The person's time-clock rule group; null follows the organisation's default (0005). */
  rule_group_id: number | null;
  /** The person's project-time rule group; null follows the organisation's default (0005). */
  project_time_rule_group_id: number | null;
};

export type EmployeeSecondaryManagerTable = {
  org_id: number;
  employee_id: number;
  manager_id: number;
};

export type EmployeePermissionTable = {
  org_id: number;
  employee_id: number;
  permission_id: number;
  /** 1 grants, 0 withdraws a variable permission of the role. */
  value: Flag;
};

/** Kept by triggers on employees (migration 0002). */
export type OrgMemberCountsTable = {
  org_id: number;
  workers: number;
  seats: number;
  active: number;
  pending: number;
  saas_disabled: number;
  removed: number;
  /** Raised on every change of the organisation's employees. */
  version: number;
};

export type EmployeeRecord = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;
