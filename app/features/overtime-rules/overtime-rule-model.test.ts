import { describe, expect, it } from 'vitest';
import { OVERTIME_RULE_TEXT, type OvertimeRule } from '../../../contract/overtime-rules';
import {
  formatThreshold,
  overtimeRuleFormValues,
  patchBody,
  zOvertimeRuleForm,
} from './overtime-rule-model';

const RULE: OvertimeRule = {
  id: 3,
  name: 'California',
  daily_overtime_after_hours: 8,
  daily_double_time_after_hours: 12,
  weekly_overtime_after_hours: 40,
  is_seventh_day_rule: true,
  created_at_unix: 1,
  updated_at_unix: 1,
  archived_at_unix: null,
};

describe('formatThreshold', () => {
  it('writes hours, and nothing for a threshold that does not apply', () => {
    expect(formatThreshold(8)).toBe('8 hours');
    expect(formatThreshold(7.5)).toBe('7.5 hours');
    expect(formatThreshold(1)).toBe('1 hour');
    expect(formatThreshold(null)).toBeNull();
  });
});

describe('the rule form', () => {
  it('wants double time to start after daily overtime', () => {
    const result = zOvertimeRuleForm.safeParse({
      ...overtimeRuleFormValues(RULE),
      daily_double_time_after_hours: 6,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['daily_double_time_after_hours'],
      message: OVERTIME_RULE_TEXT.doubleTimeOrder,
    });
  });

  it('patches only the fields that changed', () => {
    const same = zOvertimeRuleForm.parse(overtimeRuleFormValues(RULE));
    expect(patchBody(RULE, same)).toEqual({});
    const edited = zOvertimeRuleForm.parse({
      ...overtimeRuleFormValues(RULE),
      weekly_overtime_after_hours: null,
      is_seventh_day_rule: false,
    });
    expect(patchBody(RULE, edited)).toEqual({
      weekly_overtime_after_hours: null,
      is_seventh_day_rule: false,
    });
  });
});
