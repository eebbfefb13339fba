import { useState } from 'react';
import { Plus } from 'lucide-react';
import type { TaskDetail } from '../../../contract/tasks';
import type { ChecklistItem } from '../../../contract/tasks-notes';
import {
  TASK_CHECKLIST_ITEM_MAX,
  TASK_CHECKLIST_ITEMS_MAX,
  type TaskStatus,
  type TaskUpdateLevel,
} from '../../../contract/tasks-text';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import { useToast } from '../../../design-system/toast/toast';
import { errorText } from '../../api/api-error';
import {
  addressOf,
  useCreateChecklistItem,
  useDeleteChecklistItem,
  usePatchChecklistItem,
} from '../../api/tasks';
import { ChecklistItemRow } from './checklist-item-row';
import type { ScopeQuestion } from './edit-scope-dialog';

/** The ticks the task read does not show yet (by item position). */
export function pendingTicks(
  ticks: ReadonlyMap<number, TaskStatus>,
  items: readonly ChecklistItem[],
): ReadonlyMap<number, TaskStatus> {
  const left = [...ticks].filter(([index, status]) => items[index]?.status !== status);
  return left.length === ticks.size ? ticks : new Map(left);
}

export type TaskChecklistProps = {
  orgId: number;
  task: TaskDetail;
  /** A write stored the occurrence on its own, as this task row: the drawer follows it. */
  onMoved: (taskId: number) => void;
  /** Asks the scope of a change of a repeating task's checklist (null: cancelled). */
  askScope: (question: ScopeQuestion) => Promise<TaskUpdateLevel | null>;
};

/**
 * The checklist of a task or occurrence: a tick is this occurrence's own (done or to do, sent at
 * once); adding, renaming or deleting an item of a repeating task asks whether it is for this
 * occurrence or for it and the ones after.
 */
export function TaskChecklist({ orgId, task, onMoved, askScope }: TaskChecklistProps) {
  const toast = useToast();
  const patch = usePatchChecklistItem(orgId);
  const create = useCreateChecklistItem(orgId);
  const remove = useDeleteChecklistItem(orgId);
  const [draft, setDraft] = useState('');
  const [busyItem, setBusyItem] = useState<number | null>(null);
  // Ticks shown at once, by item position, until the task read again agrees (or the tick fails).
  const [ticks, setTicks] = useState<ReadonlyMap<number, TaskStatus>>(() => new Map());
  const [seenTask, setSeenTask] = useState(task);
  if (task !== seenTask) {
    setSeenTask(task);
    setTicks(pendingTicks(ticks, task.checklist));
  }
  const statusAt = (item: ChecklistItem, index: number) => ticks.get(index) ?? item.status;
  const address = addressOf(task);
  const done = task.checklist.filter((item, index) => statusAt(item, index) === 'done').length;

  /** The answer's task row, when the write moved the occurrence to a row of its own. */
  const follow = (taskId: number) => {
    if (taskId !== task.id) onMoved(taskId);
  };
  const scopeOf = async (title: string, confirmLabel: string) =>
    task.is_recurring
      ? askScope({ title, confirmLabel, allowed: ['this', 'all_future'] })
      : ('this' as const);

  const tick = async (item: ChecklistItem, index: number, isDone: boolean) => {
    setBusyItem(item.id);
    setTicks((current) => new Map(current).set(index, isDone ? 'done' : 'to_do'));
    try {
      const answer = await patch.mutateAsync({
        address,
        level: 'this',
        itemId: item.id,
        body: { status: isDone ? 'done' : 'to_do' },
      });
      follow(answer.task_id);
    } catch (error) {
      setTicks((current) => {
        const next = new Map(current);
        next.delete(index);
        return next;
      });
      toast.error(errorText(error));
    } finally {
      setBusyItem(null);
    }
  };

  const add = async () => {
    const description = draft.trim();
    if (!description) return;
    const level = await scopeOf('Add checklist item', 'Add item');
    if (level === null) return;
    try {
      const answer = await create.mutateAsync({ address, level, body: { description } });
      setDraft('');
      toast.success(answer.message);
      follow(answer.task_id);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  const rename = async (item: ChecklistItem, description: string) => {
    const level = await scopeOf(`Rename “${item.description}”`, 'Rename item');
    if (level === null) return false;
    try {
      const answer = await patch.mutateAsync({
        address,
        level,
        itemId: item.id,
        body: { description },
      });
      toast.success(answer.message);
      follow(answer.task_id);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    }
  };

  const drop = async (item: ChecklistItem) => {
    const level = await scopeOf(`Delete “${item.description}”`, 'Delete item');
    if (level === null) return;
    try {
      const answer = await remove.mutateAsync({ address, level, itemId: item.id });
      toast.success(answer.message);
      follow(answer.task_id);
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <section aria-labelledby="task-checklist-heading" className="flex flex-col gap-3">
      <h3 id="task-checklist-heading" className="text-sm font-semibold text-text">
        Checklist
        {task.checklist.length > 0 && (
          <span className="ml-2 font-normal text-text-muted">
            {done} of {task.checklist.length} done
          </span>
        )}
      </h3>
      {task.checklist.length === 0 ? (
        <p className="text-sm text-text-muted">No checklist items yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {task.checklist.map((item, index) => (
            // By place: an occurrence stored on its own gets copies of the items with new ids,
            // and the box just ticked must keep its focus.
            <li key={index} className="flex items-start justify-between gap-1">
              <ChecklistItemRow
                item={item}
                done={statusAt(item, index) === 'done'}
                busy={busyItem === item.id}
                onTick={(isDone) => void tick(item, index, isDone)}
                onRename={(description) => rename(item, description)}
                onDelete={() => void drop(item)}
              />
            </li>
          ))}
        </ul>
      )}
      <form
        aria-label="Add checklist item"
        noValidate
        className="flex items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void add();
        }}
      >
        <TextField
          label="New checklist item"
          fieldClassName="flex-1"
          maxLength={TASK_CHECKLIST_ITEM_MAX}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button
          type="submit"
          variant="secondary"
          disabled={
            !draft.trim() || create.isPending || task.checklist.length >= TASK_CHECKLIST_ITEMS_MAX
          }
        >
          <Plus aria-hidden="true" />
          Add
        </Button>
      </form>
    </section>
  );
}
