import { Repeat, UserRound, UsersRound } from 'lucide-react';
import type { Task } from '../../../contract/tasks';
import { Badge } from '../../../design-system/badge/badge';
import { cn } from '../../../design-system/lib/cn';
import { boardColumns, type BoardColumn } from './task-board-model';
import { STATUS_LABELS, STATUS_TONES, checklistLong, dueText, statusOf } from './task-format';

export type TaskBoardProps = {
  tasks: readonly Task[];
  nowUnix: number;
  onOpen: (task: Task) => void;
};

/**
 * The board: a column per assignee of the week's tasks (and 'Unassigned'), side by side as the
 * screen allows and one under the other on a phone. Each card is a button naming the task, when
 * it is due and how far its checklist has come; it opens the drawer.
 */
export function TaskBoard({ tasks, nowUnix, onOpen }: TaskBoardProps) {
  const columns = boardColumns(tasks);
  if (columns.length === 0)
    return (
      <p className="rounded-lg border border-border bg-surface px-4 py-6 text-center text-sm text-text-muted">
        No tasks this week.
      </p>
    );
  return (
    <div data-slot="task-board" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {columns.map((column) => (
        <BoardLane key={column.key} column={column} nowUnix={nowUnix} onOpen={onOpen} />
      ))}
    </div>
  );
}

function BoardLane({
  column,
  nowUnix,
  onOpen,
}: { column: BoardColumn } & Omit<TaskBoardProps, 'tasks'>) {
  const headingId = `board-${column.key}`;
  const Icon = column.kind === 'team' ? UsersRound : UserRound;
  return (
    <section
      aria-labelledby={headingId}
      className="flex min-w-0 flex-col gap-2 rounded-lg border border-border bg-surface-sunken p-3"
    >
      <h3 id={headingId} className="flex items-center gap-2 text-sm font-semibold text-text">
        {column.kind !== 'unassigned' && (
          <Icon aria-hidden="true" className="size-4 text-text-muted" />
        )}
        <span className="min-w-0 truncate">{column.label}</span>
        {column.kind === 'team' && <span className="sr-only">(team)</span>}
        <span className="ml-auto text-xs font-normal text-text-muted">{column.tasks.length}</span>
      </h3>
      <ul className="flex flex-col gap-2">
        {column.tasks.map((task) => (
          <li key={`${task.id}-${task.occurrence_dt_unix ?? ''}`}>
            <BoardCard task={task} nowUnix={nowUnix} onOpen={onOpen} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BoardCard({ task, nowUnix, onOpen }: { task: Task } & Omit<TaskBoardProps, 'tasks'>) {
  const status = statusOf(task, nowUnix);
  const { done, total } = task.checklist_summary;
  return (
    <button
      type="button"
      data-slot="task-card"
      onClick={() => onOpen(task)}
      className={cn(
        'flex w-full flex-col gap-2 rounded-md border border-border bg-surface p-3 text-left shadow-xs',
        'hover:border-border-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
      )}
    >
      <span className="flex items-start gap-2">
        <span
          className={cn(
            'min-w-0 flex-1 text-sm font-medium text-text',
            status === 'done' && 'line-through',
          )}
        >
          {task.title}
        </span>
        {task.is_recurring && (
          <Repeat aria-hidden="true" className="mt-0.5 size-3.5 shrink-0 text-text-muted" />
        )}
      </span>
      <span className="flex flex-wrap items-center gap-2 text-xs text-text-muted">
        <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
        {dueText(task)}
      </span>
      {total > 0 && (
        <span className="flex items-center gap-2 text-xs text-text-muted">
          <span
            aria-hidden="true"
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-surface-sunken"
          >
            <span
              className="block h-full rounded-full bg-success"
              style={{ width: `${Math.round((done / total) * 100)}%` }}
            />
          </span>
          <span aria-hidden="true" className="tabular-nums">
            {done}/{total}
          </span>
          <span className="sr-only">{checklistLong(task.checklist_summary)}</span>
        </span>
      )}
    </button>
  );
}
