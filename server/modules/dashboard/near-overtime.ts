import type { ExemptionStatus, PayType } from '../../../contract/compensation';
import { NEAR_OVERTIME_SECONDS, type NearOvertime } from '../../../contract/dashboard';
import type { PlainDate } from '../../../contract/time/plain-date';
import {
  classifyWeek,
  memberRule,
  payMemberOf,
  ruleModel,
  statutoryRule,
} from '../pay-rules/pay-rules.service';
import type { CustomOvertimeRule, PayRuleChoice, Workweek } from '../pay-rules/types';
import { payableIntervals, type DashboardCard } from './card-time';

/** A member's pay record in effect, as far as overtime goes; null: none on record. */
export type PayRecordFacts = {
  payType: PayType;
  exemptionStatus: ExemptionStatus | null;
  /** The record's overtime rule (the organisation's own), if it names one. */
  overtimeRule: CustomOvertimeRule | null;
} | null;

/**
 * The overtime rule a member's week is classified under: their pay record's rule; without one,
 * the statute where the organisation is (the pay-rules module decides, as for payroll).
 */
export function ruleChoiceOf(record: PayRecordFacts, orgState: string | null): PayRuleChoice {
  return memberRule(record?.overtimeRule, statutoryRule(orgState));
}

/** The rule's weekly overtime threshold in seconds, null when it has none. */
export function weeklyThresholdOf(choice: PayRuleChoice): number | null {
  const band = ruleModel(choice).weekly?.find((each) => !('keep' in each));
  return band?.from ?? null;
}

export type MemberWeek = {
  employeeId: number;
  displayName: string;
  /** Every card of the member touching the workweek. */
  cards: readonly DashboardCard[];
  record: PayRecordFacts;
};

/**
 * Members within NEAR_OVERTIME_SECONDS of weekly overtime this workweek, or already paid some
 * overtime or double time (a California member's long day), as the pay-rules engine classifies
 * their week under their rule: the engine decides, nothing here re-counts a rule. Running cards
 * count up to now. Exempt members and contractors earn no overtime and are never listed. Money
 * plays no part, so the cards go in at a rate of 0. Overtime first (most first), then the
 * closest to it.
 */
export function nearOvertime(
  members: readonly MemberWeek[],
  week: { startDate: PlainDate; workweek: Workweek; timeZone: string; orgState: string | null },
  now: number,
): NearOvertime[] {
  const listed: NearOvertime[] = [];
  for (const member of members) {
    if (member.cards.length === 0) continue;
    const rule = ruleChoiceOf(member.record, week.orgState);
    const result = classifyWeek({
      cards: member.cards.map((card) => ({
        id: card.id,
        work: payableIntervals(card, now),
        rate_cents_per_hour: 0,
      })),
      member: payMemberOf(member.record),
      rule,
      time_zone: week.timeZone,
      workweek: week.workweek,
      week_start_date: week.startDate,
    });
    if (result.totals.worked_seconds === 0) continue;
    if (result.spans.some((span) => ['exempt', 'contractor'].includes(span.reason.code))) continue;
    const { regular_seconds, overtime_seconds, double_time_seconds } = result.totals;
    const threshold = weeklyThresholdOf(rule);
    const toOvertime = threshold === null ? null : Math.max(0, threshold - regular_seconds);
    const inOvertime = overtime_seconds + double_time_seconds > 0;
    if (!inOvertime && (toOvertime === null || toOvertime > NEAR_OVERTIME_SECONDS)) continue;
    listed.push({
      employee_id: member.employeeId,
      display_name: member.displayName,
      regular_seconds,
      overtime_seconds,
      double_time_seconds,
      weekly_threshold_seconds: threshold,
      seconds_to_overtime: toOvertime,
      rule_id: result.rule_id,
      rule_name: result.rule_name,
    });
  }
  const premium = (row: NearOvertime) => row.overtime_seconds + row.double_time_seconds;
  return listed.sort(
    (a, b) =>
      premium(b) - premium(a) ||
      (a.seconds_to_overtime ?? Infinity) - (b.seconds_to_overtime ?? Infinity) ||
      a.display_name.localeCompare(b.display_name) ||
      a.employee_id - b.employee_id,
  );
}
