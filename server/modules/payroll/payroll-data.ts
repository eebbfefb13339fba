import type { ExemptionStatus, PayType, RateType1099 } from '../../../contract/compensation';
import type { PaySchedule } from '../../../contract/pay-schedules';
import type { CustomOvertimeRule, MealBreakRule, Workweek } from '../pay-rules/pay-rules.service';

/**
 * What the payroll summary reads, as plain data: the organisation's settings and versions, and
 * the cards of a range's workweeks with everything they are paid by. The loader
 * (payroll.repository.ts) fills it; the rest of the module is pure functions of it.
 */

/** The organisation as the summary reads it, with the versions its answers are kept under. */
export type PayrollOrg = {
  timezone: string;
  /** Two-letter US state, or null. */
  state: string | null;
  hasStateBreakRule: boolean;
  defaultSchedule: PaySchedule | null;
  timeCardVersion: number;
  payVersion: number;
};

/** What an organisation's payroll rules are, given its settings and plan (payroll-rules.ts). */
export type OrgPayRules = {
  timezone: string;
  workweek: Workweek;
  /** The statutory overtime rule of members whose pay record names none. */
  defaultRule: 'flsa' | 'california';
  /** The state's meal and rest break rule applies: rest breaks counted, premiums paid. */
  stateBreakRule: boolean;
  /** Required meal breaks of the rule groups count (the time-clock-rules plan feature). */
  mealRules: boolean;
};

export type LoadedBreak = {
  type: string;
  start: number;
  /** null while the break runs. */
  end: number | null;
  isPaid: boolean;
};

export type LoadedAllocation = {
  projectId: number | null;
  jobCodeId: number | null;
  start: number;
  end: number | null;
};

export type LoadedCard = {
  id: number;
  employeeId: number;
  clockIn: number;
  /** null while the card runs. */
  clockOut: number | null;
  /** The geofence trim's payable end (time-cards README), else null. */
  payableEnd: number | null;
  approved: boolean;
  breaks: LoadedBreak[];
  allocations: LoadedAllocation[];
};

export type LoadedMember = {
  id: number;
  displayName: string;
  /** Their time-clock rule group; null follows the organisation's default. */
  ruleGroupId: number | null;
  /** In clock-in order. */
  cards: LoadedCard[];
};

/** A pay record (compensation) as the summary reads it; money in cents. */
export type PayRecord = {
  id: number;
  effectiveAt: number;
  payType: PayType;
  payRateCents: number | null;
  annualSalaryCents: number | null;
  /** Hundredths of an hour. */
  weeklyHoursE2: number | null;
  exemptionStatus: ExemptionStatus | null;
  rateType1099: RateType1099 | null;
  overtimeRuleId: number | null;
};

/** The cards of a range's workweeks, by member. */
export type RangeCards = {
  /** Members with a card touching the workweeks. */
  members: Map<number, LoadedMember>;
  cardCount: number;
};

/** What cards are paid by (under the organisation's pay version). */
export type PayBasis = {
  /** Each member's pay records, oldest first. */
  records: Map<number, PayRecord[]>;
  overtimeRules: Map<number, CustomOvertimeRule>;
  /** Each rule group's required meal breaks; `defaultGroupId` is the organisation's default. */
  mealRules: Map<number, MealBreakRule[]>;
  defaultGroupId: number | null;
};

/** Everything the cards of a range's workweeks are paid by. */
export type RangeData = RangeCards & PayBasis;

/** One day of approved time off of a member (the time-off module's ApprovedTimeOffDay). */
export type TimeOffDay = {
  employee_id: number;
  /** A calendar day of the organisation, 'YYYY-MM-DD'. */
  date: string;
  time_off_request_id: number;
  leave_policy_id: number;
  policy_name: string;
  is_paid: boolean;
  seconds: number;
};
