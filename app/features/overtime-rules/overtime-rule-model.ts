import type { z } from 'zod';
import {
  zOvertimeRuleCreate,
  type OvertimeRule,
  type OvertimeRuleCreate,
  type OvertimeRulePatch,
} from '../../../contract/overtime-rules';

/** The add and edit dialog's form: the create call's schema (the same rules and words). */
export const zOvertimeRuleForm = zOvertimeRuleCreate;
export type OvertimeRuleFormValues = z.input<typeof zOvertimeRuleForm>;
type OvertimeRuleFormOutput = z.output<typeof zOvertimeRuleForm>;

/** A threshold as the grid shows it: '8 hours', '7.5 hours', '1 hour', or null when unset. */
export function formatThreshold(hours: number | null): string | null {
  if (hours === null) return null;
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

export const EMPTY_OVERTIME_RULE_FORM: OvertimeRuleFormValues = {
  name: '',
  daily_overtime_after_hours: null,
  daily_double_time_after_hours: null,
  weekly_overtime_after_hours: null,
  is_seventh_day_rule: false,
};

export function overtimeRuleFormValues(rule: OvertimeRule): OvertimeRuleFormValues {
  return {
    name: rule.name,
    daily_overtime_after_hours: rule.daily_overtime_after_hours,
    daily_double_time_after_hours: rule.daily_double_time_after_hours,
    weekly_overtime_after_hours: rule.weekly_overtime_after_hours,
    is_seventh_day_rule: rule.is_seventh_day_rule,
  };
}

/** POST body of a new rule. */
export function createBody(values: OvertimeRuleFormOutput): OvertimeRuleCreate {
  return { ...values };
}

const FIELDS = [
  'name',
  'daily_overtime_after_hours',
  'daily_double_time_after_hours',
  'weekly_overtime_after_hours',
  'is_seventh_day_rule',
] as const;

/** PATCH body of an edited rule: only the fields that changed; empty when nothing did. */
export function patchBody(rule: OvertimeRule, values: OvertimeRuleFormOutput): OvertimeRulePatch {
  const body: Record<string, unknown> = {};
  for (const field of FIELDS) if (values[field] !== rule[field]) body[field] = values[field];
  return body as OvertimeRulePatch;
}
