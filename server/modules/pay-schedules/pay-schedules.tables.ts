import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The pay-schedules module's table. */
export type PaySchedulesTables = {
  pay_schedules: PayScheduleTable;
};

/**
 * A pay schedule of an organisation (migration 0009): the first period's day 'YYYY-MM-DD', the
 * workweek's first day (0 Monday … 6 Sunday) and start time in seconds after local midnight; at
 * most one default per organisation.
 */
export type PayScheduleTable = {
  id: Generated<number>;
  org_id: number;
  name: string;
  frequency: string;
  first_period_start_date: string;
  workweek_start_day: number;
  workweek_start_seconds: number;
  is_default: Flag;
  created_at_unix: number;
  updated_at_unix: number;
};
