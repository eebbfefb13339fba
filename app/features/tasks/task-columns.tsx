import { Repeat } from 'lucide-react';
import type { Task } from '../../../contract/tasks';
import { Badge } from '../../../design-system/badge/badge';
import type { DataGridColumn } from '../../../design-system/data-grid/data-grid';
import { PHONE_GRID_WIDTH } from '../../lists/phone-grid';
import {
  STATUS_LABELS,
  STATUS_TONES,
  assigneesText,
  checklistLong,
  checklistShort,
  dayTimeIn,
  statusOf,
  whenText,
} from './task-format';

export type TaskColumnContext = {
  timeZone: string;
  nowUnix: number;
  onOpen: (task: Task) => void;
};

/** The title as a button that opens the drawer (the grid's row itself is not a control). */
function TitleButton({ task, onOpen }: { task: Task; onOpen: (task: Task) => void }) {
  return (
    <button
      type="button"
      onClick={() => onOpen(task)}
      className="inline-flex max-w-full items-center gap-1.5 truncate text-left font-medium text-primary underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-ring"
    >
      <span className="truncate">{task.title}</span>
      {task.is_recurring && (
        <Repeat aria-label="Repeats" role="img" className="size-3.5 shrink-0 text-text-muted" />
      )}
    </button>
  );
}

function StatusBadge({ task, nowUnix }: { task: Task; nowUnix: number }) {
  const status = statusOf(task, nowUnix);
  return <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>;
}

/** The list's columns; start and due read in each task's own zone. */
export function taskColumns({ nowUnix, onOpen }: TaskColumnContext): DataGridColumn<Task>[] {
  return [
    {
      id: 'title',
      header: 'Title',
      accessor: (task) => task.title,
      cell: (task) => <TitleButton task={task} onOpen={onOpen} />,
      width: 240,
      enableHiding: false,
    },
    {
      id: 'status',
      header: 'Status',
      accessor: (task) => STATUS_LABELS[statusOf(task, nowUnix)],
      cell: (task) => <StatusBadge task={task} nowUnix={nowUnix} />,
      width: 110,
    },
    {
      id: 'start',
      header: 'Start',
      accessor: (task) => dayTimeIn(task.start_dt_unix, task.timezone),
      width: 150,
    },
    {
      id: 'due',
      header: 'Due',
      accessor: (task) => dayTimeIn(task.due_dt_unix, task.timezone),
      width: 150,
    },
    { id: 'assignees', header: 'Assignees', accessor: assigneesText, width: 220 },
    {
      id: 'project',
      header: 'Project',
      accessor: (task) =>
        [task.org_project?.name, task.work_site?.name].filter(Boolean).join(' · ') || '—',
      width: 200,
    },
    {
      id: 'checklist',
      header: 'Checklist',
      accessor: (task) => checklistShort(task.checklist_summary) || '—',
      width: 100,
    },
    {
      id: 'tags',
      header: 'Tags',
      accessor: (task) => task.tags.map((tag) => tag.name).join(', ') || '—',
      width: 160,
    },
  ];
}

/** On a phone: one stacked column. */
export function taskPhoneColumns({
  timeZone,
  nowUnix,
  onOpen,
}: TaskColumnContext): DataGridColumn<Task>[] {
  return [
    {
      id: 'summary',
      header: 'Task',
      accessor: (task) => task.title,
      cell: (task) => (
        <div className="flex min-w-0 flex-col items-start gap-1 py-2.5 leading-5 whitespace-normal">
          <span className="flex flex-wrap items-center gap-2">
            <TitleButton task={task} onOpen={onOpen} />
            <StatusBadge task={task} nowUnix={nowUnix} />
          </span>
          <span className="text-xs text-text-muted">{whenText(task, timeZone)}</span>
          <span className="text-xs text-text-muted">
            {assigneesText(task)}
            {task.checklist_summary.total > 0 && ` · ${checklistLong(task.checklist_summary)}`}
          </span>
        </div>
      ),
      width: PHONE_GRID_WIDTH,
      enableHiding: false,
      enableResizing: false,
    },
  ];
}
