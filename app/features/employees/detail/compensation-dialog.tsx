import { useState } from 'react';
import {
  PAY_TYPE_FIELDS,
  PAY_TYPE_LABEL,
  PAY_TYPES,
  RATE_TYPE_1099_LABEL,
  RATE_TYPES_1099,
  type Compensation,
  type CompensationField,
  type CompensationValues,
  type PayType,
} from '../../../../contract/compensation';
import { FormSwitch } from '../../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../../design-system/form/form-fields';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { useSaveCompensation } from '../../../api/employee-detail';
import { useOvertimeRules, useWcCodes } from '../../../api/pay-settings';
import { isoDateOfUnix } from '../../../lib/zoned-days';
import {
  COMPENSATION_HINT_FIELDS,
  compensationFormDefaults,
  compensationFormSchema,
  rateLabel,
} from './compensation-model';
import { FormDialog } from '../../../forms/form-dialog';
import { FormSelect } from '../../../forms/form-pickers';

const PAY_TYPE_OPTIONS = PAY_TYPES.map((type) => ({ value: type, label: PAY_TYPE_LABEL[type] }));
const RATE_TYPE_OPTIONS = RATE_TYPES_1099.map((type) => ({
  value: type,
  label: RATE_TYPE_1099_LABEL[type],
}));
const EXEMPTION_OPTIONS = [
  { value: 'non-exempt', label: 'Non-exempt (overtime applies)' },
  { value: 'exempt', label: 'Exempt' },
];
const ALL_IN_USE = { page: 1, limit: 500, search: '', isArchived: false };

type CompensationDialogProps = {
  /** The record to edit; null adds one; undefined: closed. */
  record: Compensation | null | undefined;
  onClose: () => void;
  orgId: number;
  employeeId: number;
  timeZone: string;
  /** The organisation's setting, the starting value of 'Breaks are paid'. */
  isBreaksPaid: boolean;
};

/** Adds or edits a pay record; the fields follow the pay type. Mounted while open. */
export function CompensationDialog(props: CompensationDialogProps) {
  return props.record === undefined ? null : <CompensationModal {...props} record={props.record} />;
}

function CompensationModal({
  record,
  onClose,
  orgId,
  employeeId,
  timeZone,
  isBreaksPaid,
}: CompensationDialogProps & { record: Compensation | null }) {
  const saveRecord = useSaveCompensation(orgId, employeeId);
  const rules = useOvertimeRules({ orgId, ...ALL_IN_USE });
  const codes = useWcCodes({ orgId, ...ALL_IN_USE });
  const [today] = useState(() => isoDateOfUnix(Math.floor(Date.now() / 1000), timeZone));
  const form = useZodForm(compensationFormSchema(timeZone), {
    defaultValues: compensationFormDefaults(record, {
      timeZone,
      isBreaksPaid,
      today,
    }),
  });
  const { control } = form;
  const payType = form.watch('pay_type') as PayType | null;
  const rateType = form.watch('rate_type_1099');
  const shows = (field: CompensationField) =>
    payType !== null && PAY_TYPE_FIELDS[payType].includes(field);

  const ruleOptions = (rules.data?.data ?? []).map((rule) => ({
    value: String(rule.id),
    label: rule.name,
  }));
  const codeOptions = (codes.data?.data ?? []).map((code) => ({
    value: String(code.id),
    label: code.name ? `${code.code} – ${code.name}` : code.code,
  }));
  // An archived rule or code still names the record that uses it.
  const knownRule = record?.overtime_rule_id
    ? [{ value: String(record.overtime_rule_id), label: record.overtime_rule_name ?? '' }]
    : [];
  const knownCode = record?.wc_code_id
    ? [{ value: String(record.wc_code_id), label: record.wc_code ?? '' }]
    : [];

  const save = (values: CompensationValues) =>
    saveRecord.mutateAsync({ id: record?.id ?? null, body: values });

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={record ? 'Edit pay record' : 'Add pay record'}
      description="Pay from the effective date until the next record starts."
      size="md"
      form={form}
      formLabel="Pay record"
      submitLabel={record ? 'Save changes' : 'Add pay record'}
      onSave={save}
      hintFields={COMPENSATION_HINT_FIELDS}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="effective_date" label="Effective date" type="date" />
        <FormSelect control={control} name="pay_type" label="Pay type" options={PAY_TYPE_OPTIONS} />
        {shows('rate_type_1099') && (
          <FormSelect
            control={control}
            name="rate_type_1099"
            label="Rate type"
            options={RATE_TYPE_OPTIONS}
          />
        )}
        {/*
            No min on the amounts: a number field with a min refuses the minus sign as it is
            typed, so '-15' would become 15 and be saved. Negative amounts are let in and the
            pay-type rule answers in its words ('Pay rate must be greater than 0').
          */}
        {shows('pay_rate') && (
          <FormNumberField
            control={control}
            name="pay_rate"
            label={`${rateLabel(payType, rateType)} ($)`}
            step={0.01}
          />
        )}
        {shows('annual_salary') && (
          <FormNumberField
            control={control}
            name="annual_salary"
            label="Annual salary ($)"
            step={0.01}
          />
        )}
        {shows('weekly_hours') && (
          <FormNumberField
            control={control}
            name="weekly_hours"
            label="Weekly hours"
            hint="40 unless told."
            isOptional
            step={0.25}
          />
        )}
        {shows('exemption_status') && (
          <FormSelect
            control={control}
            name="exemption_status"
            label="Overtime exemption"
            isOptional
            placeholder={payType === 'salary' ? 'Default: exempt' : 'Default: non-exempt'}
            options={EXEMPTION_OPTIONS}
          />
        )}
        {shows('overtime_rule_id') && (
          <FormSelect
            control={control}
            name="overtime_rule_id"
            label="Overtime rule"
            isOptional
            isClearable
            isLoading={rules.isPending}
            placeholder="None"
            options={ruleOptions}
            knownOptions={knownRule}
          />
        )}
        {shows('wc_code_id') && (
          <FormSelect
            control={control}
            name="wc_code_id"
            label="Workers’ comp code"
            isOptional
            isClearable
            isSearchable
            isLoading={codes.isPending}
            placeholder="None"
            options={codeOptions}
            knownOptions={knownCode}
          />
        )}
        {shows('is_breaks_paid') && (
          <FormSwitch
            control={control}
            name="is_breaks_paid"
            label="Breaks are paid"
            fieldClassName="sm:col-span-2"
          />
        )}
      </div>
    </FormDialog>
  );
}
