import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables as Kysely sees them. Conventions on both SQLite and PostgreSQL:
 * - ids are integers (autoincrement / serial); session and OTP request ids are random text;
 * - booleans are stored as integers 0/1 (`Flag`), converted in the repositories;
 * - times are unix seconds in `*_unix` columns; JSON is text.
 */
export type Flag = 0 | 1;

export type ProfileTable = {
  id: Generated<number>;
  email: string;
  display_name: string;
  mobile: string | null;
  /** The mobile number as digits with an optional leading +, for sign-in by mobile. */
  mobile_digits: string | null;
  suburb: string | null;
  state: string | null;
  business_name: string | null;
  country_code: string;
  timezone: string;
  password_hash: string | null;
  /** Marked inactive by the provider administrator: sign-in is refused. */
  is_inactive: Flag;
  /**
   * The organisation that recorded `mobile` for a person who has not given it themselves (0007):
   * contact data, not a way to sign in. Null when the person gave it.
   */
  mobile_org_id: Generated<number | null>;
  /** Raised by a trigger on every update: part of the GET /me cache key. */
  version: Generated<number>;
  created_at_unix: number;
  updated_at_unix: number;
};

export type ProductPlanTable = {
  id: number;
  name: string;
  tier: string;
  recurring_interval: string;
};

export type OrganisationTable = {
  id: Generated<number>;
  name: string;
  /** Lower-cased name for search and ordering. */
  sort_key: string;
  about: string | null;
  license_no: string | null;
  timezone: string;
  country_code: string;
  state: string | null;
  company_size: string | null;
  crew_product_status: string;
  plan_id: number | null;
  extend_pro: Flag;
  accounting_system: string | null;
  empty_state_flags: string;
  feature_flags: string;
  auto_archive_projects_after_days: number | null;
  is_auto_restore_projects: Flag;
  enable_time_card_editing: Flag;
  requires_location_tracking: Flag;
  is_split_tc_enabled: Flag;
  is_meal_break_enabled: Flag;
  time_round_minutes: number;
  requires_cost_allocation: Flag;
  has_default_state_break_rule: Flag;
  is_breaks_paid: Flag;
  wfm_feature_state: string;
  wfm_trial_expiry_unix: number | null;
  tt_feature_state: string;
  tt_trial_expiry_unix: number | null;
  /** Raised by a trigger on every update: part of the GET /me cache key. */
  version: Generated<number>;
  created_at_unix: number;
  updated_at_unix: number;
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

export type EmployeeGroupTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  created_at_unix: number;
  archived_at_unix: number | null;
};

export type EmployeeGroupMemberTable = {
  org_id: number;
  group_id: number;
  employee_id: number;
};

export type EmployeePermissionTable = {
  org_id: number;
  employee_id: number;
  permission_id: number;
  /** 1 grants, 0 withdraws a variable permission of the role. */
  value: Flag;
};

/** A sign-in session: the refresh-token family, or an impersonation grant. */
export type AuthSessionTable = {
  id: string;
  profile_id: number;
  kind: string;
  actor_profile_id: number | null;
  created_at_unix: number;
  revoked_at_unix: number | null;
};

export type RefreshTokenTable = {
  id: Generated<number>;
  family_id: string;
  token_hash: string;
  created_at_unix: number;
  expires_at_unix: number;
  used_at_unix: number | null;
  revoked_at_unix: number | null;
};

export type OtpCodeTable = {
  id: string;
  profile_id: number;
  channel: string;
  destination: string;
  code_hash: string;
  expires_at_unix: number;
  attempts: number;
  used_at_unix: number | null;
  created_at_unix: number;
};

export type PasswordResetTable = {
  id: Generated<number>;
  profile_id: number;
  token_hash: string;
  expires_at_unix: number;
  used_at_unix: number | null;
  created_at_unix: number;
};

export type InviteTable = {
  id: Generated<number>;
  org_id: number;
  employee_id: number;
  profile_id: number;
  token_hash: string;
  expires_at_unix: number;
  accepted_at_unix: number | null;
  created_at_unix: number;
  /** Set when a newer link was issued or the address changed (0007): answers as expired. */
  revoked_at_unix: Generated<number | null>;
};

export type LoginAttemptTable = {
  id: Generated<number>;
  account_key: string;
  ip: string;
  at_unix: number;
};

export type OutboxTable = {
  id: Generated<number>;
  channel: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at_unix: number;
  sent_at_unix: number | null;
  attempts: number;
  error: string | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  actor_profile_id: number | null;
  org_id: number | null;
  entity: string;
  entity_id: number | null;
  action: string;
  before_json: string | null;
  after_json: string | null;
  at_unix: number;
};

export type JobTable = {
  id: Generated<number>;
  org_id: number | null;
  kind: string;
  status: string;
  payload: string;
  result: string | null;
  error: string | null;
  created_at_unix: number;
  updated_at_unix: number;
  finished_at_unix: number | null;
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

/** An overtime rule of an organisation (migration 0004); thresholds in minutes, null = none. */
export type OvertimeRuleTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  daily_overtime_after_minutes: number | null;
  daily_double_time_after_minutes: number | null;
  weekly_overtime_after_minutes: number | null;
  is_seventh_day_rule: Flag;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};

/** A workers' compensation code (migration 0004); the rate per $100 in ten-thousandths. */
export type WcCodeTable = {
  id: Generated<number>;
  org_id: number;
  code: string;
  name: string | null;
  rate_e4: number;
  state: string | null;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
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

/**
 * A time-clock rule group (migration 0005). Every setting has a column default, the values a
 * new organisation's default group starts with; seconds are null where no limit applies.
 */
export type RuleGroupTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  /** One group per organisation is its default (a partial unique index). */
  is_organization_default: Flag;
  time_tracking: Generated<Flag>;
  allow_clock_editing: Generated<Flag>;
  require_clock_in_photo: Generated<Flag>;
  allow_clock_in_and_clock_out_from_kiosks: Generated<Flag>;
  restrict_geofence_clockin: Generated<Flag>;
  automatic_geofence_clockout_trim: Generated<Flag>;
  has_auto_meal_breaks: Generated<Flag>;
  is_first_meal_break_required: Generated<Flag>;
  first_meal_break_after_seconds: number | null;
  first_meal_break_duration_seconds: number | null;
  is_second_meal_break_required: Generated<Flag>;
  second_meal_break_after_seconds: number | null;
  second_meal_break_duration_seconds: number | null;
  is_send_meal_break_reminders: Generated<Flag>;
  is_send_rest_break_reminders: Generated<Flag>;
  clock_in_from_seconds: number | null;
  clock_out_by_seconds: number | null;
  total_daily_seconds: number | null;
  time_card_waiver: Generated<Flag>;
  created_at_unix: number;
  updated_at_unix: number;
};

/** A project-time rule group (migration 0005); settings have column defaults as above. */
export type ProjectTimeRuleGroupTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  is_organization_default: Flag;
  /** 'auto' or 'manual'. */
  assignment_mode: Generated<string>;
  require_team_members_to_assign_time_to_projects: Generated<Flag>;
  assign_non_project_time_target: Generated<string>;
  require_team_members_to_assign_time_to_cost_codes: Generated<Flag>;
  require_team_members_to_assign_time_to_cost_codes_on_clockout: Generated<Flag>;
  allow_team_members_to_create_projects: Generated<Flag>;
  assign_driving_time_target: Generated<string>;
  created_at_unix: number;
  updated_at_unix: number;
};

export type Database = {
  org_member_counts: OrgMemberCountsTable;
  profiles: ProfileTable;
  product_plans: ProductPlanTable;
  organisations: OrganisationTable;
  employees: EmployeeTable;
  employee_secondary_managers: EmployeeSecondaryManagerTable;
  employee_groups: EmployeeGroupTable;
  employee_group_members: EmployeeGroupMemberTable;
  employee_group_managers: EmployeeGroupMemberTable;
  employee_permissions: EmployeePermissionTable;
  auth_sessions: AuthSessionTable;
  refresh_tokens: RefreshTokenTable;
  otp_codes: OtpCodeTable;
  password_resets: PasswordResetTable;
  invites: InviteTable;
  login_attempts: LoginAttemptTable;
  outbox: OutboxTable;
  audit_log: AuditLogTable;
  jobs: JobTable;
  overtime_rules: OvertimeRuleTable;
  wc_codes: WcCodeTable;
  compensations: CompensationTable;
  rule_groups: RuleGroupTable;
  project_time_rule_groups: ProjectTimeRuleGroupTable;
};

export type ProfileRow = Selectable<ProfileTable>;
export type NewProfile = Insertable<ProfileTable>;
export type OrganisationRow = Selectable<OrganisationTable>;
export type NewOrganisation = Insertable<OrganisationTable>;
export type OrganisationUpdate = Updateable<OrganisationTable>;
export type EmployeeRecord = Selectable<EmployeeTable>;
export type NewEmployee = Insertable<EmployeeTable>;
export type OutboxRow = Selectable<OutboxTable>;
