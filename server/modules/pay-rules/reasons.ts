import type { PayReason, ReasonCode } from './types';

/**
 * The statutes the reasons cite, and the reasons' sentences. A rule of the organisation's own
 * overtime-rule table cites nothing: it is the employer's policy, named by the rule.
 */

export const CITATION = {
  flsaOvertime: '29 U.S.C. 207(a)(1)',
  flsaExempt: '29 U.S.C. 213(a)(1)',
  flsaEmployee: '29 U.S.C. 203(e)(1)',
  regularRate: '29 CFR 778.115',
  californiaOvertime: 'Cal. Lab. Code 510(a)',
} as const;

const MULTIPLIER: Record<ReasonCode, 1 | 1.5 | 2> = {
  regular: 1,
  daily_overtime: 1.5,
  daily_double_time: 2,
  weekly_overtime: 1.5,
  seventh_day_overtime: 1.5,
  seventh_day_double_time: 2,
  exempt: 1,
  contractor: 1,
};

/** '8 h', '8.5 h', '40 h'. */
export const hoursText = (seconds: number) => `${Number((seconds / 3600).toFixed(2))} h`;

export type RuleName = { rule_id: string; rule_name: string; citation: string | null };

export function reason(
  rule: RuleName,
  code: ReasonCode,
  thresholdSeconds: number | null,
  text: string,
  citation: string | null = rule.citation,
): PayReason {
  return {
    code,
    rule_id: rule.rule_id,
    rule_name: rule.rule_name,
    threshold_seconds: thresholdSeconds,
    multiplier: MULTIPLIER[code],
    citation,
    text,
  };
}
