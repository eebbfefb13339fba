import { CITATION } from './reasons';
import { HOUR, thresholdRule, type RuleModel } from './rule-model';

/**
 * FLSA: hours over 40 in the workweek at one and a half times the regular rate (29 U.S.C.
 * 207(a)(1)); each workweek stands alone (29 CFR 778.104); no daily overtime.
 */
export function flsaRule(): RuleModel {
  return thresholdRule(
    { rule_id: 'flsa', rule_name: 'FLSA', citation: CITATION.flsaOvertime },
    { dailyOvertime: null, dailyDoubleTime: null, weeklyOvertime: 40 * HOUR, hasSeventhDay: false },
  );
}
