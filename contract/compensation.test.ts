import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_TEXT,
  DEFAULT_WEEKLY_HOURS,
  compensationForPayType,
  payRateLimit,
  zCompensationForm,
  type CompensationInput,
} from './compensation';
import { RULE_TEXT } from './validation';

const JAN_1 = 1_735_689_600;

/** Every field filled in, as a form that switched pay type several times might send. */
const everything: CompensationInput = {
  effective_dt_unix: JAN_1,
  pay_rate: 32.5,
  exemption_status: 'non-exempt',
  is_breaks_paid: true,
  rate_type_1099: 'hourly',
  annual_salary: 85_000,
  weekly_hours: 37.5,
  overtime_rule_id: 3,
  wc_code_id: 7,
};

function hintsOf(input: CompensationInput) {
  const result = compensationForPayType(input);
  return result.success ? {} : result.field_hints;
}

describe('compensationForPayType: the fields each pay type keeps', () => {
  it('salary keeps annual salary, weekly hours, exemption, breaks, overtime rule and WC code', () => {
    expect(compensationForPayType({ ...everything, pay_type: 'salary' })).toEqual({
      success: true,
      data: {
        effective_dt_unix: JAN_1,
        pay_type: 'salary',
        pay_rate: null,
        exemption_status: 'non-exempt',
        is_breaks_paid: true,
        rate_type_1099: null,
        annual_salary: 85_000,
        weekly_hours: 37.5,
        overtime_rule_id: 3,
        wc_code_id: 7,
      },
    });
  });

  it('hourly (W2) keeps pay rate, exemption, breaks, overtime rule and WC code', () => {
    expect(compensationForPayType({ ...everything, pay_type: 'hourly' })).toEqual({
      success: true,
      data: {
        effective_dt_unix: JAN_1,
        pay_type: 'hourly',
        pay_rate: 32.5,
        exemption_status: 'non-exempt',
        is_breaks_paid: true,
        rate_type_1099: null,
        annual_salary: null,
        weekly_hours: null,
        overtime_rule_id: 3,
        wc_code_id: 7,
      },
    });
  });

  it('1099 keeps pay rate, rate type and WC code only', () => {
    expect(compensationForPayType({ ...everything, pay_type: '1099' })).toEqual({
      success: true,
      data: {
        effective_dt_unix: JAN_1,
        pay_type: '1099',
        pay_rate: 32.5,
        exemption_status: null,
        is_breaks_paid: null,
        rate_type_1099: 'hourly',
        annual_salary: null,
        weekly_hours: null,
        overtime_rule_id: null,
        wc_code_id: 7,
      },
    });
  });

  it('does not check the fields it drops', () => {
    expect(
      compensationForPayType({
        effective_dt_unix: JAN_1,
        pay_type: 'salary',
        annual_salary: 50_000,
        pay_rate: -5,
        rate_type_1099: 'weekly',
      }).success,
    ).toBe(true);
    expect(
      compensationForPayType({
        effective_dt_unix: JAN_1,
        pay_type: '1099',
        pay_rate: 400,
        rate_type_1099: 'half_or_full',
        annual_salary: -1,
        weekly_hours: 500,
        exemption_status: 'maybe',
      }).success,
    ).toBe(true);
  });

  it('fills the defaults: exempt salary of 40 hours, non-exempt hourly, WC code optional', () => {
    const salary = compensationForPayType({
      effective_dt_unix: JAN_1,
      pay_type: 'salary',
      annual_salary: 60_000,
    });
    expect(salary.success && salary.data).toMatchObject({
      exemption_status: 'exempt',
      weekly_hours: DEFAULT_WEEKLY_HOURS,
      is_breaks_paid: null,
      overtime_rule_id: null,
      wc_code_id: null,
    });
    const hourly = compensationForPayType({
      effective_dt_unix: JAN_1,
      pay_type: 'hourly',
      pay_rate: 20,
    });
    expect(hourly.success && hourly.data.exemption_status).toBe('non-exempt');
    const contractor = compensationForPayType({
      effective_dt_unix: JAN_1,
      pay_type: '1099',
      pay_rate: 20,
      rate_type_1099: 'hourly',
    });
    expect(contractor.success && contractor.data.wc_code_id).toBeNull();
  });
});

describe('compensationForPayType: what is required and what is refused', () => {
  it('requires the effective date and the pay type', () => {
    expect(hintsOf({})).toEqual({
      effective_dt_unix: [RULE_TEXT.required],
      pay_type: [RULE_TEXT.required],
    });
    expect(hintsOf({ effective_dt_unix: -1, pay_type: 'weekly' })).toEqual({
      effective_dt_unix: [COMPENSATION_TEXT.dateInvalid],
      pay_type: [COMPENSATION_TEXT.payTypeInvalid],
    });
  });

  it('requires the pay rate for hourly and 1099, the rate type for 1099, the salary for salary', () => {
    expect(hintsOf({ effective_dt_unix: JAN_1, pay_type: 'hourly' })).toEqual({
      pay_rate: [RULE_TEXT.required],
    });
    expect(hintsOf({ effective_dt_unix: JAN_1, pay_type: '1099' })).toEqual({
      pay_rate: [RULE_TEXT.required],
      rate_type_1099: [RULE_TEXT.required],
    });
    expect(hintsOf({ pay_type: 'salary', pay_rate: 30 })).toEqual({
      effective_dt_unix: [RULE_TEXT.required],
      annual_salary: [RULE_TEXT.required],
    });
  });

  it('refuses zero, negative and absurd pay rates, and fractions of a cent', () => {
    const hourly = (pay_rate: number) =>
      hintsOf({ effective_dt_unix: JAN_1, pay_type: 'hourly', pay_rate });
    expect(hourly(0)).toEqual({ pay_rate: [COMPENSATION_TEXT.payRatePositive] });
    expect(hourly(-12)).toEqual({ pay_rate: [COMPENSATION_TEXT.payRatePositive] });
    expect(hourly(10_000.01)).toEqual({ pay_rate: [COMPENSATION_TEXT.payRatePerHourMax] });
    expect(hourly(10_000)).toEqual({});
    expect(hourly(12.345)).toEqual({ pay_rate: [COMPENSATION_TEXT.cents] });
    const daily = (pay_rate: number, rate_type_1099: string) =>
      hintsOf({ effective_dt_unix: JAN_1, pay_type: '1099', pay_rate, rate_type_1099 });
    expect(daily(50_000, 'half_or_full')).toEqual({});
    expect(daily(100_000.01, 'hourly_cap')).toEqual({
      pay_rate: [COMPENSATION_TEXT.payRatePerDayMax],
    });
    expect(daily(50_000, 'hourly')).toEqual({ pay_rate: [COMPENSATION_TEXT.payRatePerHourMax] });
    expect(daily(50, 'monthly')).toEqual({ rate_type_1099: [COMPENSATION_TEXT.rateTypeInvalid] });
  });

  it('keeps salaries above 0 and at most 10,000,000 and weekly hours from 1 to 168', () => {
    const salary = (input: CompensationInput) =>
      hintsOf({ effective_dt_unix: JAN_1, pay_type: 'salary', annual_salary: 50_000, ...input });
    expect(salary({ annual_salary: 0 })).toEqual({
      annual_salary: [COMPENSATION_TEXT.annualSalaryRange],
    });
    expect(salary({ annual_salary: -40_000 })).toEqual({
      annual_salary: [COMPENSATION_TEXT.annualSalaryRange],
    });
    expect(salary({ annual_salary: 10_000_000 })).toEqual({});
    expect(salary({ annual_salary: 10_000_001 })).toEqual({
      annual_salary: [COMPENSATION_TEXT.annualSalaryRange],
    });
    expect(salary({ weekly_hours: 0.5 })).toEqual({
      weekly_hours: [COMPENSATION_TEXT.weeklyHoursRange],
    });
    expect(salary({ weekly_hours: 169 })).toEqual({
      weekly_hours: [COMPENSATION_TEXT.weeklyHoursRange],
    });
    expect(salary({ weekly_hours: 168 })).toEqual({});
    expect(salary({ exemption_status: 'sometimes' })).toEqual({
      exemption_status: [COMPENSATION_TEXT.exemptionInvalid],
    });
  });

  it('reads 1099 day rates per day and everything else per hour', () => {
    expect(payRateLimit('hourly', null).max).toBe(10_000);
    expect(payRateLimit('1099', 'hourly').max).toBe(10_000);
    expect(payRateLimit('1099', 'half_or_full').max).toBe(100_000);
    expect(payRateLimit('1099', 'hourly_cap').max).toBe(100_000);
  });
});

describe('the form schema', () => {
  it('puts the rule’s messages on the fields', () => {
    const result = zCompensationForm.safeParse({ pay_type: 'hourly', pay_rate: -1 });
    expect(result.success).toBe(false);
    expect(
      Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message])),
    ).toEqual({
      effective_dt_unix: RULE_TEXT.required,
      pay_rate: COMPENSATION_TEXT.payRatePositive,
    });
  });
});
