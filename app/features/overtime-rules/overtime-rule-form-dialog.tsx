import { OVERTIME_RULE_NAME_MAX, type OvertimeRule } from '../../../contract/overtime-rules';
import { FormCheckbox } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useCreateOvertimeRule, usePatchOvertimeRule } from '../../api/pay-settings';
import { FormDialog } from '../../forms/form-dialog';
import {
  EMPTY_OVERTIME_RULE_FORM,
  createBody,
  overtimeRuleFormValues,
  patchBody,
  zOvertimeRuleForm,
} from './overtime-rule-model';

/**
 * The three thresholds, in quarter hours; each may be left empty. The fields take no min or max:
 * a number field with bounds drops a typed minus sign and pulls a large value back to the bound,
 * so the person would save a number they did not type. Out-of-range values get the form's
 * message instead.
 */
const THRESHOLD_FIELDS = [
  { name: 'daily_overtime_after_hours', label: 'Daily overtime after (hours)' },
  { name: 'daily_double_time_after_hours', label: 'Daily double time after (hours)' },
  { name: 'weekly_overtime_after_hours', label: 'Weekly overtime after (hours)' },
] as const;

export type OvertimeRuleFormDialogProps = {
  orgId: number;
  /** The rule to edit; null adds a new one. */
  rule: OvertimeRule | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit an overtime rule: name, the daily overtime, daily double-time and weekly overtime
 * thresholds, and the seventh-day rule. The form starts from the rule when mounted: the caller
 * gives it a new `key` for each opening.
 */
export function OvertimeRuleFormDialog({
  orgId,
  rule,
  open,
  onOpenChange,
}: OvertimeRuleFormDialogProps) {
  const createRule = useCreateOvertimeRule(orgId);
  const patchRule = usePatchOvertimeRule(orgId);
  const form = useZodForm(zOvertimeRuleForm, {
    defaultValues: rule ? overtimeRuleFormValues(rule) : EMPTY_OVERTIME_RULE_FORM,
  });

  const save = async (values: Parameters<typeof createBody>[0]) => {
    if (!rule) return createRule.mutateAsync(createBody(values));
    const body = patchBody(rule, values);
    return Object.keys(body).length > 0 ? patchRule.mutateAsync({ ruleId: rule.id, body }) : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={rule ? 'Edit overtime rule' : 'Add overtime rule'}
      description="When overtime and double time start, in hours (quarter hours, such as 8 or 8.5). Leave a threshold empty when it does not apply."
      form={form}
      formLabel={rule ? 'Edit rule' : 'New rule'}
      submitLabel={rule ? 'Save changes' : 'Add rule'}
      onSave={save}
    >
      <FormTextField
        control={form.control}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={OVERTIME_RULE_NAME_MAX}
      />
      {THRESHOLD_FIELDS.map((field) => (
        <FormNumberField
          key={field.name}
          control={form.control}
          name={field.name}
          label={field.label}
          isOptional
          step={0.25}
        />
      ))}
      <FormCheckbox
        control={form.control}
        name="is_seventh_day_rule"
        label="Seventh-day rule"
        hint="The seventh consecutive day of work in a week is paid as overtime (California)."
      />
    </FormDialog>
  );
}
