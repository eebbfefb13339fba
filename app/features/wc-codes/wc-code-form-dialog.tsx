import { useMemo } from 'react';
import type { z } from 'zod';
import { WC_CODE_MAX, WC_NAME_MAX, type WcCode } from '../../../contract/wc-codes';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useCreateWcCode, usePatchWcCode } from '../../api/pay-settings';
import { FormDialog } from '../../forms/form-dialog';
import { FormSelect } from '../../forms/form-pickers';
import {
  EMPTY_WC_CODE_FORM,
  createBody,
  patchBody,
  stateOptions,
  wcCodeFormValues,
  zWcCodeForm,
} from './wc-code-model';

export type WcCodeFormDialogProps = {
  orgId: number;
  /** The organisation's country, whose states the State field offers. */
  countryCode: string | undefined;
  /** The code to edit; null adds a new one. */
  code: WcCode | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a workers' compensation code: code, description, rate per $100 and state. The
 * form starts from the code when mounted: the caller gives it a new `key` for each opening.
 */
export function WcCodeFormDialog({
  orgId,
  countryCode,
  code,
  open,
  onOpenChange,
}: WcCodeFormDialogProps) {
  const createCode = useCreateWcCode(orgId);
  const patchCode = usePatchWcCode(orgId);
  const form = useZodForm(zWcCodeForm, {
    defaultValues: code ? wcCodeFormValues(code) : EMPTY_WC_CODE_FORM,
  });
  const states = useMemo(() => stateOptions(countryCode), [countryCode]);

  const save = async (values: z.output<typeof zWcCodeForm>) => {
    if (!code) return createCode.mutateAsync(createBody(values));
    const body = patchBody(code, values);
    // Nothing changed: nothing to save, and no empty entry in the history.
    return Object.keys(body).length > 0 ? patchCode.mutateAsync({ wcCodeId: code.id, body }) : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={code ? 'Edit workers’ compensation code' : 'Add workers’ compensation code'}
      description="Pay records use the code to work out the insurance premium of their hours."
      form={form}
      formLabel={code ? 'Edit code' : 'New code'}
      submitLabel={code ? 'Save changes' : 'Add code'}
      onSave={save}
    >
      <FormTextField
        control={form.control}
        name="code"
        label="Code"
        hint="The class code on your insurance policy, for example 5403."
        autoComplete="off"
        maxLength={WC_CODE_MAX}
      />
      <FormTextField
        control={form.control}
        name="name"
        label="Description"
        isOptional
        autoComplete="off"
        maxLength={WC_NAME_MAX}
      />
      {/* No min: a number field with one drops a typed minus sign (the form's message answers). */}
      <FormNumberField
        control={form.control}
        name="rate_per_100"
        label="Rate per $100"
        hint="The premium in dollars for every $100 of payroll, with up to 4 decimals."
        step={0.01}
      />
      <FormSelect
        control={form.control}
        name="state"
        label="State"
        isOptional
        hint="Leave empty for a code that applies in every state."
        placeholder="Any state"
        options={states}
        isSearchable
        isClearable
      />
    </FormDialog>
  );
}
