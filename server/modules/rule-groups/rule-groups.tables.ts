import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The rule-groups module's tables. */
export type RuleGroupsTables = {
  rule_groups: RuleGroupTable;
  project_time_rule_groups: ProjectTimeRuleGroupTable;
  project_time_rule_group_excluded_projects: ExcludedProjectTable;
};

/** A project a project-time group's automatic assignment leaves alone (migration 0010). */
export type ExcludedProjectTable = {
  project_time_rule_group_id: number;
  project_id: number;
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
  /** The cost code driving time goes to (migration 0010); null: none. */
  driving_time_cost_code_id: number | null;
  created_at_unix: number;
  updated_at_unix: number;
};
