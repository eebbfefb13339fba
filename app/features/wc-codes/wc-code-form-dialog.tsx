import { useMemo } from 'react';
import { WC_CODE_MAX, WC_NAME_MAX, type WcCode } from '../../../contract/wc-codes';
import { FormNumberField } from '../../../design-system/form/form-fields';
import { useCreateWcCode, usePatchWcCode } from '../../api/pay-settings';
import {
  CodeAndNameFormDialog,
  type CodeAndNameWords,
} from '../../forms/code-and-name-form-dialog';
import { FormSelect } from '../../forms/form-pickers';
import {
  EMPTY_WC_CODE_FORM,
  createBody,
  patchBody,
  stateOptions,
  wcCodeFormValues,
  zWcCodeForm,
} from './wc-code-model';

const WORDS: CodeAndNameWords = {
  addTitle: 'Add workers’ compensation code',
  editTitle: 'Edit workers’ compensation code',
  description: 'Pay records use the code to work out the insurance premium of their hours.',
  newFormLabel: 'New code',
  editFormLabel: 'Edit code',
  addLabel: 'Add code',
};

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
  const states = useMemo(() => stateOptions(countryCode), [countryCode]);

  return (
    <CodeAndNameFormDialog
      item={code}
      open={open}
      onOpenChange={onOpenChange}
      schema={zWcCodeForm}
      emptyValues={EMPTY_WC_CODE_FORM}
      valuesOf={wcCodeFormValues}
      words={WORDS}
      code={{
        hint: 'The class code on your insurance policy, for example 5403.',
        maxLength: WC_CODE_MAX,
      }}
      name={{ label: 'Description', isOptional: true, maxLength: WC_NAME_MAX }}
      onCreate={(values) => createCode.mutateAsync(createBody(values))}
      patchBody={patchBody}
      onPatch={(item, body) => patchCode.mutateAsync({ wcCodeId: item.id, body })}
    >
      {(control) => (
        <>
          {/* No min: a number field with one drops a typed minus sign (the form's message
              answers). */}
          <FormNumberField
            control={control}
            name="rate_per_100"
            label="Rate per $100"
            hint="The premium in dollars for every $100 of payroll, with up to 4 decimals."
            step={0.01}
          />
          <FormSelect
            control={control}
            name="state"
            label="State"
            isOptional
            hint="Leave empty for a code that applies in every state."
            placeholder="Any state"
            options={states}
            isSearchable
            isClearable
          />
        </>
      )}
    </CodeAndNameFormDialog>
  );
}
