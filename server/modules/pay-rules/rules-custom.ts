import { isDoubleTimeAfterOvertime } from '../../../contract/overtime-rules';
import { HOUR, thresholdRule, type RuleModel } from './rule-model';
import type { CustomOvertimeRule } from './types';

const seconds = (hours: number | null) => (hours === null ? null : Math.round(hours * HOUR));

/**
 * A rule of the organisation's overtime-rule table, applied as written: its daily overtime and
 * double-time thresholds, its weekly threshold (straight-time hours only, as California) and its
 * seventh-day flag with California's meaning. An empty threshold does not apply. It is the
 * employer's policy, so its reasons cite no statute.
 */
export function customRule(row: CustomOvertimeRule): RuleModel {
  // The table refuses this order; a rule that has it anyway would make bands run backwards.
  if (!isDoubleTimeAfterOvertime(row))
    throw new RangeError(`Overtime rule ${row.id}: double time must start after daily overtime`);
  return thresholdRule(
    { rule_id: `overtime_rule:${row.id}`, rule_name: row.name, citation: null },
    {
      dailyOvertime: seconds(row.daily_overtime_after_hours),
      dailyDoubleTime: seconds(row.daily_double_time_after_hours),
      weeklyOvertime: seconds(row.weekly_overtime_after_hours),
      hasSeventhDay: row.is_seventh_day_rule,
    },
  );
}
