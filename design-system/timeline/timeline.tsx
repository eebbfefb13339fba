import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';
import {
  formatTimelineDate,
  orderTimelineEntries,
  timelineDateTime,
  type TimelineOrder,
} from './timeline-model';

export type TimelineEntry = {
  /** When it happened, as a unix time in seconds (spec). */
  unix: number;
  /** What happened. */
  description: ReactNode;
};

export type TimelineProps = Omit<ComponentProps<'ol'>, 'children'> & {
  /** The events to list. */
  entries: readonly TimelineEntry[];
  /** 'given' (default) keeps the caller's order; 'newest-first' sorts by time, latest on top. */
  order?: TimelineOrder;
  /** The IANA time zone whose calendar date is shown (e.g. the organisation's); default the browser's. */
  timeZone?: string;
};

/**
 * A history of events as an ordered list, each with its date written DD MMM YYYY (spec, e.g.
 * '03 May 2024') in a `<time>` element carrying the machine-readable date. The rail and dots are
 * decoration; the list itself gives screen readers the count and order.
 */
export function Timeline({
  entries,
  order = 'given',
  timeZone,
  className,
  ...props
}: TimelineProps) {
  const ordered = orderTimelineEntries(entries, order);
  if (ordered.length === 0) return null;
  return (
    <ol
      data-slot="timeline"
      className={cn('m-0 flex list-none flex-col p-0', className)}
      {...props}
    >
      {ordered.map((entry, index) => (
        <li
          // Entries have no id of their own; the time and position tell them apart.
          key={`${entry.unix}-${index}`}
          data-slot="timeline-entry"
          className="relative flex gap-3 pb-5 last:pb-0"
        >
          <div aria-hidden="true" className="relative flex w-3 shrink-0 justify-center">
            <span className="mt-1.5 size-3 rounded-full border-2 border-primary bg-surface" />
            {index < ordered.length - 1 && (
              <span className="absolute top-5 -bottom-1 w-px bg-border-strong" />
            )}
          </div>
          <div className="flex min-w-0 flex-col gap-0.5">
            <time
              dateTime={timelineDateTime(entry.unix, timeZone)}
              className="text-xs font-medium text-text-muted tabular-nums"
            >
              {formatTimelineDate(entry.unix, timeZone)}
            </time>
            <div className="text-sm break-words text-text">{entry.description}</div>
          </div>
        </li>
      ))}
    </ol>
  );
}
