import { z } from 'zod';
import {
  LEAVE_HOURS_MAX,
  LEAVE_POLICY_CODE_MAX,
  TIME_OFF_TEXT,
  hasAllowanceForExtras,
  zLeavePolicyName,
  zPolicyHours,
  type LeavePolicy,
  type LeavePolicyBody,
  type LeavePolicyPatch,
} from '../../../contract/time-off';
import { hoursText } from '../../../contract/time-off-rules';

/**
 * The leave policy dialog's form: the create call's rules, with the accrual asked the way
 * people say it ("1 hour for every 30 hours worked": the hours worked per hour earned) and
 * turned into the API's hours per hour worked.
 */

export const EARN_EVERY_TEXT = `Must be from 1 to ${LEAVE_HOURS_MAX} hours`;

export const zLeavePolicyForm = z
  .object({
    name: zLeavePolicyName,
    code: z.string().trim().max(LEAVE_POLICY_CODE_MAX, TIME_OFF_TEXT.codeLength),
    is_paid: z.boolean(),
    hours_per_year: zPolicyHours.nullable(),
    /** Hours worked per hour earned; null: no accrual. */
    worked_per_hour_earned: z
      .number({ error: TIME_OFF_TEXT.notANumber })
      .min(1, EARN_EVERY_TEXT)
      .max(LEAVE_HOURS_MAX, EARN_EVERY_TEXT)
      .nullable(),
    carry_over_cap_hours: zPolicyHours.nullable(),
  })
  .refine(
    (values) =>
      hasAllowanceForExtras({
        hours_per_year: values.hours_per_year,
        accrual_hours_per_hour_worked: values.worked_per_hour_earned,
        carry_over_cap_hours: values.carry_over_cap_hours,
      }),
    { path: ['hours_per_year'], message: TIME_OFF_TEXT.needsAllowance },
  );
export type LeavePolicyFormValues = z.input<typeof zLeavePolicyForm>;
type LeavePolicyFormOutput = z.output<typeof zLeavePolicyForm>;

/** The server's field that the form asks for as another. */
export const LEAVE_POLICY_HINT_FIELDS = {
  accrual_hours_per_hour_worked: 'worked_per_hour_earned',
} as const;

export const EMPTY_LEAVE_POLICY_FORM: LeavePolicyFormValues = {
  name: '',
  code: '',
  is_paid: true,
  hours_per_year: null,
  worked_per_hour_earned: null,
  carry_over_cap_hours: null,
};

/** Hours worked per hour earned, to two decimals (1/30 reads 30); null without accrual. */
export function workedPerHourEarned(rate: number | null): number | null {
  if (!rate) return null;
  return Math.round((1 / rate) * 100) / 100;
}

const rateOf = (worked: number | null) => (worked ? 1 / worked : null);

export function leavePolicyFormValues(policy: LeavePolicy): LeavePolicyFormValues {
  return {
    name: policy.name,
    code: policy.code ?? '',
    is_paid: policy.is_paid,
    hours_per_year: policy.hours_per_year,
    worked_per_hour_earned: workedPerHourEarned(policy.accrual_hours_per_hour_worked),
    carry_over_cap_hours: policy.carry_over_cap_hours,
  };
}

export function createBody(values: LeavePolicyFormOutput): LeavePolicyBody {
  return {
    name: values.name,
    code: values.code || null,
    is_paid: values.is_paid,
    hours_per_year: values.hours_per_year,
    accrual_hours_per_hour_worked: rateOf(values.worked_per_hour_earned),
    carry_over_cap_hours: values.carry_over_cap_hours,
  };
}

/** PATCH body of an edited policy: only what changed; empty when nothing did. */
export function patchBody(policy: LeavePolicy, values: LeavePolicyFormOutput): LeavePolicyPatch {
  const next = createBody(values);
  const body: Record<string, unknown> = {};
  if (next.name !== policy.name) body.name = next.name;
  if ((next.code ?? null) !== policy.code) body.code = next.code;
  if (next.is_paid !== policy.is_paid) body.is_paid = next.is_paid;
  if (next.hours_per_year !== policy.hours_per_year) body.hours_per_year = next.hours_per_year;
  if (values.worked_per_hour_earned !== workedPerHourEarned(policy.accrual_hours_per_hour_worked))
    body.accrual_hours_per_hour_worked = next.accrual_hours_per_hour_worked;
  if (next.carry_over_cap_hours !== policy.carry_over_cap_hours)
    body.carry_over_cap_hours = next.carry_over_cap_hours;
  return body as LeavePolicyPatch;
}

/** '80 h a year', 'No limit'. */
export const allowanceText = (policy: LeavePolicy) =>
  policy.hours_per_year === null ? 'No limit' : `${hoursText(policy.hours_per_year * 3600)} a year`;

/** '1 h per 30 h worked', or null without accrual. */
export function accrualText(policy: LeavePolicy): string | null {
  const worked = workedPerHourEarned(policy.accrual_hours_per_hour_worked);
  return worked === null ? null : `1 h per ${hoursText(worked * 3600)} worked`;
}

/** 'Up to 48 h', or null when nothing carries over. */
export const carryOverText = (policy: LeavePolicy) =>
  policy.carry_over_cap_hours === null
    ? null
    : `Up to ${hoursText(policy.carry_over_cap_hours * 3600)}`;
