import { useRef, useState } from 'react';
import { TASK_TEXT, type TaskUpdateLevel } from '../../../contract/tasks-text';
import { Button } from '../../../design-system/button/button';
import { Modal } from '../../../design-system/modal/modal';
import { RadioGroup } from '../../../design-system/radio-group/radio-group';

/** What the scope question asks: its title, its confirm button, the scopes allowed. */
export type ScopeQuestion = {
  title: string;
  confirmLabel: string;
  allowed: readonly TaskUpdateLevel[];
  tone?: 'default' | 'danger';
};

const SCOPE_LABELS: Record<TaskUpdateLevel, string> = {
  this: 'This task',
  all_future: 'This and following tasks',
};

const SCOPE_DESCRIPTIONS: Record<TaskUpdateLevel, string> = {
  this: 'Only this occurrence changes; the others stay as they are.',
  all_future: 'This occurrence and every later one change; earlier ones stay as they are.',
};

type Pending = ScopeQuestion & { resolve: (level: TaskUpdateLevel | null) => void };

/**
 * The edit scope dialog (document 2, section 7: 'this' and 'all_future'): a write to an
 * occurrence of a repeating task asks whether it is for this occurrence or for it and the ones
 * after. `ask` answers the choice, or null when the person cancels. A scope the write cannot take
 * (a new repeat rule for this occurrence alone) is shown disabled, saying why. Focus goes back to
 * the control that asked when the dialog closes.
 */
export function useScopeQuestion() {
  const [pending, setPending] = useState<Pending | null>(null);
  const [level, setLevel] = useState<TaskUpdateLevel>('this');
  const pendingRef = useRef<Pending | null>(null);

  const settle = (answer: TaskUpdateLevel | null) => {
    pendingRef.current?.resolve(answer);
    pendingRef.current = null;
    setPending(null);
  };

  const ask = (question: ScopeQuestion) =>
    new Promise<TaskUpdateLevel | null>((resolve) => {
      const next = { ...question, resolve };
      pendingRef.current = next;
      setLevel(question.allowed[0] ?? 'this');
      setPending(next);
    });

  const dialog = (
    <Modal
      open={pending !== null}
      onOpenChange={(open) => !open && settle(null)}
      title={pending?.title ?? ''}
      description="This task repeats."
      size="md"
      footer={
        <>
          <Button variant="secondary" onClick={() => settle(null)}>
            Cancel
          </Button>
          <Button
            variant={pending?.tone === 'danger' ? 'danger' : 'primary'}
            onClick={() => settle(level)}
          >
            {pending?.confirmLabel ?? 'Save'}
          </Button>
        </>
      }
    >
      <RadioGroup
        label="Apply to"
        value={level}
        onValueChange={(value) => setLevel(value as TaskUpdateLevel)}
        options={(['this', 'all_future'] as const).map((value) => {
          const isAllowed = pending?.allowed.includes(value) ?? true;
          return {
            value,
            label: SCOPE_LABELS[value],
            description: isAllowed ? SCOPE_DESCRIPTIONS[value] : TASK_TEXT.ruleNeedsAllFuture,
            disabled: !isAllowed,
          };
        })}
      />
    </Modal>
  );
  return { ask, dialog };
}
