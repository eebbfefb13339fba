import { z } from 'zod';
import { zEmployeeParams } from './employees';
import { RULE_TEXT } from './validation';

/**
 * Compensation (pay) records of a team member: a history of pay settings, each in effect from its
 * effective date until the next record's. Financial data: only callers holding permission 15
 * (view project financials) read or write it, managers only for their own workers.
 */

/** Salary, hourly (W2) or 1099 contractor. */
export const PAY_TYPES = ['salary', 'hourly', '1099'] as const;
export type PayType = (typeof PAY_TYPES)[number];
export const PAY_TYPE_LABEL: Record<PayType, string> = {
  salary: 'Salary',
  hourly: 'Hourly (W2)',
  '1099': '1099 contractor',
};

/**
 * How a 1099 contractor's pay_rate is read ("Daily rate types"): `hourly` is a rate per hour;
 * `half_or_full` is the full-day rate (half a day pays half); `hourly_cap` is the full-day rate
 * paid by the hour up to that cap.
 */
export const RATE_TYPES_1099 = ['hourly', 'half_or_full', 'hourly_cap'] as const;
export type RateType1099 = (typeof RATE_TYPES_1099)[number];
export const RATE_TYPE_1099_LABEL: Record<RateType1099, string> = {
  hourly: 'Hourly',
  half_or_full: 'Half or full day',
  hourly_cap: 'Hourly with a daily cap',
};

export const EXEMPTION_STATUSES = ['exempt', 'non-exempt'] as const;
export type ExemptionStatus = (typeof EXEMPTION_STATUSES)[number];

/** Highest rates accepted: anything above is a typing slip ('absurd'), not a pay rate. */
export const PAY_RATE_MAX_PER_HOUR = 10_000;
export const PAY_RATE_MAX_PER_DAY = 100_000;
export const ANNUAL_SALARY_MAX = 10_000_000;
export const WEEKLY_HOURS_MIN = 1;
export const WEEKLY_HOURS_MAX = 168;
/** Weekly hours of a salaried team member when none are given. */
export const DEFAULT_WEEKLY_HOURS = 40;

export const COMPENSATION_TEXT = {
  created: 'Pay record has been added!',
  updated: 'Pay record has been updated!',
  deleted: 'Pay record has been deleted!',
  payTypeInvalid: 'Choose salary, hourly (W2) or 1099 contractor',
  rateTypeInvalid: 'Choose hourly, half or full day, or hourly with a daily cap',
  exemptionInvalid: 'Choose exempt or non-exempt',
  dateInvalid: 'Date is invalid',
  payRatePositive: 'Pay rate must be greater than 0',
  payRatePerHourMax: `Pay rate must be at most $${PAY_RATE_MAX_PER_HOUR.toLocaleString('en-US')} per hour`,
  payRatePerDayMax: `Pay rate must be at most $${PAY_RATE_MAX_PER_DAY.toLocaleString('en-US')} per day`,
  cents: 'Use at most 2 decimals',
  annualSalaryRange: `Annual salary must be greater than 0 and at most $${ANNUAL_SALARY_MAX.toLocaleString('en-US')}`,
  weeklyHoursRange: `Weekly hours must be between ${WEEKLY_HOURS_MIN} and ${WEEKLY_HOURS_MAX}`,
  notANumber: 'Must be a number',
  dateTaken: 'This team member already has a pay record with this effective date.',
  overtimeRuleInvalid: 'Choose an overtime rule of this organization that is not archived.',
  wcCodeInvalid: 'Choose a workers’ compensation code of this organization that is not archived.',
} as const;

/** Every field of a pay record's form, and the ones each pay type keeps. */
export const COMPENSATION_FIELDS = [
  'pay_rate',
  'exemption_status',
  'is_breaks_paid',
  'rate_type_1099',
  'annual_salary',
  'weekly_hours',
  'overtime_rule_id',
  'wc_code_id',
] as const;
export type CompensationField = (typeof COMPENSATION_FIELDS)[number];

export const PAY_TYPE_FIELDS: Record<PayType, readonly CompensationField[]> = {
  salary: [
    'annual_salary',
    'weekly_hours',
    'exemption_status',
    'is_breaks_paid',
    'overtime_rule_id',
    'wc_code_id',
  ],
  hourly: ['pay_rate', 'exemption_status', 'is_breaks_paid', 'overtime_rule_id', 'wc_code_id'],
  '1099': ['pay_rate', 'rate_type_1099', 'wc_code_id'],
};

/** Pay record values as a form or a call sends them: any field may be missing or null. */
export type CompensationInput = {
  effective_dt_unix?: number | null | undefined;
  pay_type?: string | null | undefined;
  pay_rate?: number | null | undefined;
  exemption_status?: string | null | undefined;
  is_breaks_paid?: boolean | null | undefined;
  rate_type_1099?: string | null | undefined;
  annual_salary?: number | null | undefined;
  weekly_hours?: number | null | undefined;
  overtime_rule_id?: number | null | undefined;
  wc_code_id?: number | null | undefined;
};

/** A checked pay record: the fields its pay type keeps, every other field null. */
export type CompensationValues = {
  effective_dt_unix: number;
  pay_type: PayType;
  pay_rate: number | null;
  exemption_status: ExemptionStatus | null;
  is_breaks_paid: boolean | null;
  rate_type_1099: RateType1099 | null;
  annual_salary: number | null;
  weekly_hours: number | null;
  overtime_rule_id: number | null;
  wc_code_id: number | null;
};

export type CompensationCheck =
  | { success: true; data: CompensationValues }
  | { success: false; field_hints: Record<string, string[]> };

/** Latest effective date accepted (1 January 2100), as the other `*_dt_unix` fields. */
const UNIX_MAX = 4102444800;

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
/** At most two decimals (dollars and cents, hours and hundredths). */
const hasCents = (value: number) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6;
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The highest pay_rate of a pay type and 1099 rate type, and its message. */
export function payRateLimit(
  payType: PayType,
  rateType: RateType1099 | null,
): { max: number; message: string } {
  return payType === '1099' && rateType !== null && rateType !== 'hourly'
    ? { max: PAY_RATE_MAX_PER_DAY, message: COMPENSATION_TEXT.payRatePerDayMax }
    : { max: PAY_RATE_MAX_PER_HOUR, message: COMPENSATION_TEXT.payRatePerHourMax };
}

/**
 * The pay-type rule: keeps the fields the pay type uses (salary: annual salary, weekly hours,
 * exemption, breaks, overtime rule, WC code; hourly W2: pay rate, exemption, breaks, overtime
 * rule, WC code; 1099: pay rate, rate type, WC code), drops every other field unchecked, and
 * checks what is kept. Every problem is reported at once, by field. Defaults: hourly is
 * non-exempt and salary exempt unless told; salary works 40 hours a week unless told. Whether
 * breaks are paid, when not told, is the organisation's setting (the server fills it in).
 */
export function compensationForPayType(input: CompensationInput): CompensationCheck {
  const hints: Record<string, string[]> = {};
  const fail = (field: string, message: string) => (hints[field] ??= []).push(message);

  const effective = input.effective_dt_unix;
  if (effective === undefined || effective === null) fail('effective_dt_unix', RULE_TEXT.required);
  else if (!Number.isInteger(effective) || effective < 0 || effective > UNIX_MAX)
    fail('effective_dt_unix', COMPENSATION_TEXT.dateInvalid);

  const payType = input.pay_type;
  if (payType === undefined || payType === null || payType === '') {
    fail('pay_type', RULE_TEXT.required);
    return { success: false, field_hints: hints };
  }
  if (!isOneOf(PAY_TYPES, payType)) {
    fail('pay_type', COMPENSATION_TEXT.payTypeInvalid);
    return { success: false, field_hints: hints };
  }
  const keeps = new Set(PAY_TYPE_FIELDS[payType]);
  const kept = <K extends CompensationField>(field: K): NonNullable<CompensationInput[K]> | null =>
    keeps.has(field) ? (input[field] ?? null) : null;

  let rateType: RateType1099 | null = null;
  const rawRateType = kept('rate_type_1099');
  if (keeps.has('rate_type_1099')) {
    if (rawRateType === null || rawRateType === '') fail('rate_type_1099', RULE_TEXT.required);
    else if (!isOneOf(RATE_TYPES_1099, rawRateType))
      fail('rate_type_1099', COMPENSATION_TEXT.rateTypeInvalid);
    else rateType = rawRateType;
  }

  const payRate = kept('pay_rate');
  if (keeps.has('pay_rate')) {
    const limit = payRateLimit(payType, rateType);
    if (payRate === null) fail('pay_rate', RULE_TEXT.required);
    else if (!isNumber(payRate)) fail('pay_rate', COMPENSATION_TEXT.notANumber);
    else if (payRate <= 0) fail('pay_rate', COMPENSATION_TEXT.payRatePositive);
    else if (payRate > limit.max) fail('pay_rate', limit.message);
    else if (!hasCents(payRate)) fail('pay_rate', COMPENSATION_TEXT.cents);
  }

  const salary = kept('annual_salary');
  if (keeps.has('annual_salary')) {
    if (salary === null) fail('annual_salary', RULE_TEXT.required);
    else if (!isNumber(salary)) fail('annual_salary', COMPENSATION_TEXT.notANumber);
    else if (salary <= 0 || salary > ANNUAL_SALARY_MAX)
      fail('annual_salary', COMPENSATION_TEXT.annualSalaryRange);
    else if (!hasCents(salary)) fail('annual_salary', COMPENSATION_TEXT.cents);
  }

  let weeklyHours = kept('weekly_hours');
  if (keeps.has('weekly_hours')) {
    weeklyHours ??= DEFAULT_WEEKLY_HOURS;
    if (!isNumber(weeklyHours)) fail('weekly_hours', COMPENSATION_TEXT.notANumber);
    else if (weeklyHours < WEEKLY_HOURS_MIN || weeklyHours > WEEKLY_HOURS_MAX)
      fail('weekly_hours', COMPENSATION_TEXT.weeklyHoursRange);
    else if (!hasCents(weeklyHours)) fail('weekly_hours', COMPENSATION_TEXT.cents);
  }

  let exemption: ExemptionStatus | null = null;
  if (keeps.has('exemption_status')) {
    const raw = kept('exemption_status');
    if (raw === null || raw === '') exemption = payType === 'salary' ? 'exempt' : 'non-exempt';
    else if (isOneOf(EXEMPTION_STATUSES, raw)) exemption = raw;
    else fail('exemption_status', COMPENSATION_TEXT.exemptionInvalid);
  }

  if (Object.keys(hints).length) return { success: false, field_hints: hints };
  return {
    success: true,
    data: {
      effective_dt_unix: effective!,
      pay_type: payType,
      pay_rate: payRate,
      exemption_status: exemption,
      is_breaks_paid: kept('is_breaks_paid'),
      rate_type_1099: rateType,
      annual_salary: salary,
      weekly_hours: weeklyHours,
      overtime_rule_id: kept('overtime_rule_id'),
      wc_code_id: kept('wc_code_id'),
    },
  };
}

/** The pay record entity (GET, POST, PATCH answers and the employee detail's `remunerations`). */
export const zCompensation = z.object({
  id: z.number().int(),
  employee_id: z.number().int(),
  effective_dt_unix: z.number().int(),
  /** The effective date as a calendar day in the organisation's time zone when recorded. */
  effective_date: z.string(),
  pay_type: z.enum(PAY_TYPES),
  /** Per hour, or per day for the 1099 rate types half_or_full and hourly_cap; null for salary. */
  pay_rate: z.number().nullable(),
  exemption_status: z.enum(EXEMPTION_STATUSES).nullable(),
  is_breaks_paid: z.boolean().nullable(),
  rate_type_1099: z.enum(RATE_TYPES_1099).nullable(),
  annual_salary: z.number().nullable(),
  weekly_hours: z.number().nullable(),
  wc_code_id: z.number().int().nullable(),
  wc_code: z.string().nullable(),
  wc_code_name: z.string().nullable(),
  overtime_rule_id: z.number().int().nullable(),
  overtime_rule_name: z.string().nullable(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
});
export type Compensation = z.infer<typeof zCompensation>;

export const zCompensationParams = zEmployeeParams.extend({
  compensation_id: z.coerce.number().int().min(1),
});

const zId = z.number().int().min(1);
const zAmount = z.number({ error: COMPENSATION_TEXT.notANumber });

/**
 * The fields of a pay record call, typed only: which of them count, and their ranges, depend on
 * the pay type, so compensationForPayType checks them (after a PATCH is merged with the record).
 */
const compensationFields = {
  effective_dt_unix: z.number({ error: COMPENSATION_TEXT.dateInvalid }).int().nullish(),
  pay_type: z.string().trim().max(20).nullish(),
  pay_rate: zAmount.nullish(),
  exemption_status: z.string().trim().max(20).nullish(),
  is_breaks_paid: z.boolean().nullish(),
  rate_type_1099: z.string().trim().max(20).nullish(),
  annual_salary: zAmount.nullish(),
  weekly_hours: zAmount.nullish(),
  overtime_rule_id: zId.nullish(),
  wc_code_id: zId.nullish(),
};

/**
 * POST /orgs/{org_id}/employee/{employee_id}/saas_compensation. The effective date and the pay type
 * are always needed, so the schema (and the API description built from it) requires them; which of
 * the other fields a pay type needs is compensationForPayType's rule, stated in the description.
 */
export const zCompensationCreate = z
  .object({
    ...compensationFields,
    effective_dt_unix: z
      .number({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? RULE_TEXT.required
            : COMPENSATION_TEXT.dateInvalid,
      })
      .int(),
    pay_type: z.string().trim().max(20),
  })
  .describe(
    'salary needs annual_salary (weekly_hours defaults to 40); hourly needs pay_rate; 1099 needs pay_rate and rate_type_1099. Fields a pay type does not use are dropped.',
  );
export type CompensationCreate = z.infer<typeof zCompensationCreate>;

/**
 * PATCH …/saas_compensation/{compensation_id}: fields sent replace the record's (null clears an
 * optional one); the result is checked as a whole, so a new pay type drops what it does not use.
 */
export const zCompensationPatch = z.object(compensationFields);
export type CompensationPatch = z.infer<typeof zCompensationPatch>;

/** The form of the app: the same rule as the server, with its messages on the fields. */
export const zCompensationForm = z.object(compensationFields).superRefine((value, ctx) => {
  const result = compensationForPayType(value);
  if (result.success) return;
  for (const [field, messages] of Object.entries(result.field_hints))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
});

/** GET …/saas_compensation: the history, newest first (by effective date, then id). */
export const zCompensationListResponse = z.object({ data: z.array(zCompensation) });
export const zCompensationResponse = z.object({ data: zCompensation, message: z.string() });
