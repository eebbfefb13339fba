import { useRef, useState } from 'react';
import { CircleCheck, RotateCcw, Trash2 } from 'lucide-react';
import type { Organization } from '../../../contract/orgs';
import type { TaskDetail as Detail } from '../../../contract/tasks';
import { Alert } from '../../../design-system/alert/alert';
import { Badge } from '../../../design-system/badge/badge';
import { Button } from '../../../design-system/button/button';
import { ConfirmDialog } from '../../../design-system/confirm-dialog/confirm-dialog';
import { Tabs } from '../../../design-system/tabs/tabs';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import { addressOf, useDeleteTask, usePatchTask } from '../../api/tasks';
import { useScopeQuestion } from './edit-scope-dialog';
import { SYNC_CONFLICT_TEXT, isSyncConflict } from './task-conflict';
import { TaskChecklist } from './task-checklist';
import { TaskForm, type TaskSaveOutcome } from './task-form';
import { isEmptyPatch, patchBody, scopeFor, type TaskFormValues } from './task-form-model';
import { STATUS_LABELS, STATUS_TONES, assigneesText, statusOf, whenText } from './task-format';
import { TaskNotes } from './task-notes';
import type { TaskPickers } from './use-task-pickers';

export type TaskDetailProps = {
  orgId: number;
  org: Organization;
  task: Detail;
  pickers: TaskPickers;
  nowUnix: number;
  /** The task was saved as another row (an occurrence stored on its own, a split series). */
  onSaved: (task: Detail) => void;
  /** A checklist or note write stored the occurrence as this row. */
  onMoved: (taskId: number) => void;
  /** A stale write: the task is read again. */
  onReload: () => void;
  onDeleted: () => void;
  onClose: () => void;
};

/**
 * One task or occurrence in the drawer: what it is and its status (done or to do, this
 * occurrence's own), then its details (the form), its checklist and its notes. Edits of a
 * repeating task ask their scope; a stale edit says 'A syncing conflict has occurred. Reloading
 * the task...' and the form shows the task as it now is.
 */
export function TaskDetailView({
  orgId,
  org,
  task,
  pickers,
  nowUnix,
  onSaved,
  onMoved,
  onReload,
  onDeleted,
  onClose,
}: TaskDetailProps) {
  const toast = useToast();
  const patch = usePatchTask(orgId);
  const remove = useDeleteTask(orgId);
  const scope = useScopeQuestion();
  const [conflict, setConflict] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [tab, setTab] = useState('details');
  const conflictRef = useRef<HTMLDivElement>(null);
  const status = statusOf(task, nowUnix);
  const address = addressOf(task);

  const showConflict = () => {
    setConflict(true);
    onReload();
    requestAnimationFrame(() => conflictRef.current?.focus());
  };

  const save = async (values: TaskFormValues): Promise<TaskSaveOutcome> => {
    setConflict(false);
    const body = patchBody(values, { task, now: new Date(nowUnix * 1000) });
    if (isEmptyPatch(body)) {
      toast.success('Nothing to save: the task is as it was.');
      return 'stopped';
    }
    const choice = scopeFor(task, body);
    const level =
      choice.kind === 'none'
        ? undefined
        : choice.kind === 'fixed'
          ? choice.level
          : await scope.ask({
              title: 'Save changes',
              confirmLabel: 'Save',
              allowed: choice.allowed,
            });
    if (level === null) return 'stopped';
    try {
      const answer = await patch.mutateAsync({ address, level, body });
      toast.success(answer.message);
      onSaved(answer.data);
      return 'saved';
    } catch (error) {
      if (!isSyncConflict(error)) throw error;
      showConflict();
      return 'stopped';
    }
  };

  const setStatus = async () => {
    setConflict(false);
    try {
      const answer = await patch.mutateAsync({
        address,
        level: task.is_recurring ? 'this' : undefined,
        body: { version: task.version, status: task.status === 'done' ? 'to_do' : 'done' },
      });
      toast.success(answer.message);
      onSaved(answer.data);
    } catch (error) {
      if (isSyncConflict(error)) showConflict();
      else toast.error(errorText(error));
    }
  };

  const deleteTask = async () => {
    const level = task.is_recurring
      ? await scope.ask({
          title: 'Delete task',
          confirmLabel: 'Delete',
          allowed: ['this', 'all_future'],
          tone: 'danger',
        })
      : undefined;
    if (level === null) return;
    if (level === undefined) {
      setIsConfirmingDelete(true);
      return;
    }
    try {
      const answer = await remove.mutateAsync({ address, level });
      toast.success(answer.message);
      onDeleted();
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const checklistLabel =
    task.checklist.length > 0
      ? `Checklist (${task.checklist.filter((item) => item.status === 'done').length}/${task.checklist.length})`
      : 'Checklist';

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-text-muted">
          <Badge tone={STATUS_TONES[status]}>{STATUS_LABELS[status]}</Badge>
          {task.is_recurring && <Badge>Repeats</Badge>}
          <span>{whenText(task, org.timezone)}</span>
        </p>
        <p className="text-sm text-text-muted">{assigneesText(task)}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void setStatus()}
            disabled={patch.isPending}
          >
            {task.status === 'done' ? (
              <>
                <RotateCcw aria-hidden="true" />
                Mark as to do
              </>
            ) : (
              <>
                <CircleCheck aria-hidden="true" />
                Mark as done
              </>
            )}
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void deleteTask()}>
            <Trash2 aria-hidden="true" />
            Delete task
          </Button>
        </div>
      </div>
      {conflict && (
        <Alert ref={conflictRef} tabIndex={-1} tone="warning" role="alert" className="outline-none">
          {SYNC_CONFLICT_TEXT}
        </Alert>
      )}
      <Tabs
        aria-label="Task"
        value={tab}
        onValueChange={setTab}
        items={[
          {
            value: 'details',
            label: 'Details',
            content: (
              <TaskForm
                // A task read again (after a conflict, or anyone's change) starts the form afresh.
                key={`${task.id}-${task.version}`}
                orgId={orgId}
                org={org}
                task={task}
                pickers={pickers}
                nowUnix={nowUnix}
                onSave={save}
                onCancel={onClose}
              />
            ),
          },
          {
            value: 'checklist',
            label: checklistLabel,
            content: (
              <TaskChecklist orgId={orgId} task={task} onMoved={onMoved} askScope={scope.ask} />
            ),
          },
          {
            value: 'notes',
            label: task.notes.length > 0 ? `Notes (${task.notes.length})` : 'Notes',
            content: (
              <TaskNotes orgId={orgId} task={task} timeZone={org.timezone} onMoved={onMoved} />
            ),
          },
        ]}
      />
      {scope.dialog}
      <ConfirmDialog
        open={isConfirmingDelete}
        onOpenChange={setIsConfirmingDelete}
        title={`Delete ${task.title}?`}
        message="The task, its checklist and its notes are removed."
        confirmLabel="Delete task"
        tone="danger"
        onConfirm={async () => {
          const answer = await remove.mutateAsync({ address });
          toast.success(answer.message);
          onDeleted();
        }}
      />
    </div>
  );
}
