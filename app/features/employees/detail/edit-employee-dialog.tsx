import { useState } from 'react';
import { EMPLOYEE_TEXT, type EmployeeDetail } from '../../../../contract/employee-detail';
import { TextField } from '../../../../design-system/field/text-field';
import { FormTextField } from '../../../../design-system/form/form-fields';
import { useZodForm } from '../../../../design-system/form/use-zod-form';
import { usePatchEmployee } from '../../../api/employee-detail';
import { useEmployeesAndTeams } from '../../../api/employees';
import { FormDialog } from '../../../forms/form-dialog';
import { MANAGER_FIELDS, type DetailRights } from './detail-rights';
import {
  EDIT_HINT_FIELDS,
  editFormDefaults,
  editFormSchema,
  editPatchBody,
  type EditField,
  type EditFormValues,
} from './edit-form';
import { hasNotJoined } from './employee-status';
import { FormMultiSelect, FormPhoneInput, FormSelect } from '../../../forms/form-pickers';
import { RuleGroupPickers } from './rule-group-pickers';
import type { CurrentRuleGroups } from './rule-groups-model';
import { peopleOptions, type EmployeeOrg } from './use-employee-org';

const ALL_FIELDS: EditField[] = [
  'name',
  'email',
  'mobile',
  'title',
  'start_date',
  'end_date',
  'primary_manager',
  'secondary_managers',
  'teams',
  'rule_group',
  'project_time_rule_group',
];

/**
 * The fields the form offers: administrators everything (contact details until joined, and a
 * rule group once the one the person follows is known, so a save never changes it unseen).
 */
export function editableFields(
  detail: EmployeeDetail,
  edit: DetailRights['edit'],
  groups?: CurrentRuleGroups,
): Set<EditField> {
  if (edit === 'managed') return new Set(MANAGER_FIELDS);
  if (edit === 'none') return new Set();
  const contact = hasNotJoined(detail);
  const isKnown = (field: EditField) =>
    field === 'rule_group'
      ? groups?.timeClock !== undefined
      : field === 'project_time_rule_group'
        ? groups?.projectTime !== undefined
        : true;
  return new Set(
    ALL_FIELDS.filter(
      (field) => isKnown(field) && (contact || (field !== 'email' && field !== 'mobile')),
    ),
  );
}

type EditEmployeeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  detail: EmployeeDetail;
  orgId: number;
  edit: DetailRights['edit'];
  org: EmployeeOrg;
  /** The rule groups the person follows now (undefined while loading). */
  ruleGroups: CurrentRuleGroups;
};

/**
 * Edits the person's details through PATCH, sending only what changed. Mounted while open, so
 * every opening starts from the detail as it is now.
 */
export function EditEmployeeDialog(props: EditEmployeeDialogProps) {
  return props.open ? <EditEmployeeModal {...props} /> : null;
}

function EditEmployeeModal({
  onOpenChange,
  detail,
  orgId,
  edit,
  org,
  ruleGroups,
}: EditEmployeeDialogProps) {
  // Fixed when the dialog opens: the groups the form starts from are the ones a save compares to.
  const [groups] = useState(ruleGroups);
  const editable = editableFields(detail, edit, groups);
  const form = useZodForm(editFormSchema(editable), {
    defaultValues: editFormDefaults(detail, org.settings, groups),
  });
  const patch = usePatchEmployee(orgId, detail.employee_id);
  const picks = useEmployeesAndTeams(orgId, { enabled: editable.has('teams') });
  const teamOptions = (picks.data?.employee_groups ?? []).map((team) => ({
    value: String(team.id),
    label: team.name,
  }));
  const knownTeams = detail.employee_groups.map((team) => ({
    value: String(team.id),
    label: team.name,
  }));
  const managerOptions = peopleOptions(org.approvers, detail.employee_id);
  const knownManagers = peopleOptions(
    [...(detail.primary_manager ? [detail.primary_manager] : []), ...detail.secondary_managers],
    detail.employee_id,
  );
  const { control } = form;
  const has = (field: EditField) => editable.has(field);

  const save = async (values: EditFormValues) => {
    const body = editPatchBody(detail, values, editable, org.settings, groups);
    if (Object.keys(body).length === 0) return null;
    await patch.mutateAsync(body);
    return { message: `${values.name}’s details have been saved.` };
  };

  return (
    <FormDialog
      open
      onOpenChange={onOpenChange}
      title={`Edit ${detail.display_name}`}
      size="lg"
      form={form}
      formLabel="Team member details"
      submitLabel="Save changes"
      onSave={save}
      hintFields={EDIT_HINT_FIELDS}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormTextField control={control} name="name" label="Full name" autoComplete="off" />
        <FormTextField control={control} name="title" label="Title" isOptional />
        {edit === 'all' &&
          (has('email') ? (
            <FormTextField control={control} name="email" label="Email" type="email" />
          ) : (
            <TextField
              label="Email"
              type="email"
              value={detail.email}
              readOnly
              hint={EMPLOYEE_TEXT.emailLocked}
            />
          ))}
        {edit === 'all' &&
          (has('mobile') ? (
            <FormPhoneInput
              control={control}
              name="mobile"
              regionName="mobile_region"
              label="Mobile"
              isOptional
            />
          ) : (
            <TextField
              label="Mobile"
              type="tel"
              value={detail.phone ?? ''}
              placeholder="Not set"
              readOnly
              hint="The mobile number of someone who has joined can only be changed by them."
            />
          ))}
        <FormTextField
          control={control}
          name="start_date"
          label="Start date"
          type="date"
          isOptional
        />
        <FormTextField control={control} name="end_date" label="End date" type="date" isOptional />
        {has('primary_manager') && (
          <FormSelect
            control={control}
            name="primary_manager"
            label="Primary manager"
            isOptional
            isClearable
            isSearchable
            placeholder="No primary manager"
            options={managerOptions}
            knownOptions={knownManagers}
          />
        )}
        {has('secondary_managers') && (
          <FormMultiSelect
            control={control}
            name="secondary_managers"
            label="Secondary managers"
            isOptional
            isSearchable
            placeholder="None"
            options={managerOptions}
            knownOptions={knownManagers}
          />
        )}
        {has('teams') && (
          <FormMultiSelect
            control={control}
            name="teams"
            label="Teams"
            isOptional
            isSearchable
            isLoading={picks.isPending}
            placeholder="No teams"
            options={teamOptions}
            knownOptions={knownTeams}
            fieldClassName="sm:col-span-2"
          />
        )}
        {(has('rule_group') || has('project_time_rule_group')) && (
          <RuleGroupPickers control={control} orgId={orgId} current={groups} />
        )}
      </div>
    </FormDialog>
  );
}
