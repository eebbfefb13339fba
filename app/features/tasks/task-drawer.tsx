import { useQueryClient } from '@tanstack/react-query';
import type { Organization } from '../../../contract/orgs';
import type { TaskDetail } from '../../../contract/tasks';
import { Alert } from '../../../design-system/alert/alert';
import { Drawer } from '../../../design-system/drawer/drawer';
import { SkeletonText } from '../../../design-system/skeleton/skeleton';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { keys } from '../../api/keys';
import { addressOf, useCreateTask, useKeepTask, useTask, type TaskAddress } from '../../api/tasks';
import { TaskDetailView } from './task-detail';
import { TaskForm } from './task-form';
import { createBody } from './task-form-model';
import type { TaskDrawerState } from './task-url-state';
import type { TaskPickers } from './use-task-pickers';

export type TaskDrawerProps = {
  orgId: number;
  org: Organization;
  state: TaskDrawerState;
  pickers: TaskPickers;
  nowUnix: number;
  /** A new task's day when the page shows a period without today. */
  newTaskDay: string | null;
  /** Shows another task (a new one, or the row an occurrence was stored as). */
  onOpenTask: (address: TaskAddress) => void;
  onClose: () => void;
};

/**
 * The task drawer (500 px): the form of a new task, or one task or occurrence read by its
 * address. Escape and the close icon close it and focus goes back to what opened it. A write that
 * stores an occurrence as a row of its own moves the drawer (and its address) to that row.
 */
export function TaskDrawer({
  orgId,
  org,
  state,
  pickers,
  nowUnix,
  newTaskDay,
  onOpenTask,
  onClose,
}: TaskDrawerProps) {
  const address = state.kind === 'task' ? state.address : null;
  const query = useTask(orgId, address);
  const create = useCreateTask(orgId);
  const keep = useKeepTask(orgId);
  const client = useQueryClient();
  const toast = useToast();
  const task = query.data;

  const show = (next: TaskDetail) => {
    keep(next);
    onOpenTask(addressOf(next));
  };
  // The occurrence now has a row of its own: shown as it was until read there.
  const moveTo = (taskId: number) => {
    if (!task) return;
    keep({ ...task, id: taskId }, { isStale: true });
    onOpenTask(addressOf({ ...task, id: taskId }));
  };

  const title =
    state.kind === 'new' ? 'New task' : task ? task.title : query.isError ? 'Task' : 'Loading task';

  return (
    <Drawer
      open={state.kind !== 'closed'}
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
    >
      {state.kind === 'new' && (
        <TaskForm
          orgId={orgId}
          org={org}
          task={null}
          pickers={pickers}
          nowUnix={nowUnix}
          newTaskDay={newTaskDay}
          onCancel={onClose}
          onSave={async (values, uploads) => {
            const answer = await create.mutateAsync(
              createBody(values, uploads, { task: null, now: new Date(nowUnix * 1000) }),
            );
            toast.success(answer.message);
            show(answer.data);
            return 'saved';
          }}
        />
      )}
      {state.kind === 'task' &&
        (task ? (
          <TaskDetailView
            orgId={orgId}
            org={org}
            task={task}
            pickers={pickers}
            nowUnix={nowUnix}
            onSaved={show}
            onMoved={moveTo}
            onReload={() =>
              void client.invalidateQueries({
                queryKey: keys.org(orgId).tasks.one(address ?? {}),
                exact: true,
              })
            }
            onDeleted={onClose}
            onClose={onClose}
          />
        ) : query.isError ? (
          <Alert tone="danger" role="alert">
            {errorText(query.error)}
          </Alert>
        ) : (
          <SkeletonText lines={6} aria-label="Loading task" />
        ))}
    </Drawer>
  );
}
