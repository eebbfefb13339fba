import type { ExemptionStatus, PayType } from '../../../contract/compensation';
import type { CustomOvertimeRule, PayMember, PayRuleChoice } from './types';

/**
 * Which rule and which kind of member the engine is given, for every module that classifies a
 * member's week (the payroll summary, job costing, the dashboard's near-overtime list), so they
 * never disagree about the same person.
 */

/** California: the one state whose overtime (and break premium) rules the engine models. */
export const CALIFORNIA_STATE = 'CA';

/** The statute where the organisation is: California's in CA, else the FLSA. */
export function statutoryRule(orgState: string | null | undefined): 'california' | 'flsa' {
  return orgState?.toUpperCase() === CALIFORNIA_STATE ? 'california' : 'flsa';
}

/**
 * The rule a member's week is classified under: the organisation's own rule their pay record
 * names, else the statute (organisations store no default rule of their own, only their state).
 */
export function memberRule(
  custom: CustomOvertimeRule | null | undefined,
  statute: 'california' | 'flsa',
): PayRuleChoice {
  return custom ? { kind: 'custom', rule: custom } : { kind: statute };
}

/** The engine's member: the pay record's type and exemption; no record pays as hourly W2. */
export function payMemberOf(
  record: { payType: PayType; exemptionStatus: ExemptionStatus | null } | null,
): PayMember {
  return record
    ? { pay_type: record.payType, exemption_status: record.exemptionStatus }
    : { pay_type: 'hourly', exemption_status: 'non-exempt' };
}
