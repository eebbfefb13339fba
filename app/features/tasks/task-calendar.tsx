import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { Task } from '../../../contract/tasks';
import { partsOf, type PlainDate } from '../../../contract/time/plain-date';
import { cn } from '../../../design-system/lib/cn';
import {
  MONTH_CHIPS_MAX,
  dayForKey,
  initialFocusDay,
  leavesView,
  monthDayChips,
  moreText,
  tasksByDay,
} from './task-calendar-model';
import { TaskChip } from './task-chip';
import {
  WEEK_COLUMNS,
  daysOf,
  longDayLabel,
  periodOf,
  shortDayLabel,
  spanLabel,
  spanOf,
  type TaskView,
} from './task-range';

export type TaskCalendarProps = {
  view: Extract<TaskView, 'week' | 'month'>;
  anchor: PlainDate;
  today: PlainDate;
  tasks: readonly Task[];
  /** The calendar's zone (the organisation's): a task sits on the day it starts there. */
  timeZone: string;
  nowUnix: number;
  onOpen: (task: Task) => void;
  /** The arrow keys left the week or month: show the period of this day. */
  onAnchorChange: (day: PlainDate) => void;
};

const taskCount = (count: number) =>
  count === 0 ? 'no tasks' : count === 1 ? '1 task' : `${count} tasks`;

/**
 * The week (seven days side by side) and the month (a grid of weeks) as an ARIA grid of days. One
 * day is the grid's Tab stop, with its tasks; the arrow keys move between days by a day or a
 * week, Home and End to the week's ends and Page Up and Down by a month, changing the week or
 * month shown when they leave it. Each task is a chip that opens its drawer; a month day holds a
 * few and '+N more' shows the rest in place.
 */
export function TaskCalendar({
  view,
  anchor,
  today,
  tasks,
  timeZone,
  nowUnix,
  onOpen,
  onAnchorChange,
}: TaskCalendarProps) {
  const period = periodOf(view);
  const span = spanOf(view, anchor);
  const days = daysOf(span);
  const byDay = tasksByDay(tasks, span, timeZone);
  const [focusDay, setFocusDay] = useState<PlainDate | null>(null);
  const [expanded, setExpanded] = useState<ReadonlySet<PlainDate>>(() => new Set());
  const cells = useRef(new Map<PlainDate, HTMLDivElement>());
  const shouldFocus = useRef<PlainDate | null>(null);
  // After '+N more', the first chip it revealed takes the focus the button had.
  const revealedChip = useRef<PlainDate | null>(null);
  // The focused day, while it is shown; otherwise the period's first (today when shown).
  const active =
    focusDay !== null && !leavesView(period, anchor, span, focusDay)
      ? focusDay
      : initialFocusDay(period, anchor, span, today);

  useEffect(() => {
    const day = shouldFocus.current;
    const revealed = revealedChip.current;
    revealedChip.current = null;
    // A day of another week or month shows once the address has changed: until then it waits.
    const cell = day === null ? undefined : cells.current.get(day);
    if (cell) {
      shouldFocus.current = null;
      cell.focus();
    }
    if (revealed !== null) {
      const chips = cells.current
        .get(revealed)
        ?.querySelectorAll<HTMLElement>('[data-slot="task-chip"]');
      chips?.[MONTH_CHIPS_MAX]?.focus();
    }
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: PlainDate) => {
    // Keys inside a chip are the chip's.
    if (event.target !== event.currentTarget) return;
    const next = dayForKey(event.key, day);
    if (next === null) return;
    event.preventDefault();
    if (leavesView(period, anchor, span, next)) onAnchorChange(next);
    setFocusDay(next);
    shouldFocus.current = next;
  };

  const weeks: PlainDate[][] = [];
  for (let i = 0; i < days.length; i += 7) weeks.push(days.slice(i, i + 7));
  const inMonth = (day: PlainDate) => partsOf(day).month === partsOf(anchor).month;

  return (
    <div
      role="grid"
      aria-label={`Tasks, ${spanLabel(view, anchor)}`}
      aria-readonly="true"
      data-slot="task-calendar"
      data-view={view}
      className="overflow-hidden rounded-lg border border-border bg-surface"
    >
      <div role="row" className="grid grid-cols-7 border-b border-border bg-surface-sunken">
        {WEEK_COLUMNS.map((column, index) => (
          <div
            key={column.long}
            role="columnheader"
            className="px-2 py-1.5 text-xs font-semibold text-text-muted"
          >
            <span aria-hidden="true">{column.short}</span>
            <span className="sr-only">{column.long}</span>
            {period === 'week' && (
              <span className="ml-1 font-normal">{shortDayLabel(days[index]!)}</span>
            )}
          </div>
        ))}
      </div>
      {weeks.map((week) => (
        <div
          key={week[0]}
          role="row"
          className="grid grid-cols-7 border-b border-border last:border-b-0"
        >
          {week.map((day) => {
            const list = byDay.get(day) ?? [];
            const isExpanded = period === 'week' || expanded.has(day);
            const { shown, more } = isExpanded ? { shown: list, more: 0 } : monthDayChips(list);
            const isActive = day === active;
            const isToday = day === today;
            return (
              <div
                key={day}
                ref={(node) => {
                  if (node) cells.current.set(day, node);
                  else cells.current.delete(day);
                }}
                role="gridcell"
                tabIndex={isActive ? 0 : -1}
                aria-current={isToday ? 'date' : undefined}
                data-outside={period === 'month' && !inMonth(day) ? '' : undefined}
                onKeyDown={(event) => onKeyDown(event, day)}
                onFocus={(event) => {
                  if (event.target === event.currentTarget) setFocusDay(day);
                }}
                className={cn(
                  'flex min-w-0 flex-col gap-1 border-r border-border p-1.5 last:border-r-0',
                  'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                  period === 'week' ? 'min-h-72' : 'min-h-28',
                  'data-outside:bg-surface-sunken/60',
                  isToday && period === 'week' && 'bg-primary-soft/40',
                )}
              >
                {/* The day's name, first in the cell: what a screen reader says on arriving. */}
                <span className="sr-only">{`${longDayLabel(day)}, ${taskCount(list.length)}`}</span>
                {period === 'month' && (
                  <span
                    aria-hidden="true"
                    className={cn(
                      'inline-flex size-6 items-center justify-center self-start rounded-full text-xs',
                      inMonth(day) ? 'text-text' : 'text-text-subtle',
                      isToday && 'bg-primary font-semibold text-primary-foreground',
                    )}
                  >
                    {partsOf(day).day}
                  </span>
                )}
                {period === 'week' && isToday && (
                  <span aria-hidden="true" className="text-xs font-semibold text-primary">
                    Today
                  </span>
                )}
                {shown.map((task) => (
                  <TaskChip
                    key={`${task.id}-${task.occurrence_dt_unix ?? ''}`}
                    task={task}
                    timeZone={timeZone}
                    nowUnix={nowUnix}
                    onOpen={onOpen}
                    layout={period === 'week' ? 'full' : 'compact'}
                    tabIndex={isActive ? 0 : -1}
                  />
                ))}
                {more > 0 && (
                  <button
                    type="button"
                    tabIndex={isActive ? 0 : -1}
                    onClick={() => {
                      setExpanded((current) => new Set(current).add(day));
                      setFocusDay(day);
                      revealedChip.current = day;
                    }}
                    className="self-start rounded-sm px-1 text-xs font-medium text-primary hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                  >
                    {moreText(more)}
                    <span className="sr-only"> on {longDayLabel(day)}</span>
                  </button>
                )}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
