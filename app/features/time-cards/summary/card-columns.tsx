import { Link } from 'react-router-dom';
import { TriangleAlert } from 'lucide-react';
import type { TimeCard } from '../../../../contract/time-cards';
import { zonedDate } from '../../../../contract/time/zoned-time';
import { Badge } from '../../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../../design-system/data-grid/data-grid';
import { SELECT_COLUMN_WIDTH } from '../../../../design-system/data-grid/data-grid-model';
import { formatHours } from '../../../../design-system/format/format-hours';
import { cn } from '../../../../design-system/lib/cn';
import { PHONE_GRID_WIDTH } from '../../../lists/phone-grid';
import { clockOutText, dayLabel, timeText } from './summary-format';
import { APPROVAL_LABEL, STATUS_LABEL, exceptionsText } from '../time-card-words';

/** What the card columns need besides the card. */
export type CardColumnContext = {
  orgId: number;
  timeZone: string;
  projectNames: ReadonlyMap<number, string>;
};

export const timeCardPath = (orgId: number, id: number) => `/org/${orgId}/crew/timecard/${id}`;

const cardDay = (card: TimeCard, zone: string) => dayLabel(zonedDate(card.clock_in_dt_unix, zone));

function projectsText(card: TimeCard, names: ReadonlyMap<number, string>): string {
  if (card.org_project_ids.length === 0) return '—';
  return card.org_project_ids.map((id) => names.get(id) ?? `Project ${id}`).join(', ');
}

/** A card as its row is named ('Ann Lee, Tue 24 Nov'). */
export function cardLabel(card: TimeCard, zone: string): string {
  return `${card.employee.display_name}, ${cardDay(card, zone)}`;
}

function DayLink({ card, context }: { card: TimeCard; context: CardColumnContext }) {
  return (
    <Link
      className="font-medium text-primary underline underline-offset-2"
      to={timeCardPath(context.orgId, card.id)}
      aria-label={`Time card of ${cardLabel(card, context.timeZone)}`}
    >
      {cardDay(card, context.timeZone)}
    </Link>
  );
}

function ClockOut({ card, zone }: { card: TimeCard; zone: string }) {
  if (card.clock_out_dt_unix === null) return <Badge tone="info">Running</Badge>;
  return <>{clockOutText(card.clock_in_dt_unix, card.clock_out_dt_unix, zone)}</>;
}

function StatusBadge({ card }: { card: TimeCard }) {
  return (
    <Badge tone={card.status === 'completed' ? 'neutral' : 'info'}>
      {STATUS_LABEL[card.status]}
    </Badge>
  );
}

function ApprovalBadge({ card }: { card: TimeCard }) {
  return (
    <Badge tone={card.approval_state === 'approved' ? 'success' : 'neutral'}>
      {APPROVAL_LABEL[card.approval_state]}
    </Badge>
  );
}

/** `wrap`: the whole text on as many lines as it takes (the phone's card), else one cut line. */
function Exceptions({ card, wrap = false }: { card: TimeCard; wrap?: boolean }) {
  if (card.exceptions.length === 0) return <>—</>;
  return (
    <span
      className={cn(
        'inline-flex min-w-0 gap-1 text-warning',
        wrap ? 'items-start whitespace-normal' : 'items-center',
      )}
    >
      <TriangleAlert aria-hidden="true" className={cn('size-3.5 shrink-0', wrap && 'mt-0.5')} />
      <span className={wrap ? undefined : 'truncate'}>{exceptionsText(card.exceptions)}</span>
    </span>
  );
}

/** The columns of the cards grid on a wide screen. */
export function cardColumns(context: CardColumnContext): DataGridColumn<TimeCard>[] {
  const zone = context.timeZone;
  return [
    {
      id: 'day',
      header: 'Day',
      accessor: (card) => cardDay(card, zone),
      cell: (card) => <DayLink card={card} context={context} />,
      width: 120,
      enableHiding: false,
    },
    {
      id: 'member',
      header: 'Member',
      accessor: (card) => card.employee.display_name,
      width: 170,
    },
    {
      id: 'clock_in',
      header: 'Clock in',
      accessor: (card) => timeText(card.clock_in_dt_unix, zone),
      width: 100,
    },
    {
      id: 'clock_out',
      header: 'Clock out',
      accessor: (card) =>
        card.clock_out_dt_unix === null
          ? 'Running'
          : clockOutText(card.clock_in_dt_unix, card.clock_out_dt_unix, zone),
      cell: (card) => <ClockOut card={card} zone={zone} />,
      width: 150,
    },
    {
      id: 'breaks',
      header: 'Breaks',
      accessor: (card) => formatHours(card.totals.break_seconds),
      width: 90,
      align: 'end',
    },
    {
      id: 'project',
      header: 'Project',
      accessor: (card) => projectsText(card, context.projectNames),
      width: 190,
    },
    {
      id: 'worked',
      header: 'Worked',
      accessor: (card) => formatHours(card.totals.worked_seconds),
      width: 90,
      align: 'end',
    },
    {
      id: 'paid',
      header: 'Paid',
      accessor: (card) => formatHours(card.totals.paid_seconds),
      width: 90,
      align: 'end',
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (card) => STATUS_LABEL[card.status],
      cell: (card) => <StatusBadge card={card} />,
      width: 120,
    },
    {
      id: 'approval',
      header: 'Approval',
      accessor: (card) => APPROVAL_LABEL[card.approval_state],
      cell: (card) => <ApprovalBadge card={card} />,
      width: 110,
    },
    {
      id: 'exceptions',
      header: 'Exceptions',
      accessor: (card) => exceptionsText(card.exceptions) || '—',
      cell: (card) => <Exceptions card={card} />,
      width: 240,
    },
  ];
}

/**
 * A phone's one stacked column: the day (the link), the member, the times, worked and paid, and
 * the badges, wrapped over a few lines so nothing scrolls sideways.
 */
export function cardPhoneColumns(
  context: CardColumnContext,
  hasSelection: boolean,
): DataGridColumn<TimeCard>[] {
  const zone = context.timeZone;
  return [
    {
      id: 'card',
      header: 'Time card',
      accessor: (card) => cardLabel(card, zone),
      cell: (card) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-x-2">
            <DayLink card={card} context={context} />
            <span className="text-text-muted">{card.employee.display_name}</span>
          </span>
          <span>
            {timeText(card.clock_in_dt_unix, zone)} – <ClockOut card={card} zone={zone} />
          </span>
          <span className="text-xs text-text-muted">
            Worked {formatHours(card.totals.worked_seconds)} · Paid{' '}
            {formatHours(card.totals.paid_seconds)} · Breaks{' '}
            {formatHours(card.totals.break_seconds)}
          </span>
          <span className="text-xs text-text-muted">
            {projectsText(card, context.projectNames)}
          </span>
          <span className="flex flex-wrap gap-1">
            <StatusBadge card={card} />
            <ApprovalBadge card={card} />
          </span>
          {card.exceptions.length > 0 && <Exceptions card={card} wrap />}
        </div>
      ),
      // The checkbox column takes its share of the phone's width.
      width: hasSelection ? PHONE_GRID_WIDTH - SELECT_COLUMN_WIDTH : PHONE_GRID_WIDTH,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
