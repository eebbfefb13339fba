import { z } from 'zod';
import { zOrgIdParams } from './orgs';
import { zCatalogueListQuery } from './catalogue';
import { zPage } from './pagination';
import { isDisplayText, RULE_TEXT } from './validation';

/**
 * Overtime rules of an organisation, chosen on pay records (hourly and salaried team members):
 * after how many hours in a day overtime and double time start, after how many in a week
 * overtime starts, and whether the seventh consecutive day of work is paid as overtime (the
 * California rule). A threshold left empty does not apply. Hours are quarter hours.
 */

export const OVERTIME_RULE_NAME_MAX = 80;
export const DAILY_HOURS_MAX = 24;
export const WEEKLY_HOURS_LIMIT = 168;

export const OVERTIME_RULE_TEXT = {
  created: 'Overtime rule has been created!',
  updated: 'Overtime rule has been updated!',
  archived: 'Overtime rule has been archived!',
  unarchived: 'Overtime rule has been unarchived!',
  nameLength: `Must be ${OVERTIME_RULE_NAME_MAX} characters or less`,
  nameTaken: 'An overtime rule with this name already exists',
  dailyRange: `Must be more than 0 and at most ${DAILY_HOURS_MAX} hours`,
  weeklyRange: `Must be more than 0 and at most ${WEEKLY_HOURS_LIMIT} hours`,
  quarterHours: 'Use quarter hours (for example 8 or 8.5)',
  notANumber: 'Must be a number',
  doubleTimeOrder: 'Double time must start after daily overtime',
} as const;

/** The overtime rule entity. */
export const zOvertimeRule = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_overtime_after_hours: z.number().nullable(),
  daily_double_time_after_hours: z.number().nullable(),
  weekly_overtime_after_hours: z.number().nullable(),
  is_seventh_day_rule: z.boolean(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type OvertimeRule = z.infer<typeof zOvertimeRule>;

export const zOvertimeRuleIdParams = zOrgIdParams.extend({
  overtime_rule_id: z.coerce.number().int().min(1),
});

const isQuarterHour = (hours: number) => Number.isInteger(hours * 4);

function zHours(max: number, rangeMessage: string) {
  return z
    .number({ error: OVERTIME_RULE_TEXT.notANumber })
    .gt(0, rangeMessage)
    .max(max, rangeMessage)
    .refine(isQuarterHour, OVERTIME_RULE_TEXT.quarterHours)
    .nullable();
}

export const zOvertimeRuleName = z
  .string()
  .trim()
  .min(1, RULE_TEXT.required)
  .max(OVERTIME_RULE_NAME_MAX, OVERTIME_RULE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

const ruleFields = {
  name: zOvertimeRuleName,
  daily_overtime_after_hours: zHours(DAILY_HOURS_MAX, OVERTIME_RULE_TEXT.dailyRange),
  daily_double_time_after_hours: zHours(DAILY_HOURS_MAX, OVERTIME_RULE_TEXT.dailyRange),
  weekly_overtime_after_hours: zHours(WEEKLY_HOURS_LIMIT, OVERTIME_RULE_TEXT.weeklyRange),
  is_seventh_day_rule: z.boolean(),
};

type Thresholds = {
  daily_overtime_after_hours?: number | null | undefined;
  daily_double_time_after_hours?: number | null | undefined;
};

/** Double time starts after overtime, when a rule has both (a single threshold is fine). */
export function isDoubleTimeAfterOvertime(rule: Thresholds): boolean {
  const overtime = rule.daily_overtime_after_hours;
  const double = rule.daily_double_time_after_hours;
  return overtime == null || double == null || double > overtime;
}
const doubleTimeOrder = {
  path: ['daily_double_time_after_hours'],
  message: OVERTIME_RULE_TEXT.doubleTimeOrder,
};

/** POST /orgs/{org_id}/overtime_rules. */
export const zOvertimeRuleCreate = z
  .object({
    name: ruleFields.name,
    daily_overtime_after_hours: ruleFields.daily_overtime_after_hours.default(null),
    daily_double_time_after_hours: ruleFields.daily_double_time_after_hours.default(null),
    weekly_overtime_after_hours: ruleFields.weekly_overtime_after_hours.default(null),
    is_seventh_day_rule: ruleFields.is_seventh_day_rule.default(false),
  })
  .refine(isDoubleTimeAfterOvertime, doubleTimeOrder);
export type OvertimeRuleCreate = z.infer<typeof zOvertimeRuleCreate>;

/**
 * PATCH /orgs/{org_id}/overtime_rules/{overtime_rule_id}: only the fields sent change;
 * `is_archived` archives or unarchives the rule. The server checks the double-time order again
 * against the stored thresholds.
 */
export const zOvertimeRulePatch = z
  .object({ ...ruleFields, is_archived: z.boolean() })
  .partial()
  .refine(isDoubleTimeAfterOvertime, doubleTimeOrder);
export type OvertimeRulePatch = z.infer<typeof zOvertimeRulePatch>;

/** GET /orgs/{org_id}/overtime_rules: by name; rules in use unless is_archived=true. */
export const zOvertimeRuleListQuery = zCatalogueListQuery;
export const zOvertimeRuleListResponse = zPage(zOvertimeRule);
export const zOvertimeRuleResponse = z.object({ data: zOvertimeRule, message: z.string() });
