import { useId, useMemo, useState } from 'react';
import type { z } from 'zod';
import { WC_CODE_MAX, WC_NAME_MAX, type WcCode } from '../../../../contract/wc-codes';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Form } from '../../../../design-system/form/form';
import { FormNumberField, FormTextField } from '../../../../design-system/form/form-fields';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { Modal } from '../../../../design-system/modal/modal';
import { useToast } from '../../../../design-system/toast/toast';
import { useCreateWcCode, usePatchWcCode } from '../../../api/pay-settings';
import { applyServerError } from '../../../forms/form-errors';
import { FormStateSelect } from './form-state-select';
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
 * Server refusals land on their fields (field_hints), anything else in an alert.
 */
export function WcCodeFormDialog({
  orgId,
  countryCode,
  code,
  open,
  onOpenChange,
}: WcCodeFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const createCode = useCreateWcCode(orgId);
  const patchCode = usePatchWcCode(orgId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(zWcCodeForm, {
    defaultValues: code ? wcCodeFormValues(code) : EMPTY_WC_CODE_FORM,
  });
  const states = useMemo(() => stateOptions(countryCode), [countryCode]);
  const isSubmitting = form.formState.isSubmitting;

  const submit = async (values: z.output<typeof zWcCodeForm>) => {
    setServerError(null);
    try {
      if (code) {
        const body = patchBody(code, values);
        // Nothing changed: nothing to save, and no empty entry in the history.
        if (Object.keys(body).length > 0) {
          const answer = await patchCode.mutateAsync({ wcCodeId: code.id, body });
          toast.success(answer.message);
        }
      } else {
        const answer = await createCode.mutateAsync(createBody(values));
        toast.success(answer.message);
      }
      onOpenChange(false);
    } catch (error) {
      setServerError(applyServerError(form, error));
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={code ? 'Edit workers’ compensation code' : 'Add workers’ compensation code'}
      description="Pay records use the code to work out the insurance premium of their hours."
      isClosable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {code ? 'Save changes' : 'Add code'}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit} aria-label={code ? 'Edit code' : 'New code'}>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
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
        <FormNumberField
          control={form.control}
          name="rate_per_100"
          label="Rate per $100"
          hint="The premium in dollars for every $100 of payroll, with up to 4 decimals."
          min={0}
          step={0.01}
        />
        <FormStateSelect
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
      </Form>
    </Modal>
  );
}
