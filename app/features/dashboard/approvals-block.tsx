import { Link } from 'react-router-dom';
import type { Dashboard } from '../../../contract/dashboard';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import { formatLongDate } from '../../../design-system/format/format-date';
import { DashboardBlock } from './dashboard-block';
import { approvalsSummary } from './dashboard-time-model';

/**
 * Clocked-out cards waiting for approval, and the way to them: the time card summary (which has
 * no approval filter in its address yet, so the link opens it as it is).
 */
export function ApprovalsBlock({
  orgId,
  approvals,
  timeZone,
  className,
}: {
  orgId: number;
  approvals: Dashboard['approvals'];
  timeZone: string;
  className?: string;
}) {
  const to = `/org/${orgId}/crew/timecards`;
  return (
    <DashboardBlock
      title="Waiting for approval"
      summary={approvalsSummary(approvals)}
      className={className}
    >
      {approvals.pending_card_count === 0 ? (
        <EmptyState
          className="py-8"
          title="All caught up"
          description="Clocked-out time cards wait here until a manager or administrator approves them."
        />
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="text-4xl font-semibold tracking-tight text-text tabular-nums">
            {approvals.pending_card_count}
            <span className="sr-only">
              {approvals.pending_card_count === 1 ? ' time card waiting' : ' time cards waiting'}
            </span>
          </p>
          {approvals.oldest_clock_in_dt_unix !== null && (
            <p className="text-sm text-text-muted">
              The oldest is from {formatLongDate(approvals.oldest_clock_in_dt_unix, timeZone)}.
            </p>
          )}
          <Button asChild size="sm">
            <Link to={to}>Review time cards</Link>
          </Button>
        </div>
      )}
    </DashboardBlock>
  );
}
