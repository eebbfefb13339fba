import { useEffect, useId, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import type { Actor } from '../../../contract/access';
import { TIME_OFF_NOTE_MAX } from '../../../contract/time-off';
import { hoursText, mayRequestFor } from '../../../contract/time-off-rules';
import { partsOf, type PlainDate } from '../../../contract/time/plain-date';
import { DateRangePicker } from '../../../design-system/date-range-picker/date-range-picker';
import { FieldError, fieldErrorId } from '../../../design-system/field/field';
import { FormRadioGroup } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextArea } from '../../../design-system/form/form-fields';
import { useFormField } from '../../../design-system/form/form';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import type { FormatLocale } from '../../../design-system/format/format-locale';
import type { SelectOption } from '../../../design-system/select/select-model';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import type { TimeValue } from '../../../design-system/time-picker/time-options';
import { useEmployeesAndTeams } from '../../api/employees';
import { useCreateTimeOffRequest, usePoliciesInUse, useTimeOffBalances } from '../../api/time-off';
import { FormDialog } from '../../forms/form-dialog';
import { FormSelect } from '../../forms/form-pickers';
import {
  EMPTY_REQUEST_FORM,
  SELF,
  requestBody,
  requestSummary,
  zRequestForm,
  type RequestFormValues,
} from './time-off-model';

/** A calendar day as the picker holds it: local midnight of that day. */
const pickerDate = (date: PlainDate) => {
  if (!date) return null;
  const { year, month, day } = partsOf(date);
  return new Date(year, month - 1, day);
};
const pad = (value: number) => String(value).padStart(2, '0');
const plainOf = (date: Date): PlainDate =>
  `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

const KIND_OPTIONS = [
  { value: 'days', label: 'Whole days', description: 'Weekdays of the dates count.' },
  { value: 'hours', label: 'Hours on one day' },
];
const HOURS_MODE_OPTIONS = [
  { value: 'hours', label: 'Number of hours' },
  { value: 'times', label: 'Start and end time' },
];

export type RequestDialogProps = {
  orgId: number;
  actor: Actor;
  /** Whether the viewer files for others too (their workers; anyone for administrators). */
  filesForOthers: boolean;
  locale: FormatLocale;
  /** Today in the organisation's calendar, marked in the date picker. */
  today: PlainDate;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Request time off: for whom (administrators and managers may file for their people), the leave
 * policy with what is left of it this year, whole days (a date range, hours per day) or hours on
 * one day (a number, or a start and end time), and a note. A line under the dates says what the
 * request adds up to; the server's refusals (an overlap, not enough left) land on their fields.
 */
export function RequestDialog(props: RequestDialogProps) {
  const { orgId, actor, filesForOthers, locale, today, open, onOpenChange } = props;
  const create = useCreateTimeOffRequest(orgId);
  const form = useZodForm(zRequestForm, { defaultValues: EMPTY_REQUEST_FORM });
  const { control } = form;
  const values = useWatch({ control }) as RequestFormValues;
  const policies = usePoliciesInUse(orgId, open);
  const people = useEmployeesAndTeams(orgId, { enabled: open && filesForOthers });
  const forId = values.employee_id === SELF ? actor.employeeId : Number(values.employee_id);
  const balances = useTimeOffBalances(orgId, forId, open);

  // A new opening starts from an empty form.
  useEffect(() => {
    if (open) form.reset(EMPTY_REQUEST_FORM);
  }, [open, form]);

  const memberOptions = useMemo<SelectOption[]>(() => {
    const others = (people.data?.employees ?? [])
      .filter(
        (person) =>
          person.is_saas_enabled &&
          person.employee_id !== actor.employeeId &&
          mayRequestFor(actor, { employeeId: person.employee_id, isMyWorker: person.is_my_worker }),
      )
      .map((person) => ({ value: String(person.employee_id), label: person.display_name }));
    return [{ value: SELF, label: 'Myself' }, ...others];
  }, [people.data, actor]);

  const policyOptions = useMemo<SelectOption[]>(
    () =>
      (policies.data ?? []).map((policy) => ({
        value: String(policy.id),
        label: policy.is_paid ? policy.name : `${policy.name} (unpaid)`,
      })),
    [policies.data],
  );
  const chosen = balances.data?.balances.find(
    (balance) => String(balance.leave_policy.id) === values.leave_policy_id,
  );
  const policyHint =
    chosen && chosen.available_seconds !== null
      ? `${hoursText(chosen.available_seconds)} left this year`
      : undefined;
  const summary = requestSummary(values);

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Request time off"
      description="Whole days count their weekdays; hours count on the day you choose."
      size="md"
      form={form}
      formLabel="Time off request"
      submitLabel="Send request"
      onSave={(valid) => create.mutateAsync(requestBody(valid as RequestFormValues))}
    >
      {filesForOthers && (
        <FormSelect
          control={control}
          name="employee_id"
          label="For"
          options={memberOptions}
          isLoading={people.isPending}
          isSearchable
        />
      )}
      <FormSelect
        control={control}
        name="leave_policy_id"
        label="Leave policy"
        placeholder="Choose a policy"
        options={policyOptions}
        isLoading={policies.isPending}
        hint={policyHint}
      />
      <FormRadioGroup
        control={control}
        name="kind"
        label="Time off"
        orientation="horizontal"
        options={KIND_OPTIONS}
      />
      <DatesField form={form} locale={locale} today={today} isOneDay={values.kind === 'hours'} />
      {values.kind === 'days' ? (
        <FormNumberField control={control} name="hours_per_day" label="Hours per day" step={0.25} />
      ) : (
        <>
          <FormRadioGroup
            control={control}
            name="hours_mode"
            label="Enter"
            orientation="horizontal"
            options={HOURS_MODE_OPTIONS}
          />
          {values.hours_mode === 'hours' ? (
            <FormNumberField control={control} name="hours" label="Hours" step={0.25} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2">
              <TimeField form={form} name="start_time" label="Start time" />
              <TimeField form={form} name="end_time" label="End time" />
            </div>
          )}
        </>
      )}
      <p aria-live="polite" className="min-h-5 text-sm text-text-muted">
        {summary ? `Requesting ${summary}.` : ''}
      </p>
      <FormTextArea
        control={control}
        name="note"
        label="Note"
        isOptional
        maxChar={TIME_OFF_NOTE_MAX}
      />
    </FormDialog>
  );
}

type RequestForm = ReturnType<typeof useZodForm<typeof zRequestForm>>;

/**
 * The dates: the range picker, bound to start_date and end_date (one day for hours). Its error
 * shows under it and describes it; a failed submit focuses it.
 */
function DatesField({
  form,
  locale,
  today,
  isOneDay,
}: {
  form: RequestForm;
  locale: FormatLocale;
  today: PlainDate;
  isOneDay: boolean;
}) {
  const id = useId();
  const { field, error } = useFormField({ control: form.control, name: 'start_date' });
  const end = useFormField({ control: form.control, name: 'end_date' });
  const { ref } = field;
  useEffect(() => {
    ref({ focus: () => document.getElementById(id)?.focus() });
  }, [ref, id]);
  const shown = error ?? end.error;
  const start = pickerDate(field.value as string);
  return (
    <div className="flex flex-col gap-1.5">
      <DateRangePicker
        id={id}
        label={isOneDay ? 'Date' : 'Dates'}
        placeholder={isOneDay ? 'Choose a day' : 'Choose the days'}
        value={{
          start,
          end: isOneDay ? start : (pickerDate(end.field.value as string) ?? start),
        }}
        onValueChange={(range) => {
          field.onChange(range.start ? plainOf(range.start) : '');
          end.field.onChange(range.end ? plainOf(range.end) : '');
          field.onBlur();
        }}
        required
        maxDays={isOneDay ? 1 : undefined}
        weekStartsOn={0}
        locale={locale}
        today={pickerDate(today) ?? undefined}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? fieldErrorId(id) : undefined}
        fieldClassName="w-full"
        className="w-full"
      />
      {shown && <FieldError controlId={id}>{shown}</FieldError>}
    </div>
  );
}

/** A time of day bound to the form. */
function TimeField({
  form,
  name,
  label,
}: {
  form: RequestForm;
  name: 'start_time' | 'end_time';
  label: string;
}) {
  const { field, error } = useFormField({ control: form.control, name });
  return (
    <TimePicker
      label={label}
      minuteStep={15}
      value={(field.value as TimeValue | null | undefined) ?? null}
      onValueChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
    />
  );
}
