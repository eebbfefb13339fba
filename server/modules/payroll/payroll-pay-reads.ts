import type { ExemptionStatus, PayType, RateType1099 } from '../../../contract/compensation';
import type { Db } from '../../db/connection';
import { fromFlag } from '../../lib/flags';
import type { MealBreakRule } from '../pay-rules/pay-rules.service';
import type { PayBasis, PayRecord } from './payroll-data';

/**
 * What an organisation's cards are paid by, read set-based (three statements at once): the pay
 * records of its members in effect before a range ends, its overtime rules and its rule groups'
 * required meal breaks. All of it is under the organisation's pay version (migration 0017).
 */

const mealRulesOf = (row: {
  is_first_meal_break_required: number;
  first_meal_break_after_seconds: number | null;
  first_meal_break_duration_seconds: number | null;
  is_second_meal_break_required: number;
  second_meal_break_after_seconds: number | null;
  second_meal_break_duration_seconds: number | null;
}): MealBreakRule[] => {
  const rules: MealBreakRule[] = [];
  const add = (
    which: MealBreakRule['which'],
    required: number,
    after: number | null,
    duration: number | null,
  ) => {
    // A rule exists when both are set (time-cards README "Rules"); only required ones are flagged.
    if (required === 1 && after !== null && duration !== null && after > 0 && duration > 0)
      rules.push({ which, afterSeconds: after, durationSeconds: duration });
  };
  add(
    'first',
    row.is_first_meal_break_required,
    row.first_meal_break_after_seconds,
    row.first_meal_break_duration_seconds,
  );
  add(
    'second',
    row.is_second_meal_break_required,
    row.second_meal_break_after_seconds,
    row.second_meal_break_duration_seconds,
  );
  return rules;
};

/** The pay records, overtime rules and meal-break rules of the organisation up to `to`. */
export async function readPayBasis(db: Db, orgId: number, to: number): Promise<PayBasis> {
  const [records, rules, groups] = await Promise.all([
    db
      .selectFrom('compensations')
      .select([
        'id',
        'employee_id',
        'effective_dt_unix',
        'pay_type',
        'pay_rate_cents',
        'annual_salary_cents',
        'weekly_hours_e2',
        'exemption_status',
        'rate_type_1099',
        'overtime_rule_id',
      ])
      .where('org_id', '=', orgId)
      .where('effective_dt_unix', '<', to)
      .orderBy('employee_id')
      .orderBy('effective_dt_unix')
      .execute(),
    db
      .selectFrom('overtime_rules')
      .select([
        'id',
        'name',
        'daily_overtime_after_minutes',
        'daily_double_time_after_minutes',
        'weekly_overtime_after_minutes',
        'is_seventh_day_rule',
      ])
      .where('org_id', '=', orgId)
      .execute(),
    db
      .selectFrom('rule_groups')
      .select([
        'id',
        'is_organization_default',
        'is_first_meal_break_required',
        'first_meal_break_after_seconds',
        'first_meal_break_duration_seconds',
        'is_second_meal_break_required',
        'second_meal_break_after_seconds',
        'second_meal_break_duration_seconds',
      ])
      .where('org_id', '=', orgId)
      .execute(),
  ]);

  const payRecords = new Map<number, PayRecord[]>();
  for (const row of records) {
    const list = payRecords.get(row.employee_id) ?? [];
    list.push({
      id: row.id,
      effectiveAt: Number(row.effective_dt_unix),
      payType: row.pay_type as PayType,
      payRateCents: row.pay_rate_cents,
      annualSalaryCents: row.annual_salary_cents,
      weeklyHoursE2: row.weekly_hours_e2,
      exemptionStatus: row.exemption_status as ExemptionStatus | null,
      rateType1099: row.rate_type_1099 as RateType1099 | null,
      overtimeRuleId: row.overtime_rule_id,
    });
    payRecords.set(row.employee_id, list);
  }
  const hours = (minutes: number | null) => (minutes === null ? null : minutes / 60);
  return {
    records: payRecords,
    overtimeRules: new Map(
      rules.map((row) => [
        row.id,
        {
          id: row.id,
          name: row.name,
          daily_overtime_after_hours: hours(row.daily_overtime_after_minutes),
          daily_double_time_after_hours: hours(row.daily_double_time_after_minutes),
          weekly_overtime_after_hours: hours(row.weekly_overtime_after_minutes),
          is_seventh_day_rule: fromFlag(row.is_seventh_day_rule),
        },
      ]),
    ),
    mealRules: new Map(groups.map((row) => [row.id, mealRulesOf(row)])),
    defaultGroupId: groups.find((row) => row.is_organization_default === 1)?.id ?? null,
  };
}
