import type { ReactNode } from 'react';
import type { Control, DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../design-system/form/form-fields';
import { useZodForm } from '../../design-system/form/use-zod-form';
import { FormDialog } from './form-dialog';

/** The fields every code-and-name catalogue's form holds, as text. */
type CodeAndName = { code: string; name: string };

/** The words of one catalogue's dialog. */
export type CodeAndNameWords = {
  addTitle: string;
  editTitle: string;
  description: string;
  /** The form's accessible name while adding ('New code') and while editing ('Edit code'). */
  newFormLabel: string;
  editFormLabel: string;
  /** The submit button's text while adding: 'Add code'. */
  addLabel: string;
};

export type CodeAndNameFormDialogProps<
  S extends z.ZodType<FieldValues, CodeAndName>,
  Item,
  Patch extends object,
> = {
  /** The item to edit; null adds a new one. */
  item: Item | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The form's rules: the create call's, with the form's own shape of the values. */
  schema: S;
  /** The form of a new item, and of an item to edit. */
  emptyValues: z.input<S>;
  valuesOf: (item: Item) => z.input<S>;
  words: CodeAndNameWords;
  /** The code field's hint ('The class code on your insurance policy…') and longest text. */
  code: { hint: string; maxLength: number };
  /** The name field: its label ('Name', 'Description'), hint, whether optional, longest text. */
  name: { label: string; hint?: string; isOptional?: boolean; maxLength: number };
  /** Adds the item; answers the server's answer. */
  onCreate: (values: z.output<S>) => Promise<{ message: string }>;
  /** The fields that changed (only those, so a history lists what was changed); empty: none. */
  patchBody: (item: Item, values: z.output<S>) => Patch;
  /** Saves the changed fields; answers the server's answer. */
  onPatch: (item: Item, body: Patch) => Promise<{ message: string }>;
  /** The catalogue's further fields, after the code and the name. */
  children?: (control: Control<z.input<S>, unknown, z.output<S>>) => ReactNode;
};

/**
 * Add or edit an item of a code-and-name catalogue (cost codes, workers' compensation codes):
 * the code and the name, then the catalogue's own fields. The form starts from the item when
 * mounted: the caller gives it a new `key` for each opening. Saving an unchanged item sends
 * nothing.
 */
export function CodeAndNameFormDialog<
  S extends z.ZodType<FieldValues, CodeAndName>,
  Item,
  Patch extends object,
>({
  item,
  open,
  onOpenChange,
  schema,
  emptyValues,
  valuesOf,
  words,
  code,
  name,
  onCreate,
  patchBody,
  onPatch,
  children,
}: CodeAndNameFormDialogProps<S, Item, Patch>) {
  const form = useZodForm(schema, {
    defaultValues: (item ? valuesOf(item) : emptyValues) as DefaultValues<z.input<S>>,
  });
  // Every form here holds the code and the name; TypeScript cannot see them through the schema.
  const shared = form.control as unknown as Control<CodeAndName>;

  const save = async (values: z.output<S>) => {
    if (!item) return onCreate(values);
    const body = patchBody(item, values);
    // Nothing changed: nothing to save, and no empty entry in a history.
    return Object.keys(body).length > 0 ? onPatch(item, body) : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? words.editTitle : words.addTitle}
      description={words.description}
      form={form}
      formLabel={item ? words.editFormLabel : words.newFormLabel}
      submitLabel={item ? 'Save changes' : words.addLabel}
      onSave={save}
    >
      <FormTextField
        control={shared}
        name="code"
        label="Code"
        hint={code.hint}
        autoComplete="off"
        maxLength={code.maxLength}
      />
      <FormTextField
        control={shared}
        name="name"
        label={name.label}
        isOptional={name.isOptional}
        hint={name.hint}
        autoComplete="off"
        maxLength={name.maxLength}
      />
      {children?.(form.control)}
    </FormDialog>
  );
}
