import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Plus } from 'lucide-react';
import type { Organization } from '../../../contract/orgs';
import type { Task } from '../../../contract/tasks';
import { zonedDate } from '../../../contract/time/zoned-time';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';
import { DataGrid } from '../../../design-system/data-grid/data-grid';
import { FilterBuilder } from '../../../design-system/filter-builder/filter-builder';
import type { Filter } from '../../../design-system/filter-builder/filter-builder-model';
import { PageHeader } from '../../../design-system/page-header/page-header';
import { SearchInput } from '../../../design-system/search-input/search-input';
import { useIsPhone } from '../../../design-system/select/use-is-phone';
import { SkeletonText } from '../../../design-system/skeleton/skeleton';
import { Tabs } from '../../../design-system/tabs/tabs';
import { errorText } from '../../api/api-error';
import { useOrg } from '../../api/orgs';
import { addressOf, useTasksInRange } from '../../api/tasks';
import { ScreenFallback } from '../../navigation/screen-fallback';
import { TaskAgenda } from './task-agenda';
import { TaskBoard } from './task-board';
import { TaskCalendar } from './task-calendar';
import { taskColumns, taskPhoneColumns } from './task-columns';
import { TaskDrawer } from './task-drawer';
import { applyLocalFilters, serverFilterParams, taskFilterColumns } from './task-filters';
import { TaskRangeBar } from './task-range-bar';
import { TASK_VIEWS, TASK_VIEW_LABELS, rangeOf, spanOf } from './task-range';
import { TasksGate } from './tasks-gate';
import { useTaskPageState } from './use-task-page-state';
import { useTaskPickers, type TaskPickers } from './use-task-pickers';

const DESCRIPTION =
  'Work planned for your crews: what, who, when and where, with checklists and notes.';

/**
 * /org/{orgId}/tasks (and /scheduling, which forwards here): the tasks of a period as a list, a
 * week or month calendar, or a board by assignee, narrowed by a search and the filter builder;
 * the drawer shows one task (`?task=`) or the new-task form. Task management is Pro: on another
 * plan the upgrade prompt stands in for it all, in the viewer's variant.
 */
export default function TasksScreen() {
  const orgId = Number(useParams().orgId);
  const org = useOrg(orgId);
  const [nowUnix] = useState(() => Math.floor(Date.now() / 1000));
  if (org.isPending) return <ScreenFallback />;
  if (!org.data) return <Alert tone="danger">{errorText(org.error)}</Alert>;
  return <TasksPage orgId={orgId} org={org.data} nowUnix={nowUnix} />;
}

function TasksPage({ orgId, org, nowUnix }: { orgId: number; org: Organization; nowUnix: number }) {
  const today = zonedDate(nowUnix, org.timezone);
  const page = useTaskPageState(today);
  // Viewing another week or month, a new task starts there rather than today.
  const span = spanOf(page.view, page.anchor);
  const newTaskDay = today >= span.first && today <= span.last ? null : page.anchor;
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <PageHeader
        className="mb-0"
        title="Tasks"
        description={DESCRIPTION}
        actions={
          <TasksGate orgId={orgId} bare>
            <Button onClick={page.openNew}>
              <Plus aria-hidden="true" />
              New task
            </Button>
          </TasksGate>
        }
      />
      <TasksGate orgId={orgId}>
        <TasksWorkspace orgId={orgId} org={org} nowUnix={nowUnix} today={today} page={page}>
          {(pickers) => (
            <TaskDrawer
              orgId={orgId}
              org={org}
              state={page.drawer}
              pickers={pickers}
              nowUnix={nowUnix}
              newTaskDay={newTaskDay}
              onOpenTask={page.openTask}
              onClose={page.closeDrawer}
            />
          )}
        </TasksWorkspace>
      </TasksGate>
    </div>
  );
}

type WorkspaceProps = {
  orgId: number;
  org: Organization;
  nowUnix: number;
  today: string;
  page: ReturnType<typeof useTaskPageState>;
  children: (pickers: TaskPickers) => React.ReactNode;
};

function TasksWorkspace({ orgId, org, nowUnix, today, page, children }: WorkspaceProps) {
  const { view, anchor } = page;
  const pickers = useTaskPickers(orgId);
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Filter[]>([]);
  const filterColumns = useMemo(
    () =>
      taskFilterColumns(
        {
          people: pickers.employees,
          teams: pickers.teams,
          projects: pickers.projects,
          tags: pickers.tags,
        },
        nowUnix,
      ),
    [pickers, nowUnix],
  );
  const span = spanOf(view, anchor);
  const query = useTasksInRange(orgId, {
    ...rangeOf(span, org.timezone),
    search: search || undefined,
    ...serverFilterParams(filters),
  });
  const tasks = useMemo(
    () => applyLocalFilters(query.data ?? [], filters, filterColumns),
    [query.data, filters, filterColumns],
  );
  const open = (task: Task) => page.openTask(addressOf(task));

  const body = (
    <div className="flex min-w-0 flex-col gap-4 pt-4">
      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <TaskRangeBar view={view} anchor={anchor} today={today} onAnchorChange={page.setAnchor} />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <SearchInput
            label="Search tasks"
            placeholder="Title"
            fieldClassName="sm:w-56"
            onSearch={setSearch}
          />
          <FilterBuilder columns={filterColumns} filters={filters} onFiltersChange={setFilters} />
        </div>
      </div>
      {query.isPending ? (
        <SkeletonText lines={6} aria-label="Loading tasks" />
      ) : query.isError && !query.data ? (
        <Alert tone="danger" title="The tasks could not be loaded">
          <p>{errorText(query.error)}</p>
          <Button
            variant="secondary"
            size="sm"
            className="mt-2"
            onClick={() => void query.refetch()}
          >
            Try again
          </Button>
        </Alert>
      ) : (
        <div aria-busy={query.isFetching || undefined}>
          <TaskViewBody
            view={view}
            anchor={anchor}
            today={today}
            tasks={tasks}
            timeZone={org.timezone}
            nowUnix={nowUnix}
            onOpen={open}
            onAnchorChange={page.setAnchor}
            isFiltered={Boolean(search) || filters.length > 0}
          />
        </div>
      )}
    </div>
  );

  return (
    <>
      <Tabs
        aria-label="Views"
        value={view}
        onValueChange={(value) => page.setView(value as typeof view)}
        items={TASK_VIEWS.map((each) => ({
          value: each,
          label: TASK_VIEW_LABELS[each],
          content: body,
        }))}
      />
      {children(pickers)}
    </>
  );
}

type ViewBodyProps = {
  view: (typeof TASK_VIEWS)[number];
  anchor: string;
  today: string;
  tasks: Task[];
  timeZone: string;
  nowUnix: number;
  onOpen: (task: Task) => void;
  onAnchorChange: (anchor: string) => void;
  isFiltered: boolean;
};

/** The chosen view of the period's tasks; on a phone the calendars read as an agenda. */
function TaskViewBody(props: ViewBodyProps) {
  const { view, tasks, timeZone, nowUnix, onOpen, isFiltered } = props;
  const isPhone = useIsPhone();
  const columns = useMemo(() => {
    const context = { timeZone, nowUnix, onOpen };
    return isPhone ? taskPhoneColumns(context) : taskColumns(context);
  }, [isPhone, timeZone, nowUnix, onOpen]);
  if (view === 'list')
    return (
      <DataGrid<Task>
        gridId="tasks"
        label="Tasks"
        columns={columns}
        rows={tasks}
        getRowId={(task) => `${task.id}-${task.occurrence_dt_unix ?? ''}`}
        getRowLabel={(task) => task.title}
        enableColumnPicker={!isPhone}
        pagination
        emptyMessage={
          isFiltered ? 'No tasks match the search and filters.' : 'No tasks in this month.'
        }
      />
    );
  if (view === 'board') return <TaskBoard tasks={tasks} nowUnix={nowUnix} onOpen={onOpen} />;
  if (isPhone) return <TaskAgenda {...props} />;
  return <TaskCalendar {...props} view={view} />;
}
