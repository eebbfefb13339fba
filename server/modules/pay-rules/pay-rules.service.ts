/**
 * The pay-rules engine as other modules call it (server modules reach each other through their
 * *.service.ts files): the engine is pure functions, so its service is their list. README.md
 * says what each does.
 */
export { classifyWeek, ruleModel } from './pay-rules';
export { workOfCard } from './card-work';
export { weekPay } from './regular-rate';
export { DEFAULT_WORKWEEK, workweekAt, workweekOf, workweekOfSchedule } from './workweek';
export { CALIFORNIA_STATE, memberRule, payMemberOf, statutoryRule } from './member-rule';
export { restBreaksRequired, workdayBreakFlags } from './break-compliance';
export type { BreakRules, ComplianceCard, MealBreakRule } from './break-compliance';
export type { WorkweekSpan, Workday } from './workweek';
export type * from './types';
