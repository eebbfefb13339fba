import { Controller, useWatch } from 'react-hook-form';
import type { RuleGroup } from '../../../contract/rule-groups';
import { RULE_GROUP_NAME_MAX } from '../../../contract/rule-groups-write';
import { Checkbox } from '../../../design-system/field/checkbox';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import { useEmployeesAndTeams } from '../../api/employees';
import { useAssignRuleGroup, useSaveRuleGroup } from '../../api/rule-groups';
import { FormDialog } from '../../forms/form-dialog';
import { usePlanLock } from './plan-lock';
import {
  RULE_GROUP_HINT_FIELDS,
  ruleGroupBody,
  ruleGroupFormValues,
  zRuleGroupForm,
  type RuleGroupFormValues,
} from './rule-group-model';

export type RuleGroupFormDialogProps = {
  orgId: number;
  /** The group to edit; null adds one. */
  group: RuleGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className="flex flex-col gap-3 border-t border-border pt-4">
      <legend className="pr-2 text-sm font-semibold text-text">{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * Add or edit a time-clock rule group: its name, clock permissions, geofence, meal and rest
 * breaks, time limits, the time card waiver, and team members to move into it. Settings the
 * plan lacks sit behind the upgrade prompt. The caller gives a new `key` for each opening.
 */
export function RuleGroupFormDialog({
  orgId,
  group,
  open,
  onOpenChange,
}: RuleGroupFormDialogProps) {
  const save = useSaveRuleGroup(orgId);
  const assign = useAssignRuleGroup(orgId, 'time-clock');
  const people = useEmployeesAndTeams(orgId, { enabled: open }).data?.employees ?? [];
  const { lock } = usePlanLock(orgId);
  const form = useZodForm(zRuleGroupForm, { defaultValues: ruleGroupFormValues(group) });
  const control = form.control;
  const [firstRequired, secondRequired, autoBreaks] = useWatch({
    control,
    name: ['is_first_meal_break_required', 'is_second_meal_break_required', 'has_auto_meal_breaks'],
  });

  const onSave = async (values: RuleGroupFormValues) => {
    const answer = await save.mutateAsync({ id: group?.id ?? null, body: ruleGroupBody(values) });
    if (values.member_ids.length)
      await assign.mutateAsync({ groupId: answer.data.id, employeeIds: values.member_ids });
    return answer;
  };

  type BooleanField = {
    [K in keyof RuleGroupFormValues]: RuleGroupFormValues[K] extends boolean ? K : never;
  }[keyof RuleGroupFormValues];
  const switchField = (name: BooleanField, label: string, description?: string) => (
    <FormSwitch control={control} name={name} label={label} description={description} />
  );

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={group ? `Edit ${group.name}` : 'Add time clock rules'}
      description="How the team members of this group clock in and out, take breaks and track time."
      form={form}
      formLabel={group ? 'Edit time clock rules' : 'New time clock rules'}
      submitLabel={group ? 'Save changes' : 'Add rule group'}
      onSave={onSave}
      hintFields={RULE_GROUP_HINT_FIELDS}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={RULE_GROUP_NAME_MAX}
      />
      <Section title="Clock permissions">
        {switchField('time_tracking', 'Track time', 'Team members clock in and out.')}
        {switchField(
          'allow_clock_editing',
          'Allow clock editing',
          'Team members may correct their clock times.',
        )}
        {lock(
          'clock-in-photo',
          switchField('require_clock_in_photo', 'Require a photo at clock-in'),
        )}
        {lock(
          'kiosk',
          switchField(
            'allow_clock_in_and_clock_out_from_kiosks',
            'Allow clock in and out from kiosks',
          ),
        )}
      </Section>
      <Section title="Geofence">
        {lock(
          'geofence-clock-in-restrictions',
          switchField('restrict_geofence_clockin', 'Clock in only inside a geofence'),
        )}
        {lock(
          'geofence-clock-in-automations',
          switchField(
            'automatic_geofence_clockout_trim',
            'Trim clock-outs to leaving the geofence',
          ),
        )}
      </Section>
      <Section title="Meal and rest breaks">
        {lock(
          'automated-meal-breaks',
          switchField(
            'has_auto_meal_breaks',
            'Automatic meal breaks',
            'Deducted from the time card when not taken.',
          ),
        )}
        {switchField('is_first_meal_break_required', 'First meal break required')}
        {(firstRequired || autoBreaks) && (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormNumberField
              control={control}
              name="first_after_minutes"
              label="First meal break after (minutes worked)"
            />
            <FormNumberField
              control={control}
              name="first_duration_minutes"
              label="First meal break length (minutes)"
            />
          </div>
        )}
        {switchField('is_second_meal_break_required', 'Second meal break required')}
        {secondRequired && (
          <div className="grid gap-3 sm:grid-cols-2">
            <FormNumberField
              control={control}
              name="second_after_minutes"
              label="Second meal break after (minutes worked)"
            />
            <FormNumberField
              control={control}
              name="second_duration_minutes"
              label="Second meal break length (minutes)"
            />
          </div>
        )}
        {switchField('is_send_meal_break_reminders', 'Send meal break reminders')}
        {switchField('is_send_rest_break_reminders', 'Send rest break reminders')}
      </Section>
      <Section title="Time limits">
        {lock(
          'time-limits',
          <div className="grid gap-3 sm:grid-cols-3">
            {(['clock_in_from', 'clock_out_by'] as const).map((name) => (
              <Controller
                key={name}
                control={control}
                name={name}
                render={({ field, fieldState }) => (
                  <TimePicker
                    label={name === 'clock_in_from' ? 'Earliest clock-in' : 'Latest clock-out'}
                    isOptional
                    name={field.name}
                    value={field.value ?? null}
                    onValueChange={field.onChange}
                    onBlur={field.onBlur}
                    error={fieldState.error?.message}
                  />
                )}
              />
            ))}
            <FormNumberField
              control={control}
              name="total_daily_hours"
              label="Most hours a day"
              isOptional
              step={0.25}
            />
          </div>,
        )}
      </Section>
      <Section title="Work forms">
        {lock(
          'time-card-signoffs',
          switchField(
            'time_card_waiver',
            'Time card waiver',
            'Team members sign a waiver with their time card.',
          ),
        )}
      </Section>
      <Section title="Team members">
        <p className="text-sm text-text-muted">
          {group
            ? `${group.employee_count} team members follow these rules. Tick others to move them into this group.`
            : 'Tick the people who follow these rules; everyone else follows their own group or the default.'}
        </p>
        <Controller
          control={control}
          name="member_ids"
          render={({ field }) => (
            <div
              role="group"
              aria-label="Team members to add"
              className="grid max-h-56 gap-2 overflow-y-auto sm:grid-cols-2"
            >
              {people.map((person) => (
                <Checkbox
                  key={person.employee_id}
                  label={person.display_name}
                  checked={field.value.includes(person.employee_id)}
                  onChange={(event) =>
                    field.onChange(
                      event.currentTarget.checked
                        ? [...field.value, person.employee_id]
                        : field.value.filter((id) => id !== person.employee_id),
                    )
                  }
                />
              ))}
            </div>
          )}
        />
      </Section>
    </FormDialog>
  );
}
