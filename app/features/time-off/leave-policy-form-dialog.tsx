import {
  LEAVE_POLICY_CODE_MAX,
  LEAVE_POLICY_NAME_MAX,
  type LeavePolicy,
} from '../../../contract/time-off';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useCreateLeavePolicy, usePatchLeavePolicy } from '../../api/time-off';
import { FormDialog } from '../../forms/form-dialog';
import {
  EMPTY_LEAVE_POLICY_FORM,
  LEAVE_POLICY_HINT_FIELDS,
  createBody,
  leavePolicyFormValues,
  patchBody,
  zLeavePolicyForm,
} from './leave-policy-model';

export type LeavePolicyFormDialogProps = {
  orgId: number;
  /** The policy to edit; null adds a new one. */
  policy: LeavePolicy | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a leave policy: name and payroll code, paid or not, the hours granted each year,
 * the accrual from hours worked and how much carries into the next year. The hour fields take
 * no min or max (a bounded number field pulls a typed value back to its bound): out-of-range
 * values get the form's message instead. The form starts from the policy when mounted: the
 * caller gives it a new `key` for each opening.
 */
export function LeavePolicyFormDialog({
  orgId,
  policy,
  open,
  onOpenChange,
}: LeavePolicyFormDialogProps) {
  const create = useCreateLeavePolicy(orgId);
  const patch = usePatchLeavePolicy(orgId);
  const form = useZodForm(zLeavePolicyForm, {
    defaultValues: policy ? leavePolicyFormValues(policy) : EMPTY_LEAVE_POLICY_FORM,
  });
  const { control } = form;

  const save = async (values: Parameters<typeof createBody>[0]) => {
    if (!policy) return create.mutateAsync(createBody(values));
    const body = patchBody(policy, values);
    return Object.keys(body).length > 0 ? patch.mutateAsync({ id: policy.id, body }) : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={policy ? 'Edit leave policy' : 'Add leave policy'}
      description="What your team may take off each year, and how it grows and carries over. Hours are quarter hours."
      form={form}
      formLabel={policy ? 'Edit leave policy' : 'New leave policy'}
      submitLabel={policy ? 'Save changes' : 'Add policy'}
      hintFields={LEAVE_POLICY_HINT_FIELDS}
      onSave={save}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        hint="For example Vacation, Sick leave or Jury duty."
        autoComplete="off"
        maxLength={LEAVE_POLICY_NAME_MAX}
      />
      <FormTextField
        control={control}
        name="code"
        label="Payroll code"
        isOptional
        autoComplete="off"
        maxLength={LEAVE_POLICY_CODE_MAX}
      />
      <FormSwitch
        control={control}
        name="is_paid"
        label="Paid"
        description="Paid time off counts in payroll at the member’s rate, and may not go past what is left."
      />
      <FormNumberField
        control={control}
        name="hours_per_year"
        label="Hours per year"
        hint="Granted each calendar year. Empty: no limit. 0: only what hours worked earn."
        isOptional
        step={0.25}
      />
      <FormNumberField
        control={control}
        name="worked_per_hour_earned"
        label="Earn 1 hour for every … hours worked"
        hint="For example 30 for California paid sick leave. Empty: nothing is earned."
        isOptional
        step={1}
      />
      <FormNumberField
        control={control}
        name="carry_over_cap_hours"
        label="Carry over up to (hours)"
        hint="Unused hours that move to next year. Empty: unused hours lapse."
        isOptional
        step={0.25}
      />
    </FormDialog>
  );
}
