import { DEFAULT_WEEKLY_HOURS } from '../../../contract/compensation';
import { featureAllowed, type PlanFields } from '../../../contract/plans';
import {
  memberRule,
  ruleModel,
  statutoryRule,
  workweekOfSchedule,
  type PayRuleChoice,
} from '../pay-rules/pay-rules.service';
import type { OrgPayRules, PayRecord, PayrollOrg } from './payroll-data';

/**
 * Which rules pay a member (README "Rules and rates"): the organisation's workweek, its default
 * overtime rule, its state's break rule; a pay record's overtime rule and hourly rate.
 */

export function orgPayRules(org: PayrollOrg, plan: PlanFields | undefined): OrgPayRules {
  const defaultRule = statutoryRule(org.state);
  const isCalifornia = defaultRule === 'california';
  return {
    timezone: org.timezone,
    workweek: workweekOfSchedule(org.defaultSchedule),
    defaultRule,
    stateBreakRule: isCalifornia || org.hasStateBreakRule,
    // Required meal breaks are a time-clock rule (time-cards README "Rules").
    mealRules: featureAllowed(plan, 'time-clock-rules'),
  };
}

/** The pay record in effect at an instant: the latest that took effect by then. */
export function recordAt(records: readonly PayRecord[] | undefined, instant: number) {
  if (!records) return null;
  let found: PayRecord | null = null;
  for (const record of records) {
    if (record.effectiveAt > instant) break;
    found = record;
  }
  return found;
}

/** n / d rounded half up, for n ≥ 0 and d > 0. */
const roundDiv = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/**
 * A full day of a 1099 day rate (`half_or_full`, `hourly_cap`), in seconds: 8 hours, the day
 * the rate is for.
 */
export const CONTRACTOR_DAY_SECONDS = 8 * 3600;

/**
 * The record's straight-time rate in whole cents per hour (the engine's unit): hourly and 1099
 * hourly rates as they are; a salary's hourly equivalent (29 CFR 778.113: the weekly salary over
 * the hours it pays for, annual / 52 / weekly hours, 40 when unset); a 1099 day rate over its
 * 8-hour day. Rounded half up to a cent. Null: the record names no rate.
 */
export function hourlyRateCents(record: PayRecord | null): number | null {
  if (!record) return null;
  if (record.payType === 'salary') {
    if (record.annualSalaryCents === null) return null;
    const hoursE2 = record.weeklyHoursE2 ?? DEFAULT_WEEKLY_HOURS * 100;
    // annual / 52 / (hoursE2 / 100), rounded once.
    return roundDiv(record.annualSalaryCents * 100, 52 * hoursE2);
  }
  if (record.payRateCents === null) return null;
  if (record.payType === '1099' && record.rateType1099 && record.rateType1099 !== 'hourly')
    return roundDiv(record.payRateCents * 3600, CONTRACTOR_DAY_SECONDS);
  return record.payRateCents;
}

/** The 1099 day rate of the record, when it is one. */
export function dayRateOf(record: PayRecord | null) {
  if (!record || record.payType !== '1099' || record.payRateCents === null) return null;
  const type = record.rateType1099;
  return type === 'half_or_full' || type === 'hourly_cap'
    ? { type, cents: record.payRateCents }
    : null;
}

/**
 * A 1099 day rate's pay for a day of `seconds`: half or full pays half the rate up to half a day
 * and the whole rate beyond; hourly with a cap pays the rate's hourly share up to the rate.
 */
export function contractorDayCents(
  rate: { type: 'half_or_full' | 'hourly_cap'; cents: number },
  seconds: number,
): number {
  if (seconds <= 0) return 0;
  if (rate.type === 'half_or_full')
    return seconds <= CONTRACTOR_DAY_SECONDS / 2 ? roundDiv(rate.cents, 2) : rate.cents;
  return Math.min(rate.cents, roundDiv(rate.cents * seconds, CONTRACTOR_DAY_SECONDS));
}

/** A member the state's break premiums cover: an employee who is not exempt. */
export const takesBreakPremiums = (record: PayRecord | null) =>
  record === null || (record.payType !== '1099' && record.exemptionStatus !== 'exempt');

/** The record's overtime rule, else the organisation's statutory one. */
export function ruleChoiceOf(
  record: PayRecord | null,
  rules: OrgPayRules,
  overtimeRules: ReadonlyMap<number, Extract<PayRuleChoice, { kind: 'custom' }>['rule']>,
): PayRuleChoice {
  const custom = record?.overtimeRuleId ? overtimeRules.get(record.overtimeRuleId) : undefined;
  return memberRule(custom, rules.defaultRule);
}

/** The id and name of a rule choice ('flsa', 'california', 'overtime_rule:{id}'). */
export function ruleNameOf(choice: PayRuleChoice) {
  const { rule } = ruleModel(choice);
  return { rule_id: rule.rule_id, rule_name: rule.rule_name };
}
