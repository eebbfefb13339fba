import type { Band } from './bands';
import { hoursText, reason, type RuleName } from './reasons';
import type { PayReason } from './types';

/**
 * Every overtime rule the engine knows is the same shape: optional daily overtime and double-time
 * thresholds, an optional weekly threshold counted on straight-time hours only (no pyramiding),
 * and an optional seventh-day rule. FLSA, California and the organisation's own rules are this
 * shape with their own numbers and citations.
 */

export const HOUR = 3600;
/** The seventh day's straight overtime ends after 8 hours (Cal. Lab. Code 510(a)). */
export const SEVENTH_DAY_OVERTIME_SECONDS = 8 * HOUR;

export type Thresholds = {
  dailyOvertime: number | null;
  dailyDoubleTime: number | null;
  weeklyOvertime: number | null;
  hasSeventhDay: boolean;
};

export type RuleModel = {
  rule: RuleName;
  /** The reason of time under every threshold. */
  regular: PayReason;
  /** Bands of an ordinary workday; null when the rule counts no daily time. */
  daily: Band[] | null;
  /** Bands of the seventh consecutive day of work; null without the seventh-day rule. */
  seventhDay: Band[] | null;
  /** Bands over the week's straight-time hours; null without a weekly threshold. */
  weekly: Band[] | null;
};

function regularText(limits: Thresholds): string {
  const parts: string[] = [];
  const daily = limits.dailyOvertime ?? limits.dailyDoubleTime;
  if (daily !== null) parts.push(`${hoursText(daily)} in the workday`);
  if (limits.weeklyOvertime !== null)
    parts.push(`${hoursText(limits.weeklyOvertime)} in the workweek`);
  return parts.length ? `Within ${parts.join(' and ')}` : 'No overtime threshold applies';
}

export function thresholdRule(rule: RuleName, limits: Thresholds): RuleModel {
  const regularThreshold = limits.dailyOvertime ?? limits.dailyDoubleTime ?? limits.weeklyOvertime;
  const regular = reason(rule, 'regular', regularThreshold, regularText(limits));

  const daily: Band[] = [{ from: 0, keep: true }];
  if (limits.dailyOvertime !== null)
    daily.push({
      from: limits.dailyOvertime,
      pay_class: 'overtime',
      reason: reason(
        rule,
        'daily_overtime',
        limits.dailyOvertime,
        `Over ${hoursText(limits.dailyOvertime)} in the workday: overtime at 1.5×`,
      ),
    });
  if (limits.dailyDoubleTime !== null)
    daily.push({
      from: limits.dailyDoubleTime,
      pay_class: 'double_time',
      reason: reason(
        rule,
        'daily_double_time',
        limits.dailyDoubleTime,
        `Over ${hoursText(limits.dailyDoubleTime)} in the workday: double time`,
      ),
    });

  const seventh = SEVENTH_DAY_OVERTIME_SECONDS;
  return {
    rule,
    regular,
    daily: daily.length > 1 ? daily : null,
    seventhDay: limits.hasSeventhDay
      ? [
          {
            from: 0,
            pay_class: 'overtime',
            reason: reason(
              rule,
              'seventh_day_overtime',
              seventh,
              `First ${hoursText(seventh)} on the seventh consecutive day of work in the workweek: overtime at 1.5×`,
            ),
          },
          {
            from: seventh,
            pay_class: 'double_time',
            reason: reason(
              rule,
              'seventh_day_double_time',
              seventh,
              `Over ${hoursText(seventh)} on the seventh consecutive day of work in the workweek: double time`,
            ),
          },
        ]
      : null,
    weekly:
      limits.weeklyOvertime === null
        ? null
        : [
            { from: 0, keep: true },
            {
              from: limits.weeklyOvertime,
              pay_class: 'overtime',
              reason: reason(
                rule,
                'weekly_overtime',
                limits.weeklyOvertime,
                `Over ${hoursText(limits.weeklyOvertime)} of straight time in the workweek: overtime at 1.5×`,
              ),
            },
          ],
  };
}
