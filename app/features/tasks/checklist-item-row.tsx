import { useEffect, useRef, useState } from 'react';
import { Check, Pencil, Trash2, X } from 'lucide-react';
import type { ChecklistItem } from '../../../contract/tasks-notes';
import { TASK_CHECKLIST_ITEM_MAX } from '../../../contract/tasks-text';
import { Button } from '../../../design-system/button/button';
import { Checkbox } from '../../../design-system/field/checkbox';
import { TextField } from '../../../design-system/field/text-field';

export type ChecklistItemRowProps = {
  item: ChecklistItem;
  done: boolean;
  busy: boolean;
  onTick: (done: boolean) => void;
  /** Saves new text; resolves true once saved (false: it failed, the field stays open). */
  onRename: (description: string) => Promise<boolean>;
  onDelete: () => void;
};

/**
 * One checklist item: its tick, and its text edited in place ('Edit' opens a field with Save and
 * Cancel; Enter saves, Escape cancels, and focus goes back to 'Edit' either way).
 */
export function ChecklistItemRow({
  item,
  done,
  busy,
  onTick,
  onRename,
  onDelete,
}: ChecklistItemRowProps) {
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(item.description);
  const [saving, setSaving] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef<'edit' | 'input' | null>(null);

  useEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target === 'edit') editRef.current?.focus();
    else if (target === 'input') inputRef.current?.select();
  }, [editing]);

  const open = () => {
    setText(item.description);
    refocus.current = 'input';
    setEditing(true);
  };
  const close = () => {
    refocus.current = 'edit';
    setEditing(false);
  };
  const save = async () => {
    const description = text.trim();
    if (!description) return;
    if (description === item.description) return close();
    setSaving(true);
    const saved = await onRename(description);
    setSaving(false);
    if (saved) close();
  };

  if (editing)
    return (
      <form
        aria-label={`Edit checklist item ${item.description}`}
        noValidate
        data-owns-escape
        className="flex flex-1 items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <TextField
          ref={inputRef}
          label="Checklist item text"
          hideLabel
          fieldClassName="flex-1"
          maxLength={TASK_CHECKLIST_ITEM_MAX}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Only the edit ends: the form is marked for the dialog around it (data-owns-escape).
            if (event.key === 'Escape') close();
          }}
        />
        <Button
          type="submit"
          variant="ghost"
          size="icon"
          aria-label="Save checklist item"
          disabled={!text.trim() || saving}
          aria-busy={saving || undefined}
        >
          <Check aria-hidden="true" />
        </Button>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Cancel editing"
          onClick={close}
        >
          <X aria-hidden="true" />
        </Button>
      </form>
    );

  return (
    <>
      <Checkbox
        label={item.description}
        checked={done}
        aria-busy={busy || undefined}
        onChange={(event) => onTick(event.currentTarget.checked)}
        className="min-w-0 flex-1 pt-1.5 [overflow-wrap:anywhere]"
      />
      <Button
        ref={editRef}
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Edit checklist item ${item.description}`}
        onClick={open}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        aria-label={`Delete checklist item ${item.description}`}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" />
      </Button>
    </>
  );
}
