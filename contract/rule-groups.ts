import { z } from 'zod';
import { zEmployeeParams } from './employees';
import { zData, zPage, zPageQuery } from './pagination';

/**
 * Rule groups (core.md 3): the time-clock rules (clock permissions, geofence, breaks, time
 * limits, work forms) and the project-time rules (how time is assigned to projects and cost
 * codes) that apply to a team member. Every organisation has one default group of each kind;
 * a team member without a group of their own follows the default.
 */

/** How time is assigned to projects: automatically (from where people are) or by hand. */
export const ASSIGNMENT_MODES = ['auto', 'manual'] as const;
export type AssignmentMode = (typeof ASSIGNMENT_MODES)[number];

/**
 * Where time that belongs to no project (or driving time) goes: nowhere, or the project worked
 * on before or after it. The spec names the fields without their values; these are ours.
 */
export const PROJECT_TIME_TARGETS = ['unassigned', 'previous_project', 'next_project'] as const;
export type ProjectTimeTarget = (typeof PROJECT_TIME_TARGETS)[number];

export const RULE_GROUP_TEXT = {
  groupInvalid: 'Choose a rule group of this organization.',
} as const;

const zId = z.number().int();
const zSeconds = z.number().int().nullable();
const zRef = z.object({ id: zId, name: z.string() });

export const zClockPermissions = z.object({
  time_tracking: z.boolean(),
  allow_clock_editing: z.boolean(),
  require_clock_in_photo: z.boolean(),
  allow_clock_in_and_clock_out_from_kiosks: z.boolean(),
});

/** A time-clock rule group. Durations and times of day are seconds; null means no limit. */
export const zRuleGroup = z.object({
  id: zId,
  name: z.string(),
  is_organization_default: z.boolean(),
  /** Team members (not removed) who follow the group, the default's including those without one. */
  employee_count: z.number().int(),
  clock_permissions: zClockPermissions,
  geofence: z.object({
    restrict_geofence_clockin: z.boolean(),
    automatic_geofence_clockout_trim: z.boolean(),
  }),
  breaks: z.object({
    has_auto_meal_breaks: z.boolean(),
    is_first_meal_break_required: z.boolean(),
    first_meal_break_after_seconds: zSeconds,
    first_meal_break_duration_seconds: zSeconds,
    is_second_meal_break_required: z.boolean(),
    second_meal_break_after_seconds: zSeconds,
    second_meal_break_duration_seconds: zSeconds,
    is_send_meal_break_reminders: z.boolean(),
    is_send_rest_break_reminders: z.boolean(),
  }),
  time_limits: z.object({
    /** Earliest clock-in, as seconds after midnight in the organisation's time zone. */
    clock_in_from_seconds: zSeconds,
    /** Latest clock-out, as seconds after midnight in the organisation's time zone. */
    clock_out_by_seconds: zSeconds,
    total_daily_seconds: zSeconds,
  }),
  rule_work_forms: z.object({ time_card_waiver: z.boolean() }),
  /** Work forms of type time-card-sign-off (none exist yet). */
  work_forms: z.array(zRef),
});
export type RuleGroup = z.infer<typeof zRuleGroup>;

/**
 * A new time-clock group before its settings: the column defaults of migration 0005, which a new
 * organisation's default group starts with. The server lays a write over it; the app's fixtures
 * and the API tests start from it.
 */
export const STARTING_TIME_CLOCK: RuleGroup = {
  id: 0,
  name: '',
  is_organization_default: false,
  employee_count: 0,
  clock_permissions: {
    time_tracking: true,
    allow_clock_editing: false,
    require_clock_in_photo: false,
    allow_clock_in_and_clock_out_from_kiosks: false,
  },
  geofence: { restrict_geofence_clockin: false, automatic_geofence_clockout_trim: false },
  breaks: {
    has_auto_meal_breaks: false,
    is_first_meal_break_required: false,
    first_meal_break_after_seconds: null,
    first_meal_break_duration_seconds: null,
    is_second_meal_break_required: false,
    second_meal_break_after_seconds: null,
    second_meal_break_duration_seconds: null,
    is_send_meal_break_reminders: false,
    is_send_rest_break_reminders: false,
  },
  time_limits: {
    clock_in_from_seconds: null,
    clock_out_by_seconds: null,
    total_daily_seconds: null,
  },
  rule_work_forms: { time_card_waiver: false },
  work_forms: [],
};

export const zCostCodeRef = z.object({ id: zId, code: z.string(), name: z.string() });

/** A project-time rule group. */
export const zProjectTimeRuleGroup = z.object({
  id: zId,
  name: z.string(),
  is_organization_default: z.boolean(),
  employee_count: z.number().int(),
  assignment_mode: z.enum(ASSIGNMENT_MODES),
  require_team_members_to_assign_time_to_projects: z.boolean(),
  /** Projects the automatic assignment leaves alone (no projects exist yet). */
  excluded_projects: z.array(zRef),
  assign_non_project_time_target: z.enum(PROJECT_TIME_TARGETS),
  require_team_members_to_assign_time_to_cost_codes: z.boolean(),
  require_team_members_to_assign_time_to_cost_codes_on_clockout: z.boolean(),
  allow_team_members_to_create_projects: z.boolean(),
  assign_driving_time_target: z.enum(PROJECT_TIME_TARGETS),
  /** The cost code driving time goes to (no cost codes exist yet). */
  driving_time_cost_code: zCostCodeRef.nullable(),
});
export type ProjectTimeRuleGroup = z.infer<typeof zProjectTimeRuleGroup>;

/**
 * A new project-time group before its settings: the column defaults of migration 0005, which a
 * new organisation's default group starts with (manual, requiring nothing). The app's fixtures
 * and the API tests start from it.
 */
export const STARTING_PROJECT_TIME: ProjectTimeRuleGroup = {
  id: 0,
  name: '',
  is_organization_default: false,
  employee_count: 0,
  assignment_mode: 'manual',
  require_team_members_to_assign_time_to_projects: false,
  excluded_projects: [],
  assign_non_project_time_target: 'unassigned',
  require_team_members_to_assign_time_to_cost_codes: false,
  require_team_members_to_assign_time_to_cost_codes_on_clockout: false,
  allow_team_members_to_create_projects: false,
  assign_driving_time_target: 'unassigned',
  driving_time_cost_code: null,
};

/** What the organisation summary reads of its project-time rules. */
export type ProjectTimeRulesInput = Pick<
  ProjectTimeRuleGroup,
  | 'assignment_mode'
  | 'require_team_members_to_assign_time_to_projects'
  | 'require_team_members_to_assign_time_to_cost_codes'
  | 'require_team_members_to_assign_time_to_cost_codes_on_clockout'
  | 'driving_time_cost_code'
>;

export const zProjectTimeRulesSummary = z.object({
  is_auto: z.boolean(),
  require_project_time: z.boolean(),
  require_cost_codes: z.boolean(),
});
export type ProjectTimeRulesSummary = z.infer<typeof zProjectTimeRulesSummary>;

/**
 * The summary derived for the organisation (core.md 3): in auto mode all time goes to projects,
 * and cost codes are required when clocking out asks for one or driving time goes to a cost
 * code; in manual mode both follow the group's require flags.
 */
export function projectTimeRulesSummary(rules: ProjectTimeRulesInput): ProjectTimeRulesSummary {
  const isAuto = rules.assignment_mode === 'auto';
  return {
    is_auto: isAuto,
    require_project_time: isAuto || rules.require_team_members_to_assign_time_to_projects,
    require_cost_codes: isAuto
      ? rules.require_team_members_to_assign_time_to_cost_codes_on_clockout ||
        rules.driving_time_cost_code !== null
      : rules.require_team_members_to_assign_time_to_cost_codes,
  };
}

/** The rule-group fields of the organisation (document 2, "Organisation"): its default groups. */
export const zOrgRuleSummary = z.object({
  rule_group: z.object({
    clock_permissions: zClockPermissions.pick({ time_tracking: true, allow_clock_editing: true }),
  }),
  project_time_rules: zProjectTimeRulesSummary,
});
export type OrgRuleSummary = z.infer<typeof zOrgRuleSummary>;

export function orgRuleSummary(
  timeClock: Pick<RuleGroup, 'clock_permissions'>,
  projectTime: ProjectTimeRulesInput,
): OrgRuleSummary {
  return {
    rule_group: {
      clock_permissions: {
        time_tracking: timeClock.clock_permissions.time_tracking,
        allow_clock_editing: timeClock.clock_permissions.allow_clock_editing,
      },
    },
    project_time_rules: projectTimeRulesSummary(projectTime),
  };
}

const zOrgParams = zEmployeeParams.pick({ org_id: true });
export const zRuleGroupIdParams = zOrgParams.extend({
  rule_group_id: z.coerce.number().int().min(1),
});
export const zProjectTimeRuleGroupIdParams = zOrgParams.extend({
  project_time_rule_group_id: z.coerce.number().int().min(1),
});

/** GET …/rule_groups and …/project_time_rule_groups: the default first, then by name. */
export const zRuleGroupListQuery = zPageQuery;
export type RuleGroupListQuery = z.infer<typeof zRuleGroupListQuery>;
export const zRuleGroupListResponse = zPage(zRuleGroup);
export const zRuleGroupResponse = zData(zRuleGroup);
export const zProjectTimeRuleGroupListResponse = zPage(zProjectTimeRuleGroup);
export const zProjectTimeRuleGroupResponse = zData(zProjectTimeRuleGroup);
