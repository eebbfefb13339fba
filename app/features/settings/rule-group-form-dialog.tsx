import { Controller, useWatch } from 'react-hook-form';
import type { RuleGroup } from '../../../contract/rule-groups';
import { RULE_GROUP_NAME_MAX } from '../../../contract/rule-groups-write';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormNumberField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { TimePicker } from '../../../design-system/time-picker/time-picker';
import { useEmployeesAndTeams } from '../../api/employees';
import { useRuleGroups, useSaveRuleGroup } from '../../api/rule-groups';
import { FormDialog } from '../../forms/form-dialog';
import { usePlanLock } from './plan-lock';
import { RuleGroupMembersField, useSaveRuleGroupMembers } from './rule-group-members-field';
import {
  RULE_GROUP_HINT_FIELDS,
  ruleGroupBody,
  ruleGroupFormValues,
  zRuleGroupForm,
  type RuleGroupFormValues,
} from './rule-group-model';
import { RuleGroupSection } from './rule-group-section';

export type RuleGroupFormDialogProps = {
  orgId: number;
  /** The group to edit; null adds one. */
  group: RuleGroup | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Add or edit a time-clock rule group: its name, clock permissions, geofence, meal and rest
 * breaks, time limits, the time card waiver, and its team members, ticked, to move in and out.
 * Settings the plan lacks sit behind the upgrade prompt. The caller gives a new `key` for each
 * opening.
 */
export function RuleGroupFormDialog({
  orgId,
  group,
  open,
  onOpenChange,
}: RuleGroupFormDialogProps) {
  const save = useSaveRuleGroup(orgId);
  const saveMembers = useSaveRuleGroupMembers(orgId, 'time-clock');
  const people = useEmployeesAndTeams(orgId, { enabled: open }).data?.employees;
  const groups = useRuleGroups(orgId, { enabled: open }).data;
  const { lock } = usePlanLock(orgId);
  const form = useZodForm(zRuleGroupForm, { defaultValues: ruleGroupFormValues(group) });
  const control = form.control;
  const [firstRequired, secondRequired, autoBreaks] = useWatch({
    control,
    name: ['is_first_meal_break_required', 'is_second_meal_break_required', 'has_auto_meal_breaks'],
  });

  const onSave = async (values: RuleGroupFormValues) => {
    const answer = await save.mutateAsync({ id: group?.id ?? null, body: ruleGroupBody(values) });
    await saveMembers(answer.data, people, values.turned_member_ids);
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
      <RuleGroupSection title="Clock permissions">
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
      </RuleGroupSection>
      <RuleGroupSection title="Geofence">
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
      </RuleGroupSection>
      <RuleGroupSection title="Meal and rest breaks">
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
      </RuleGroupSection>
      <RuleGroupSection title="Time limits">
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
      </RuleGroupSection>
      <RuleGroupSection title="Work forms">
        {lock(
          'time-card-signoffs',
          switchField(
            'time_card_waiver',
            'Time card waiver',
            'Team members sign a waiver with their time card.',
          ),
        )}
      </RuleGroupSection>
      <Controller
        control={control}
        name="turned_member_ids"
        render={({ field }) => (
          <RuleGroupMembersField
            kind="time-clock"
            group={group}
            people={people}
            groupNames={new Map(groups?.map((each) => [each.id, each.name]))}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
    </FormDialog>
  );
}
