import type { JobCostingQuery } from '../../../../contract/job-costing';
import type { PayrollReportQuery } from '../../../api/payroll';
import type { FilterQuery } from './report-filters';
import type { ReportState } from './report-url-state';

/**
 * What the reports ask the server for their range and filters. Null while something they need is
 * still loading; 'nothing' when the filters leave no row to ask for. Pure.
 */

type Asked = FilterQuery | 'waiting' | 'nothing';
type Instants = { start_dt_unix: number; end_dt_unix: number };
type Period = { scheduleId: number; index: number };

/** Only the instants: the range may carry more (its days). */
const instantsOf = ({ start_dt_unix, end_dt_unix }: Instants): Instants => ({
  start_dt_unix,
  end_dt_unix,
});

/**
 * The payroll summary's query: a pay period by its schedule and index (the server decides its
 * days), or the range's instants; approved time off too where the plan has time off.
 */
export function payrollQueryOf(input: {
  kind: ReportState['kind'];
  asked: Asked;
  instants: Instants | null;
  period: Period | null;
  includesTimeOff: boolean;
}): PayrollReportQuery | 'nothing' | null {
  const { asked } = input;
  if (asked === 'nothing') return 'nothing';
  if (asked === 'waiting') return null;
  const timeOff = input.includesTimeOff ? { include_time_off: 'true' as const } : {};
  if (input.kind === 'payperiod') {
    if (!input.period) return null;
    return {
      pay_schedule_id: input.period.scheduleId,
      pay_period_id: input.period.index,
      ...asked,
      ...timeOff,
    };
  }
  return input.instants && { ...instantsOf(input.instants), ...asked, ...timeOff };
}

/** Job costing's query: the range's instants (a pay period's too), and the filters. */
export function jobCostingQueryOf(input: {
  asked: Asked;
  instants: Instants | null;
}): JobCostingQuery | 'nothing' | null {
  if (input.asked === 'nothing') return 'nothing';
  if (input.asked === 'waiting' || !input.instants) return null;
  return { ...instantsOf(input.instants), ...input.asked };
}
