import type { Updateable } from 'kysely';
import type { ProjectTimeRuleGroup, RuleGroup } from '../../../contract/rule-groups';
import {
  RULE_GROUP_WRITE_TEXT as TEXT,
  type ProjectTimeRuleGroupSettings,
  type RuleGroupSettings,
} from '../../../contract/rule-groups-write';
import { toFlag } from '../../lib/flags';
import type { ProjectTimeRuleGroupTable, RuleGroupTable } from './rule-groups.tables';

export type Hints = Record<string, string[]>;

/** The sections of a time-clock group; each setting's column has the setting's name. */
const SECTIONS = [
  'clock_permissions',
  'geofence',
  'breaks',
  'time_limits',
  'rule_work_forms',
] as const;

/** The columns a time-clock write sets: booleans as flags, seconds as they are. */
export function timeClockColumns(input: RuleGroupSettings): Updateable<RuleGroupTable> {
  const values: Record<string, number | null> = {};
  for (const section of SECTIONS)
    for (const [key, value] of Object.entries(input[section] ?? {}))
      if (value !== undefined) values[key] = typeof value === 'boolean' ? toFlag(value) : value;
  return values as Updateable<RuleGroupTable>;
}

/** The group as it will be after the write: what is stored, with the write laid over it. */
export function mergedTimeClock(current: RuleGroup, input: RuleGroupSettings): RuleGroup {
  const merged = { ...current };
  for (const section of SECTIONS)
    merged[section] = { ...current[section], ...input[section] } as never;
  return merged;
}

/**
 * Rules across fields the schema cannot check alone, on the group as it will be: a required (or
 * automatic) meal break knows when it starts and how long it lasts, the second starts after the
 * first, and the latest clock-out comes after the earliest clock-in.
 */
export function timeClockHints(group: RuleGroup): Hints {
  const hints: Hints = {};
  const { breaks, time_limits: limits } = group;
  const needs = (field: keyof RuleGroup['breaks']) => {
    if (breaks[field] === null) hints[`breaks.${field}`] = [TEXT.mealBreakIncomplete];
  };
  if (breaks.is_first_meal_break_required || breaks.has_auto_meal_breaks) {
    needs('first_meal_break_after_seconds');
    needs('first_meal_break_duration_seconds');
  }
  if (breaks.is_second_meal_break_required) {
    needs('second_meal_break_after_seconds');
    needs('second_meal_break_duration_seconds');
    const first = breaks.first_meal_break_after_seconds;
    const second = breaks.second_meal_break_after_seconds;
    if (first !== null && second !== null && second <= first)
      hints['breaks.second_meal_break_after_seconds'] = [TEXT.secondAfterFirst];
  }
  const from = limits.clock_in_from_seconds;
  const by = limits.clock_out_by_seconds;
  if (from !== null && by !== null && by <= from)
    hints['time_limits.clock_out_by_seconds'] = [TEXT.clockOutAfterClockIn];
  return hints;
}

/** The columns a project-time write sets (the excluded projects live in their own table). */
export function projectTimeColumns(
  input: ProjectTimeRuleGroupSettings,
): Updateable<ProjectTimeRuleGroupTable> {
  const { excluded_project_ids: _excluded, ...rest } = input;
  const values: Record<string, string | number | null> = {};
  for (const [key, value] of Object.entries(rest))
    if (value !== undefined) values[key] = typeof value === 'boolean' ? toFlag(value) : value;
  return values as Updateable<ProjectTimeRuleGroupTable>;
}

/** A project-time group's stored settings as a write would send them (for the merged checks). */
export function projectTimeSettingsOf(group: ProjectTimeRuleGroup): ProjectTimeRuleGroupSettings {
  const { id: _id, name: _name, is_organization_default: _d, employee_count: _c, ...rest } = group;
  const { excluded_projects, driving_time_cost_code, ...flags } = rest;
  return {
    ...flags,
    excluded_project_ids: excluded_projects.map((project) => project.id),
    driving_time_cost_code_id: driving_time_cost_code?.id ?? null,
  };
}
