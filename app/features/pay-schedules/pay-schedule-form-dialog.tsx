import type { z } from 'zod';
import { PAY_SCHEDULE_NAME_MAX, type PaySchedule } from '../../../contract/pay-schedules';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormTextField } from '../../../design-system/form/form-fields';
import { useFormField } from '../../../design-system/form/form';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import type { TimeValue } from '../../../design-system/time-picker/time-options';
import { useCreatePaySchedule, usePatchPaySchedule } from '../../api/reference-data';
import { FormDialog } from '../../forms/form-dialog';
import { FormSelect } from '../../forms/form-pickers';
import {
  FREQUENCY_OPTIONS,
  PAY_SCHEDULE_HINT_FIELDS,
  WEEKDAY_OPTIONS,
  createBody,
  emptyPayScheduleForm,
  localToday,
  patchBody,
  payScheduleFormValues,
  zPayScheduleForm,
} from './pay-schedule-model';

export type PayScheduleFormDialogProps = {
  orgId: number;
  /** The schedule to edit; null adds a new one. */
  schedule: PaySchedule | null;
  /** Whether the organisation has no schedule yet: the first one is the default. */
  isFirst: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a pay schedule: name, how often, the first period's start, when the workweek
 * starts (day and time), and whether it is the organisation's default.
 */
export function PayScheduleFormDialog({
  orgId,
  schedule,
  isFirst,
  open,
  onOpenChange,
}: PayScheduleFormDialogProps) {
  const createSchedule = useCreatePaySchedule(orgId);
  const patchSchedule = usePatchPaySchedule(orgId);
  const form = useZodForm(zPayScheduleForm, {
    defaultValues: schedule
      ? payScheduleFormValues(schedule)
      : emptyPayScheduleForm(localToday(), isFirst),
  });
  const { control } = form;
  const startTime = useFormField({ control, name: 'workweek_start_time' });
  // The default stays the default until another one takes its place.
  const isDefaultFixed = isFirst || (schedule?.is_default ?? false);

  const save = async (values: z.output<typeof zPayScheduleForm>) => {
    if (!schedule) return createSchedule.mutateAsync(createBody(values));
    const body = patchBody(schedule, values);
    return Object.keys(body).length > 0
      ? patchSchedule.mutateAsync({ id: schedule.id, body })
      : null;
  };

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={schedule ? 'Edit pay schedule' : 'Add pay schedule'}
      description="How often your team is paid, and when its workweek starts."
      form={form}
      formLabel={schedule ? 'Edit pay schedule' : 'New pay schedule'}
      submitLabel={schedule ? 'Save changes' : 'Add pay schedule'}
      hintFields={PAY_SCHEDULE_HINT_FIELDS}
      onSave={save}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        hint="For example Weekly crews or Monthly office."
        autoComplete="off"
        maxLength={PAY_SCHEDULE_NAME_MAX}
      />
      <FormSelect
        control={control}
        name="frequency"
        label="Pay frequency"
        options={FREQUENCY_OPTIONS}
      />
      <FormTextField
        control={control}
        name="first_period_start_date"
        label="First pay period starts"
        hint="Weekly and bi-weekly periods start on the first day of the workweek."
        type="date"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          control={control}
          name="workweek_start_day"
          label="Workweek starts on"
          options={WEEKDAY_OPTIONS}
        />
        <TimePicker
          label="Workweek start time"
          value={(startTime.field.value as TimeValue | null | undefined) ?? null}
          onValueChange={startTime.field.onChange}
          onBlur={startTime.field.onBlur}
          error={startTime.error}
        />
      </div>
      <FormSwitch
        control={control}
        name="is_default"
        label="Default pay schedule"
        disabled={isDefaultFixed}
        description={
          isDefaultFixed
            ? 'This is the default. Make another schedule the default to change it.'
            : 'New team members are paid on the default schedule.'
        }
      />
    </FormDialog>
  );
}
