import { z } from 'zod';
import type { FeatureKey } from './plans';
import {
  ASSIGNMENT_MODES,
  PROJECT_TIME_TARGETS,
  zProjectTimeRuleGroup,
  zRuleGroup,
} from './rule-groups';
import { isDisplayText, RULE_TEXT } from './validation';

/**
 * Creating, editing and deleting rule groups (issue 13). A create names the group and may set
 * any setting (the rest take the default group's starting values); an edit sends only what
 * changes, section by section. Durations and times of day are whole minutes, in seconds.
 */

export const RULE_GROUP_NAME_MAX = 80;
/** Longest meal break: four hours. */
export const MEAL_BREAK_MAX_SECONDS = 4 * 3600;
/** Projects one project-time group may leave alone. */
export const EXCLUDED_PROJECTS_MAX = 500;

export const RULE_GROUP_WRITE_TEXT = {
  created: 'Rule group has been created!',
  updated: 'Rule group has been updated!',
  deleted: 'Rule group has been deleted! Its team members now follow the default group.',
  nameLength: `Must be ${RULE_GROUP_NAME_MAX} characters or less`,
  nameTaken: 'A rule group with this name already exists',
  defaultNotDeletable:
    'The default rule group cannot be deleted: team members without a group of their own follow it.',
  wholeMinutes: 'Use whole minutes.',
  mealBreakIncomplete: 'Set when a required meal break starts and how long it lasts.',
  secondAfterFirst: 'The second meal break must start after the first one.',
  clockOutAfterClockIn: 'The latest clock-out must be after the earliest clock-in.',
  projectsInvalid: 'Choose projects of this organization.',
  costCodeInvalid: 'Choose a cost code of this organization.',
} as const;

const zName = z
  .string()
  .trim()
  .min(1, RULE_TEXT.required)
  .max(RULE_GROUP_NAME_MAX, RULE_GROUP_WRITE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

const minutes = (min: number, max: number) =>
  z.number().int().min(min).max(max).multipleOf(60, RULE_GROUP_WRITE_TEXT.wholeMinutes).nullable();
/** Seconds after midnight, in the organisation's time zone. */
const zTimeOfDay = minutes(0, 86_400 - 60);
/** Time worked before a meal break starts: up to a day. */
const zBreakAfter = minutes(60, 86_400);
const zBreakDuration = minutes(60, MEAL_BREAK_MAX_SECONDS);
const zDailyTotal = minutes(60, 86_400);

const shape = zRuleGroup.shape;
/** The settings of a time-clock group, each section partial: an edit sends what changes. */
export const zRuleGroupSettings = z
  .object({
    clock_permissions: shape.clock_permissions.partial().strict(),
    geofence: shape.geofence.partial().strict(),
    breaks: z
      .object({
        has_auto_meal_breaks: z.boolean(),
        is_first_meal_break_required: z.boolean(),
        first_meal_break_after_seconds: zBreakAfter,
        first_meal_break_duration_seconds: zBreakDuration,
        is_second_meal_break_required: z.boolean(),
        second_meal_break_after_seconds: zBreakAfter,
        second_meal_break_duration_seconds: zBreakDuration,
        is_send_meal_break_reminders: z.boolean(),
        is_send_rest_break_reminders: z.boolean(),
      })
      .partial()
      .strict(),
    time_limits: z
      .object({
        clock_in_from_seconds: zTimeOfDay,
        clock_out_by_seconds: zTimeOfDay,
        total_daily_seconds: zDailyTotal,
      })
      .partial()
      .strict(),
    rule_work_forms: shape.rule_work_forms.partial().strict(),
  })
  .partial();
export type RuleGroupSettings = z.infer<typeof zRuleGroupSettings>;

/** POST /orgs/{org_id}/rule_groups. */
export const zRuleGroupCreate = zRuleGroupSettings.extend({ name: zName }).strict();
export type RuleGroupCreate = z.infer<typeof zRuleGroupCreate>;
/** PATCH /orgs/{org_id}/rule_group/{rule_group_id}. */
export const zRuleGroupPatch = zRuleGroupSettings.extend({ name: zName.optional() }).strict();
export type RuleGroupPatch = z.infer<typeof zRuleGroupPatch>;

const zId = z.number().int().min(1);
/** The settings of a project-time group; projects and the cost code are named by id. */
export const zProjectTimeRuleGroupSettings = z
  .object({
    assignment_mode: z.enum(ASSIGNMENT_MODES),
    require_team_members_to_assign_time_to_projects: z.boolean(),
    excluded_project_ids: z.array(zId).max(EXCLUDED_PROJECTS_MAX),
    assign_non_project_time_target: z.enum(PROJECT_TIME_TARGETS),
    require_team_members_to_assign_time_to_cost_codes: z.boolean(),
    require_team_members_to_assign_time_to_cost_codes_on_clockout: z.boolean(),
    allow_team_members_to_create_projects: z.boolean(),
    assign_driving_time_target: z.enum(PROJECT_TIME_TARGETS),
    driving_time_cost_code_id: zId.nullable(),
  })
  .partial();
export type ProjectTimeRuleGroupSettings = z.infer<typeof zProjectTimeRuleGroupSettings>;

/** POST /orgs/{org_id}/project_time_rule_groups. */
export const zProjectTimeRuleGroupCreate = zProjectTimeRuleGroupSettings
  .extend({ name: zName })
  .strict();
export type ProjectTimeRuleGroupCreate = z.infer<typeof zProjectTimeRuleGroupCreate>;
/** PATCH /orgs/{org_id}/project_time_rule_groups/{project_time_rule_group_id}. */
export const zProjectTimeRuleGroupPatch = zProjectTimeRuleGroupSettings
  .extend({ name: zName.optional() })
  .strict();
export type ProjectTimeRuleGroupPatch = z.infer<typeof zProjectTimeRuleGroupPatch>;

export const zRuleGroupWriteResponse = z.object({ data: zRuleGroup, message: z.string() });
export const zProjectTimeRuleGroupWriteResponse = z.object({
  data: zProjectTimeRuleGroup,
  message: z.string(),
});

/** A setting a plan tier locks: the field (dotted path of the body) and the feature it needs. */
export type GatedSetting = { field: string; feature: FeatureKey };

/**
 * The plan features a time-clock write switches on (document 2, section 6). Only turning a
 * locked setting on needs the feature: an organisation that moved to a smaller plan can still
 * turn it off. The server refuses the write for a plan without one; the app locks the same fields.
 */
export function timeClockFeaturesUsed(input: RuleGroupSettings): GatedSetting[] {
  const used: GatedSetting[] = [];
  const on = (field: string, feature: FeatureKey, value: unknown) => {
    if (value === true || typeof value === 'number') used.push({ field, feature });
  };
  const { clock_permissions: clock, geofence, breaks, time_limits: limits } = input;
  on('clock_permissions.require_clock_in_photo', 'clock-in-photo', clock?.require_clock_in_photo);
  on(
    'clock_permissions.allow_clock_in_and_clock_out_from_kiosks',
    'kiosk',
    clock?.allow_clock_in_and_clock_out_from_kiosks,
  );
  on(
    'geofence.restrict_geofence_clockin',
    'geofence-clock-in-restrictions',
    geofence?.restrict_geofence_clockin,
  );
  on(
    'geofence.automatic_geofence_clockout_trim',
    'geofence-clock-in-automations',
    geofence?.automatic_geofence_clockout_trim,
  );
  on('breaks.has_auto_meal_breaks', 'automated-meal-breaks', breaks?.has_auto_meal_breaks);
  for (const key of [
    'clock_in_from_seconds',
    'clock_out_by_seconds',
    'total_daily_seconds',
  ] as const)
    on(`time_limits.${key}`, 'time-limits', limits?.[key]);
  on(
    'rule_work_forms.time_card_waiver',
    'time-card-signoffs',
    input.rule_work_forms?.time_card_waiver,
  );
  return used;
}

/**
 * The plan features a project-time write switches on: automatic assignment and what only it
 * reads (excluded projects, where non-project and driving time go) need automated time
 * tracking (Enterprise); the manual rules need manual project-time rules (Pro).
 */
export function projectTimeFeaturesUsed(input: ProjectTimeRuleGroupSettings): GatedSetting[] {
  const used: GatedSetting[] = [];
  const auto: FeatureKey = 'automate-time-tracking';
  const manual: FeatureKey = 'manual-project-time-rules';
  if (input.assignment_mode === 'auto') used.push({ field: 'assignment_mode', feature: auto });
  if (input.excluded_project_ids?.length)
    used.push({ field: 'excluded_project_ids', feature: auto });
  for (const field of ['assign_non_project_time_target', 'assign_driving_time_target'] as const)
    if (input[field] !== undefined && input[field] !== 'unassigned')
      used.push({ field, feature: auto });
  if (input.driving_time_cost_code_id != null)
    used.push({ field: 'driving_time_cost_code_id', feature: auto });
  for (const field of [
    'require_team_members_to_assign_time_to_projects',
    'require_team_members_to_assign_time_to_cost_codes',
    'require_team_members_to_assign_time_to_cost_codes_on_clockout',
    'allow_team_members_to_create_projects',
  ] as const)
    if (input[field] === true) used.push({ field, feature: manual });
  return used;
}
