import { describe, expect, it } from 'vitest';
import { TIME_OFF_TEXT, type LeavePolicy } from '../../../contract/time-off';
import {
  EMPTY_LEAVE_POLICY_FORM,
  accrualText,
  allowanceText,
  carryOverText,
  createBody,
  leavePolicyFormValues,
  patchBody,
  zLeavePolicyForm,
} from './leave-policy-model';

const SICK: LeavePolicy = {
  id: 2,
  name: 'Sick leave',
  code: 'SICK',
  is_paid: true,
  hours_per_year: 0,
  accrual_hours_per_hour_worked: 1 / 30,
  carry_over_cap_hours: 48,
  created_at_unix: 1_700_000_000,
  updated_at_unix: 1_700_000_000,
  archived_at_unix: null,
};

describe('the leave policy form', () => {
  it('asks for the accrual as hours worked per hour earned', () => {
    expect(leavePolicyFormValues(SICK)).toMatchObject({ worked_per_hour_earned: 30, code: 'SICK' });
    const values = zLeavePolicyForm.parse({
      ...EMPTY_LEAVE_POLICY_FORM,
      name: ' Sick leave ',
      hours_per_year: 0,
      worked_per_hour_earned: 30,
      carry_over_cap_hours: 48,
    });
    expect(createBody(values)).toEqual({
      name: 'Sick leave',
      code: null,
      is_paid: true,
      hours_per_year: 0,
      accrual_hours_per_hour_worked: 1 / 30,
      carry_over_cap_hours: 48,
    });
  });

  it('sends only what changed', () => {
    const values = zLeavePolicyForm.parse({
      ...leavePolicyFormValues(SICK),
      carry_over_cap_hours: 40,
    });
    expect(patchBody(SICK, values)).toEqual({ carry_over_cap_hours: 40 });
    expect(patchBody(SICK, zLeavePolicyForm.parse(leavePolicyFormValues(SICK)))).toEqual({});
  });

  it('wants a yearly allowance for accrual and carry-over', () => {
    const result = zLeavePolicyForm.safeParse({
      ...EMPTY_LEAVE_POLICY_FORM,
      name: 'Nowhere',
      worked_per_hour_earned: 30,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hours_per_year', TIME_OFF_TEXT.needsAllowance],
    ]);
  });

  it('says each amount in words', () => {
    expect(allowanceText(SICK)).toBe('0 h a year');
    expect(allowanceText({ ...SICK, hours_per_year: null })).toBe('No limit');
    expect(accrualText(SICK)).toBe('1 h per 30 h worked');
    expect(accrualText({ ...SICK, accrual_hours_per_hour_worked: null })).toBeNull();
    expect(carryOverText(SICK)).toBe('Up to 48 h');
  });
});
