import { useWatch, type Control } from 'react-hook-form';
import { errorText } from '../../../api/api-error';
import { useProjectTimeRuleGroups, useRuleGroups } from '../../../api/rule-groups';
import type { EditFormInput, EditFormValues } from './edit-form';
import { FormSelect } from '../../../forms/form-pickers';
import {
  groupIdOfChoice,
  groupOption,
  groupOptions,
  projectTimeRulesLine,
  type CurrentRuleGroups,
} from './rule-groups-model';

/**
 * The edit form's rule-group pickers, fed by the organisation's group lists: each shows once
 * the group the person follows is known, so its trigger names that group before the list loads.
 */
export function RuleGroupPickers({
  control,
  orgId,
  current,
}: {
  control: Control<EditFormInput, unknown, EditFormValues>;
  orgId: number;
  current: CurrentRuleGroups;
}) {
  const timeClock = useRuleGroups(orgId, { enabled: current.timeClock !== undefined });
  const projectTime = useProjectTimeRuleGroups(orgId, {
    enabled: current.projectTime !== undefined,
  });
  const projectTimeChoice = useWatch({ control, name: 'project_time_rule_group' });
  const chosenProjectGroup = projectTime.data?.find((group) =>
    group.is_organization_default
      ? groupIdOfChoice(projectTimeChoice) === null
      : String(group.id) === projectTimeChoice,
  );
  // A search box helps only in a long list; most organisations have a handful of groups.
  const isLong = (list: readonly unknown[] | undefined) => (list?.length ?? 0) > 7;
  const listError = (query: { error: unknown }) =>
    query.error ? `The groups could not be loaded: ${errorText(query.error)}` : undefined;
  return (
    <>
      {current.timeClock && (
        <FormSelect
          control={control}
          name="rule_group"
          label="Time clock rules"
          isSearchable={isLong(timeClock.data)}
          isLoading={timeClock.isPending}
          options={groupOptions(timeClock.data ?? [])}
          knownOptions={[groupOption(current.timeClock)]}
          hint={listError(timeClock) ?? 'Clock-in permissions, breaks and time limits.'}
        />
      )}
      {current.projectTime && (
        <FormSelect
          control={control}
          name="project_time_rule_group"
          label="Project time rules"
          isSearchable={isLong(projectTime.data)}
          isLoading={projectTime.isPending}
          options={groupOptions(projectTime.data ?? [])}
          knownOptions={[groupOption(current.projectTime)]}
          hint={
            listError(projectTime) ??
            (chosenProjectGroup
              ? projectTimeRulesLine(chosenProjectGroup)
              : 'How time goes to projects and cost codes.')
          }
        />
      )}
    </>
  );
}
