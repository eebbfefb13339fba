import { Link } from 'react-router-dom';
import type { MealBreakAlert, WorkingNow } from '../../../contract/dashboard';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { EmptyState } from '../../../design-system/empty-state/empty-state';
import type { FormatLocale } from '../../../design-system/format/format-locale';
import { timeOfDay } from '../time-cards/clock/clock-format';
import { STATUS_LABEL } from '../time-cards/time-card-words';
import { DashboardBlock } from './dashboard-block';
import {
  durationText,
  mealBreakAlertText,
  placeText,
  workingNowSummary,
} from './dashboard-time-model';

/**
 * Who is clocked in now: each member with where they are booked, since when and for how long
 * (breaks out), a link to their running card, and the meal break they owe, if any.
 */
export function WorkingNowBlock({
  orgId,
  rows,
  alerts,
  timeZone,
  locale,
  className,
}: {
  orgId: number;
  rows: readonly WorkingNow[];
  /** The most pressing meal break alert of each running card. */
  alerts: ReadonlyMap<number, MealBreakAlert>;
  timeZone: string;
  locale: FormatLocale;
  className?: string;
}) {
  const timeCards = `/org/${orgId}/crew/timecards`;
  return (
    <DashboardBlock title="Working now" summary={workingNowSummary(rows)} className={className}>
      {rows.length === 0 ? (
        <EmptyState
          className="py-8"
          title="Nobody is clocked in"
          description="Team members show here as soon as they clock in. You can clock your crew in from Time cards."
          action={
            <Button asChild variant="secondary" size="sm">
              <Link to={timeCards}>Open time cards</Link>
            </Button>
          }
        />
      ) : (
        <ul className="-my-2 flex flex-col divide-y divide-border">
          {rows.map((row) => {
            const alert = alerts.get(row.time_card_id);
            const place = placeText(row);
            return (
              <li
                key={row.time_card_id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <Link
                      to={`/org/${orgId}/crew/timecard/${row.time_card_id}`}
                      className="font-medium text-primary underline-offset-2 hover:underline"
                    >
                      {row.display_name}
                    </Link>
                    <Badge tone={row.status === 'on_break' ? 'warning' : 'success'}>
                      {STATUS_LABEL[row.status]}
                    </Badge>
                    {alert && (
                      <Badge tone={alert.state === 'overdue' ? 'danger' : 'warning'}>
                        {mealBreakAlertText(alert)}
                      </Badge>
                    )}
                  </div>
                  <p className="text-sm text-text-muted">
                    {place ?? 'No project'} · since{' '}
                    {timeOfDay(row.clock_in_dt_unix, timeZone, locale)}
                  </p>
                </div>
                <p className="text-sm text-text tabular-nums">
                  <span className="sr-only">Worked </span>
                  {durationText(row.worked_seconds)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardBlock>
  );
}
