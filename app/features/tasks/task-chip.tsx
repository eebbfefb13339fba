import type { ComponentProps } from 'react';
import { CheckCircle2, Repeat } from 'lucide-react';
import type { Task } from '../../../contract/tasks';
import { cn } from '../../../design-system/lib/cn';
import {
  STATUS_LABELS,
  checklistLong,
  checklistShort,
  shortTimeIn,
  statusOf,
  timeIn,
  whenText,
} from './task-format';

export type TaskChipProps = Omit<ComponentProps<'button'>, 'children' | 'onClick'> & {
  task: Task;
  /** The calendar's zone: a task of another zone says which it is in. */
  timeZone: string;
  nowUnix: number;
  onOpen: (task: Task) => void;
  /**
   * 'full': the title on a line of its own, the time, repeat mark and checklist under it (the
   * week, the agenda); 'compact': one line of a short time and the title (a month day).
   */
  layout?: 'full' | 'compact';
};

const TONE = {
  to_do: 'border-l-info',
  done: 'border-l-success text-text-muted',
  overdue: 'border-l-danger',
} as const;

/**
 * A task on the calendars: a button with its start time and title, its status as a coloured
 * edge (and in its name, for those who cannot see the colour), a mark when it repeats and its
 * checklist progress. It opens the task's drawer; focus comes back to it when the drawer closes.
 */
export function TaskChip({
  task,
  timeZone,
  nowUnix,
  onOpen,
  layout = 'full',
  className,
  ...props
}: TaskChipProps) {
  const status = statusOf(task, nowUnix);
  const progress = checklistShort(task.checklist_summary);
  // Said after the title, in place of the short marks a sighted person reads.
  const details = [
    '',
    whenText(task, timeZone),
    STATUS_LABELS[status],
    task.is_recurring ? 'Repeats' : null,
    task.checklist_summary.total > 0 ? checklistLong(task.checklist_summary) : null,
  ]
    .filter((part) => part !== null)
    .join(', ');
  // The details sit inside the title's own box: a screen reader reads 'Title, when…' as one.
  const title = (
    <span className={cn('min-w-0 truncate font-medium', status === 'done' && 'line-through')}>
      <span data-slot="task-chip-title">{task.title}</span>
      <span className="sr-only">{details}</span>
    </span>
  );
  return (
    <button
      type="button"
      data-slot="task-chip"
      data-status={status}
      // The whole title and time for a pointer that rests on a chip too narrow for them.
      title={`${task.title}${details}`}
      onClick={() => onOpen(task)}
      className={cn(
        'flex w-full min-w-0 rounded-sm border border-l-4 border-border bg-surface px-1.5 py-1 text-left text-xs text-text',
        'hover:bg-surface-sunken focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring',
        layout === 'full' ? 'flex-col gap-0.5' : 'items-center gap-1',
        TONE[status],
        className,
      )}
      {...props}
    >
      {layout === 'compact' ? (
        <>
          <span aria-hidden="true" className="shrink-0 text-text-muted tabular-nums">
            {shortTimeIn(task.start_dt_unix, task.timezone)}
          </span>
          {title}
        </>
      ) : (
        <>
          {title}
          <span aria-hidden="true" className="flex min-w-0 items-center gap-1.5 text-text-muted">
            <span className="tabular-nums">{timeIn(task.start_dt_unix, task.timezone)}</span>
            {task.is_recurring && <Repeat className="size-3 shrink-0" />}
            {progress && (
              <span className="ml-auto flex shrink-0 items-center gap-0.5 tabular-nums">
                <CheckCircle2 className="size-3" />
                {progress}
              </span>
            )}
          </span>
        </>
      )}
    </button>
  );
}
