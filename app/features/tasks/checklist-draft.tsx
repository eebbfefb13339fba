import { useEffect, useRef } from 'react';
import { Plus, X } from 'lucide-react';
import { TASK_CHECKLIST_ITEM_MAX, TASK_CHECKLIST_ITEMS_MAX } from '../../../contract/tasks-text';
import { Button } from '../../../design-system/button/button';
import { TextField } from '../../../design-system/field/text-field';
import type { ChecklistDraft } from './task-form-model';

let nextKey = 0;
const draftKey = () => `checklist-${(nextKey += 1)}`;

export type ChecklistDraftProps = {
  value: ChecklistDraft[];
  onValueChange: (items: ChecklistDraft[]) => void;
};

/**
 * A new task's checklist: a line per item, added with 'Add checklist item' (focus goes to the new
 * line) and removed with its own button (focus goes to the line before, or the add button).
 * Empty lines are left out when the task is created.
 */
export function ChecklistDraftField({ value, onValueChange }: ChecklistDraftProps) {
  const inputs = useRef(new Map<string, HTMLInputElement>());
  const addRef = useRef<HTMLButtonElement>(null);
  const focusNext = useRef<string | 'add' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'add') addRef.current?.focus();
    else if (target !== null) inputs.current.get(target)?.focus();
  });

  const add = () => {
    const key = draftKey();
    focusNext.current = key;
    onValueChange([...value, { key, description: '' }]);
  };
  const remove = (index: number) => {
    focusNext.current = value[index - 1]?.key ?? value[index + 1]?.key ?? 'add';
    onValueChange(value.filter((_, at) => at !== index));
  };

  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-text">
        Checklist <span className="font-normal text-text-muted">Optional</span>
      </legend>
      {value.length > 0 && (
        <ol className="flex flex-col gap-2">
          {value.map((item, index) => (
            <li key={item.key} className="flex items-end gap-2">
              <TextField
                ref={(node) => {
                  if (node) inputs.current.set(item.key, node);
                  else inputs.current.delete(item.key);
                }}
                label={`Checklist item ${index + 1}`}
                hideLabel
                fieldClassName="flex-1"
                maxLength={TASK_CHECKLIST_ITEM_MAX}
                value={item.description}
                onChange={(event) =>
                  onValueChange(
                    value.map((each, at) =>
                      at === index ? { ...each, description: event.target.value } : each,
                    ),
                  )
                }
                onKeyDown={(event) => {
                  // Enter adds the next line, as in any list editor, instead of submitting.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    if (value.length < TASK_CHECKLIST_ITEMS_MAX) add();
                  }
                }}
              />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={`Remove checklist item ${index + 1}`}
                onClick={() => remove(index)}
              >
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ol>
      )}
      <Button
        ref={addRef}
        type="button"
        variant="secondary"
        size="sm"
        className="self-start"
        disabled={value.length >= TASK_CHECKLIST_ITEMS_MAX}
        onClick={add}
      >
        <Plus aria-hidden="true" />
        Add checklist item
      </Button>
    </fieldset>
  );
}
