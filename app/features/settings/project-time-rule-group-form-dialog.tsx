import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  ASSIGNMENT_MODES,
  PROJECT_TIME_TARGETS,
  type ProjectTimeRuleGroup,
} from '../../../contract/rule-groups';
import { RULE_GROUP_NAME_MAX } from '../../../contract/rule-groups-write';
import { RULE_TEXT } from '../../../contract/validation';
import { FormSwitch } from '../../../design-system/form/form-choice-fields';
import { FormSelectField, FormTextField } from '../../../design-system/form/form-fields';
import { useZodForm } from '../../../design-system/form/use-zod-form';
import { useEmployeesAndTeams } from '../../api/employees';
import { useProjectTimeRuleGroups, useSaveProjectTimeRuleGroup } from '../../api/rule-groups';
import { FormDialog } from '../../forms/form-dialog';
import { usePlanLock } from './plan-lock';
import { RuleGroupMembersField, useSaveRuleGroupMembers } from './rule-group-members-field';

const TARGET_LABEL: Record<(typeof PROJECT_TIME_TARGETS)[number], string> = {
  unassigned: 'Leave unassigned',
  previous_project: 'The project before it',
  next_project: 'The project after it',
};

const zForm = z.object({
  name: z.string().trim().min(1, RULE_TEXT.required).max(RULE_GROUP_NAME_MAX),
  assignment_mode: z.enum(ASSIGNMENT_MODES),
  require_team_members_to_assign_time_to_projects: z.boolean(),
  require_team_members_to_assign_time_to_cost_codes: z.boolean(),
  require_team_members_to_assign_time_to_cost_codes_on_clockout: z.boolean(),
  allow_team_members_to_create_projects: z.boolean(),
  assign_non_project_time_target: z.enum(PROJECT_TIME_TARGETS),
  assign_driving_time_target: z.enum(PROJECT_TIME_TARGETS),
  /** The people whose box was turned over (rule-group-members-model.ts); not the group's. */
  turned_member_ids: z.array(z.number()),
});

const targetOptions = PROJECT_TIME_TARGETS.map((value) => ({ value, label: TARGET_LABEL[value] }));

/**
 * Add or edit a project-time rule group: manual assignment with its require flags, or automatic
 * assignment (Enterprise) with where non-project and driving time go, and its team members,
 * ticked, to move in and out. Excluded projects and the driving-time cost code are kept as they
 * are (the API takes them; their pickers come with the project screens).
 */
export function ProjectTimeRuleGroupFormDialog({
  orgId,
  group,
  onClose,
}: {
  orgId: number;
  group: ProjectTimeRuleGroup | null;
  onClose: () => void;
}) {
  const save = useSaveProjectTimeRuleGroup(orgId);
  const saveMembers = useSaveRuleGroupMembers(orgId, 'project-time');
  const people = useEmployeesAndTeams(orgId).data?.employees;
  const groups = useProjectTimeRuleGroups(orgId).data;
  const { lock, isLocked } = usePlanLock(orgId);
  const form = useZodForm(zForm, {
    defaultValues: {
      name: group?.name ?? '',
      assignment_mode: group?.assignment_mode ?? 'manual',
      require_team_members_to_assign_time_to_projects:
        group?.require_team_members_to_assign_time_to_projects ?? false,
      require_team_members_to_assign_time_to_cost_codes:
        group?.require_team_members_to_assign_time_to_cost_codes ?? false,
      require_team_members_to_assign_time_to_cost_codes_on_clockout:
        group?.require_team_members_to_assign_time_to_cost_codes_on_clockout ?? false,
      allow_team_members_to_create_projects: group?.allow_team_members_to_create_projects ?? false,
      assign_non_project_time_target: group?.assign_non_project_time_target ?? 'unassigned',
      assign_driving_time_target: group?.assign_driving_time_target ?? 'unassigned',
      turned_member_ids: [],
    },
  });
  const control = form.control;
  const mode = useWatch({ control, name: 'assignment_mode' });
  const autoLocked = isLocked('automate-time-tracking');
  const manual = (
    name: Exclude<
      keyof z.infer<typeof zForm>,
      'name' | 'assignment_mode' | `assign_${string}` | 'turned_member_ids'
    >,
    label: string,
  ) =>
    lock('manual-project-time-rules', <FormSwitch control={control} name={name} label={label} />);

  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={group ? `Edit ${group.name}` : 'Add project time rules'}
      description="How the team members of this group put their time on projects and cost codes."
      form={form}
      formLabel={group ? 'Edit project time rules' : 'New project time rules'}
      submitLabel={group ? 'Save changes' : 'Add rule group'}
      onSave={async ({ turned_member_ids: turned, ...body }) => {
        const answer = await save.mutateAsync({ id: group?.id ?? null, body });
        await saveMembers(answer.data, people, turned);
        return answer;
      }}
    >
      <FormTextField
        control={control}
        name="name"
        label="Name"
        autoComplete="off"
        maxLength={RULE_GROUP_NAME_MAX}
      />
      <FormSelectField
        control={control}
        name="assignment_mode"
        label="How time goes to projects"
        hint={autoLocked ? 'Automatic assignment needs the Enterprise plan.' : undefined}
        options={[
          { value: 'manual', label: 'Team members choose the project' },
          { value: 'auto', label: 'Automatically, from where they work' },
        ]}
      />
      {mode === 'manual' ? (
        <>
          {manual(
            'require_team_members_to_assign_time_to_projects',
            'Require a project for all time',
          )}
          {manual(
            'require_team_members_to_assign_time_to_cost_codes',
            'Require a cost code for all time',
          )}
          {manual('allow_team_members_to_create_projects', 'Team members may create projects')}
        </>
      ) : (
        <>
          <FormSelectField
            control={control}
            name="assign_non_project_time_target"
            label="Time outside any project goes to"
            options={targetOptions}
          />
          <FormSelectField
            control={control}
            name="assign_driving_time_target"
            label="Driving time goes to"
            options={targetOptions}
          />
          {manual(
            'require_team_members_to_assign_time_to_cost_codes_on_clockout',
            'Ask for a cost code at clock-out',
          )}
        </>
      )}
      <Controller
        control={control}
        name="turned_member_ids"
        render={({ field }) => (
          <RuleGroupMembersField
            kind="project-time"
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
