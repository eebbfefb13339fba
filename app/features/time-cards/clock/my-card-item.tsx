import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import type { TimeCard } from '../../../../contract/time-cards';
import type { FormatLocale } from '../../../../design-system/format/format-locale';
import type { Formatters } from '../../../../design-system/format/formatters';
import { Badge } from '../../../../design-system/badge/badge';
import { APPROVAL_LABEL, EXCEPTION_LABEL, STATUS_LABEL } from '../time-card-words';
import { timeOfDay } from './clock-format';

export type MyCardItemProps = {
  orgId: number;
  card: TimeCard;
  /** Project names by id (the card's list row names only ids). */
  projectNames: ReadonlyMap<number, string>;
  format: Formatters;
  locale: FormatLocale;
};

/** Paid time follows the organisation's rounding: said so, so nobody reads it as the raw time. */
export function paidLabel(roundMinutes: number): string {
  return roundMinutes > 0 ? `Payable (rounded to ${roundMinutes} min)` : 'Payable';
}

/**
 * One of the member's cards in the week list: the day (a link to the card), the times, breaks,
 * worked and payable time, projects, and its state: running, approval, exceptions in words.
 */
export function MyCardItem({ orgId, card, projectNames, format, locale }: MyCardItemProps) {
  const at = (unix: number) => timeOfDay(unix, card.timezone, locale);
  const { totals } = card;
  const projects = card.org_project_ids
    .map((id) => projectNames.get(id))
    .filter((name): name is string => Boolean(name));
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-text">
          <Link
            className="text-primary underline underline-offset-2"
            to={`/org/${orgId}/crew/timecard/${card.id}`}
          >
            {format.longDate(card.clock_in_dt_unix)}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1.5">
          {card.status !== 'completed' && (
            <Badge tone={card.status === 'working' ? 'success' : 'warning'}>
              {STATUS_LABEL[card.status]}
            </Badge>
          )}
          <Badge tone={card.approval_state === 'approved' ? 'success' : 'neutral'}>
            {APPROVAL_LABEL[card.approval_state]}
          </Badge>
          {card.exceptions.map((type) => (
            <Badge key={type} tone="warning">
              <TriangleAlert aria-hidden="true" />
              {EXCEPTION_LABEL[type]}
            </Badge>
          ))}
        </div>
      </div>
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm sm:grid-cols-5">
        <div>
          <dt className="text-text-muted">Time</dt>
          <dd className="font-medium text-text tabular-nums">
            {at(card.clock_in_dt_unix)} –{' '}
            {card.clock_out_dt_unix === null ? 'now' : at(card.clock_out_dt_unix)}
          </dd>
        </div>
        <div>
          <dt className="text-text-muted">Breaks</dt>
          <dd className="font-medium text-text tabular-nums">
            {format.hours(totals.break_seconds)}
            {/* Under a minute of unpaid break would read as 00:00: left out. */}
            {totals.unpaid_break_seconds >= 60 && (
              <span className="font-normal text-text-muted">
                {' '}
                ({format.hours(totals.unpaid_break_seconds)} unpaid)
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-text-muted">Worked</dt>
          <dd className="font-medium text-text tabular-nums">
            {format.hours(totals.worked_seconds)}
          </dd>
        </div>
        <div>
          <dt className="text-text-muted">{paidLabel(totals.round_minutes)}</dt>
          <dd className="font-medium text-text tabular-nums">
            {format.hours(totals.paid_seconds)}
          </dd>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <dt className="text-text-muted">{projects.length > 1 ? 'Projects' : 'Project'}</dt>
          <dd className="font-medium text-text">
            {projects.length > 0 ? projects.join(', ') : 'None'}
          </dd>
        </div>
      </dl>
    </li>
  );
}
