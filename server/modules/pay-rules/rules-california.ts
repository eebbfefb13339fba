import { CITATION } from './reasons';
import { HOUR, thresholdRule, type RuleModel } from './rule-model';

/**
 * California (Cal. Lab. Code 510(a)): over 8 hours in a workday and over 40 in the workweek at
 * 1.5×, over 12 in a workday at 2×; on the seventh consecutive day of work in one workweek the
 * first 8 hours at 1.5× and the rest at 2×. Weekly overtime counts straight-time hours only, so an
 * hour is never paid twice (no pyramiding).
 */
export function californiaRule(): RuleModel {
  return thresholdRule(
    { rule_id: 'california', rule_name: 'California', citation: CITATION.californiaOvertime },
    {
      dailyOvertime: 8 * HOUR,
      dailyDoubleTime: 12 * HOUR,
      weeklyOvertime: 40 * HOUR,
      hasSeventhDay: true,
    },
  );
}
