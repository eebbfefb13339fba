import { useId, useState } from 'react';
import {
  DAILY_HOURS_MAX,
  OVERTIME_RULE_NAME_MAX,
  WEEKLY_HOURS_LIMIT,
  type OvertimeRule,
} from '../../../../contract/overtime-rules';
import { Alert } from '../../../../design-system/alert/alert';
import { Button } from '../../../../design-system/button/button';
import { Form } from '../../../../design-system/form/form';
import { FormCheckbox } from '../../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../../design-system/form/form-fields';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { Modal } from '../../../../design-system/modal/modal';
import { useToast } from '../../../../design-system/toast/toast';
import { useCreateOvertimeRule, usePatchOvertimeRule } from '../../../api/pay-settings';
import { applyServerError } from '../../../forms/form-errors';
import {
  EMPTY_OVERTIME_RULE_FORM,
  createBody,
  overtimeRuleFormValues,
  patchBody,
  zOvertimeRuleForm,
} from './overtime-rule-model';

export type OvertimeRuleFormDialogProps = {
  orgId: number;
  /** The rule to edit; null adds a new one. */
  rule: OvertimeRule | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit an overtime rule: name, the daily overtime, daily double-time and weekly overtime
 * thresholds, and the seventh-day rule. The caller gives it a new `key` for each opening.
 */
export function OvertimeRuleFormDialog({
  orgId,
  rule,
  open,
  onOpenChange,
}: OvertimeRuleFormDialogProps) {
  const formId = useId();
  const toast = useToast();
  const createRule = useCreateOvertimeRule(orgId);
  const patchRule = usePatchOvertimeRule(orgId);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useZodForm(zOvertimeRuleForm, {
    defaultValues: rule ? overtimeRuleFormValues(rule) : EMPTY_OVERTIME_RULE_FORM,
  });
  const isSubmitting = form.formState.isSubmitting;

  const submit = async (values: Parameters<typeof createBody>[0]) => {
    setServerError(null);
    try {
      if (rule) {
        const body = patchBody(rule, values);
        if (Object.keys(body).length > 0) {
          const answer = await patchRule.mutateAsync({ ruleId: rule.id, body });
          toast.success(answer.message);
        }
      } else {
        const answer = await createRule.mutateAsync(createBody(values));
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
      title={rule ? 'Edit overtime rule' : 'Add overtime rule'}
      description="When overtime and double time start, in hours (quarter hours, such as 8 or 8.5). Leave a threshold empty when it does not apply."
      isClosable={!isSubmitting}
      footer={
        <>
          <Button variant="secondary" disabled={isSubmitting} onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isLoading={isSubmitting}>
            {rule ? 'Save changes' : 'Add rule'}
          </Button>
        </>
      }
    >
      <Form id={formId} form={form} onSubmit={submit} aria-label={rule ? 'Edit rule' : 'New rule'}>
        {serverError && <Alert tone="danger">{serverError}</Alert>}
        <FormTextField
          control={form.control}
          name="name"
          label="Name"
          autoComplete="off"
          maxLength={OVERTIME_RULE_NAME_MAX}
        />
        <FormNumberField
          control={form.control}
          name="daily_overtime_after_hours"
          label="Daily overtime after (hours)"
          isOptional
          min={0}
          max={DAILY_HOURS_MAX}
          step={0.25}
        />
        <FormNumberField
          control={form.control}
          name="daily_double_time_after_hours"
          label="Daily double time after (hours)"
          isOptional
          min={0}
          max={DAILY_HOURS_MAX}
          step={0.25}
        />
        <FormNumberField
          control={form.control}
          name="weekly_overtime_after_hours"
          label="Weekly overtime after (hours)"
          isOptional
          min={0}
          max={WEEKLY_HOURS_LIMIT}
          step={0.25}
        />
        <FormCheckbox
          control={form.control}
          name="is_seventh_day_rule"
          label="Seventh-day rule"
          hint="The seventh consecutive day of work in a week is paid as overtime (California)."
        />
      </Form>
    </Modal>
  );
}
