import { useId } from 'react';
import { Link } from 'react-router-dom';
import {
  DASHBOARD_FLAGGED_DAYS,
  type ExceptionCard,
  type MissingBreakCard,
} from '../../../contract/dashboard';
import { formatLongDate } from '../../../design-system/format/format-date';
import type { FormatLocale } from '../../../design-system/format/format-locale';
import { timeOfDay } from '../time-cards/clock/clock-format';
import { BREAK_WARNING_LABEL } from '../time-cards/detail/time-card-detail-model';
import { EXCEPTION_LABEL } from '../time-cards/time-card-words';
import { DashboardBlock } from './dashboard-block';
import { shownOfTotal } from './dashboard-time-model';

type Flagged = { total: number; items: ReadonlyArray<ExceptionCard | MissingBreakCard> };

const labelOf = (type: string) =>
  (EXCEPTION_LABEL as Record<string, string>)[type] ??
  (BREAK_WARNING_LABEL as Record<string, string>)[type] ??
  type;

/**
 * The last week's time cards that need a look: exceptions (where the clock and the member's
 * location disagree) and required meal breaks missed, each a link to its card.
 */
export function FlaggedCardsBlock({
  orgId,
  exceptions,
  missingBreaks,
  timeZone,
  locale,
  className,
}: {
  orgId: number;
  exceptions: Flagged;
  missingBreaks: Flagged;
  timeZone: string;
  locale: FormatLocale;
  className?: string;
}) {
  const list = { orgId, timeZone, locale };
  return (
    <DashboardBlock
      title="Exceptions and missing breaks"
      summary={`The last ${DASHBOARD_FLAGGED_DAYS} days`}
      className={className}
    >
      <div className="grid gap-6 md:grid-cols-2">
        <FlaggedList
          {...list}
          title="Exceptions"
          flagged={exceptions}
          empty="No exceptions. Cards whose clock-in or clock-out disagrees with the member’s location show here."
        />
        <FlaggedList
          {...list}
          title="Missing meal breaks"
          flagged={missingBreaks}
          empty="No missed meal breaks. Cards without the meal breaks their time clock rules require show here."
        />
      </div>
    </DashboardBlock>
  );
}

function FlaggedList({
  orgId,
  title,
  flagged,
  empty,
  timeZone,
  locale,
}: {
  orgId: number;
  title: string;
  flagged: Flagged;
  empty: string;
  timeZone: string;
  locale: FormatLocale;
}) {
  const headingId = useId();
  const cut = shownOfTotal(flagged.items.length, flagged.total);
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold text-text">
        {title} <span className="font-normal text-text-muted">({flagged.total})</span>
      </h3>
      {flagged.items.length === 0 ? (
        <p className="text-sm text-text-muted">{empty}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-border">
          {flagged.items.map((item) => {
            const when = `${formatLongDate(item.clock_in_dt_unix, timeZone)}, ${timeOfDay(item.clock_in_dt_unix, timeZone, locale)}`;
            return (
              <li key={item.time_card_id} className="flex flex-col gap-0.5 py-2">
                <Link
                  to={`/org/${orgId}/crew/timecard/${item.time_card_id}`}
                  // The visible name first, then which card: the links differ by card, not by name.
                  aria-label={`${item.display_name}, time card of ${when}`}
                  className="w-fit font-medium text-primary underline-offset-2 hover:underline"
                >
                  {item.display_name}
                </Link>
                <span className="text-sm text-text-muted">{when}</span>
                <span className="text-sm text-text">{item.types.map(labelOf).join(', ')}</span>
              </li>
            );
          })}
        </ul>
      )}
      {cut && <p className="text-xs text-text-muted">{cut}</p>}
    </section>
  );
}
