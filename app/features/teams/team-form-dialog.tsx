import { teamFormValues, zTeamForm, type Team } from '../../../contract/teams';
import { Alert } from '../../../design-system/alert/alert';
import { Checkbox } from '../../../design-system/field/checkbox';
import { FormCheckbox } from '../../../design-system/form/form-choice-fields';
import { FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { errorText } from '../../api/api-error';
import { useCreateTeam, usePatchTeam } from '../../api/teams';
import { FormDialog } from '../../forms/form-dialog';
import { FormPeopleSelect } from './form-people-select';
import { EMPTY_TEAM_FORM, createBody, patchBody } from './team-model';
import { useTeamPeople } from './use-team-people';

export const ALL_MEMBERS_HINT =
  'Everyone on the team today joins it. People who join the organization later are not added ' +
  'automatically: an administrator must assign them.';

export type TeamFormDialogProps = {
  orgId: number;
  /** The team to edit; null creates a new one. */
  team: Team | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Create Team / Edit Team (700 px wide): name, members or "All Current Team Members", Archive
 * Team (edit only) and managers. The form starts from the team when mounted: the caller gives it
 * a new `key` for each opening.
 */
export function TeamFormDialog({ orgId, team, open, onOpenChange }: TeamFormDialogProps) {
  const createTeam = useCreateTeam(orgId);
  const patchTeam = usePatchTeam(orgId);
  const people = useTeamPeople(orgId, team);
  const form = useZodForm(zTeamForm, {
    defaultValues: team ? teamFormValues(team) : EMPTY_TEAM_FORM,
  });
  const includeAll = form.watch('include_all_employees') ?? false;

  const toggleAll = (checked: boolean) => {
    form.setValue('include_all_employees', checked, { shouldDirty: true });
    // Spec: ticking "All Current Team Members" clears the chosen members.
    if (checked) form.setValue('employee_ids', [], { shouldDirty: true });
    const { isTouched } = form.getFieldState('employee_ids');
    if (isTouched || form.formState.isSubmitted) void form.trigger('employee_ids');
  };

  const save = (values: Parameters<typeof createBody>[0]) =>
    team
      ? patchTeam.mutateAsync({ teamId: team.id, body: patchBody(values) })
      : createTeam.mutateAsync(createBody(values));

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={team ? 'Edit Team' : 'Create Team'}
      form={form}
      formLabel={team ? 'Edit team' : 'New team'}
      submitLabel="Submit"
      onSave={save}
    >
      {people.error && (
        <Alert tone="warning">Some choices could not be loaded: {errorText(people.error)}</Alert>
      )}
      <FormTextField control={form.control} name="name" label="Name" autoComplete="off" />
      <div className="flex flex-col gap-3">
        <FormPeopleSelect
          control={form.control}
          name="employee_ids"
          label="Team members"
          placeholder={includeAll ? 'All current team members' : 'Choose team members'}
          options={people.memberOptions}
          isLoading={people.isLoadingMembers}
          isSearchable
          isClearable
          disabled={includeAll}
        />
        <Checkbox
          label="All Current Team Members"
          checked={includeAll}
          onChange={(event) => toggleAll(event.currentTarget.checked)}
          hint={includeAll ? ALL_MEMBERS_HINT : undefined}
        />
      </div>
      {team && (
        <FormCheckbox
          control={form.control}
          name="is_archived"
          label="Archive Team"
          hint="Archived teams leave the active list and the team pickers."
        />
      )}
      <FormPeopleSelect
        control={form.control}
        name="manager_ids"
        label="Managers"
        isOptional
        hint="Managers and administrators of the organization."
        placeholder="Choose managers"
        options={people.managerOptions}
        isLoading={people.isLoadingManagers}
        isSearchable
        isClearable
      />
    </FormDialog>
  );
}
