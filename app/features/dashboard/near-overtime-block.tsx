import type { NearOvertime } from '../../../contract/dashboard';
import { NEAR_OVERTIME_SECONDS } from '../../../contract/dashboard';
import { ProgressBarList } from '../../../design-system/chart/progress-bar-list';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { DashboardBlock } from './dashboard-block';
import { durationText, nearOvertimeBar } from './dashboard-time-model';

const NEAR_HOURS = NEAR_OVERTIME_SECONDS / 3600;

/**
 * Members within a few hours of weekly overtime this workweek, or already earning it, as bars of
 * hours worked against their rule's weekly threshold (the server classifies each week with the
 * pay rules; nothing is counted here).
 */
export function NearOvertimeBlock({
  rows,
  className,
}: {
  rows: readonly NearOvertime[];
  className?: string;
}) {
  const inOvertime = rows.filter((row) => row.overtime_seconds + row.double_time_seconds > 0);
  return (
    <DashboardBlock
      title="Near overtime"
      summary={
        rows.length === 0
          ? 'This workweek'
          : `${rows.length} this workweek${inOvertime.length ? `, ${inOvertime.length} in overtime` : ''}`
      }
      className={className}
    >
      {rows.length === 0 ? (
        <EmptyState
          className="py-8"
          title="Nobody is near overtime"
          description={`Team members show here within ${NEAR_HOURS} hours of weekly overtime, or once they earn overtime this week. Plan shifts before they do.`}
        />
      ) : (
        <ProgressBarList
          label="Near overtime"
          items={rows.map(nearOvertimeBar)}
          formatValue={durationText}
        />
      )}
    </DashboardBlock>
  );
}
