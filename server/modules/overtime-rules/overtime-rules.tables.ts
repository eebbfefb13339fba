import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The overtime-rules module's table. */
export type OvertimeRulesTables = {
  overtime_rules: OvertimeRuleTable;
};

/** An overtime rule of an organisation (migration 0004); thresholds in minutes, null = none. */
export type OvertimeRuleTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  daily_overtime_after_minutes: number | null;
  daily_double_time_after_minutes: number | null;
  weekly_overtime_after_minutes: number | null;
  is_seventh_day_rule: Flag;
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
};
