import {
  projectTimeRulesSummary,
  type ProjectTimeRuleGroup,
  type RuleGroup,
} from '../../../../contract/rule-groups';
import type { SelectOption } from '../../../../design-system/select/select-model';

/** What the page needs of a group to name it and to tell whether it is the default. */
export type RuleGroupRef = Pick<RuleGroup, 'id' | 'name' | 'is_organization_default'>;

/** The groups a team member follows now, as far as they have loaded. */
export type CurrentRuleGroups = {
  timeClock: RuleGroupRef | undefined;
  projectTime: RuleGroupRef | undefined;
};

/**
 * The picker's choice for "no group of their own": the member follows whichever group is the
 * organisation's default (rule_group_id null), not the default group by its id.
 */
export const DEFAULT_GROUP_CHOICE = 'default';
export const DEFAULT_GROUP_LABEL = 'Organisation default';

/**
 * The picker value of the group a member follows. The server answers the default group both for
 * a member without a group and for one given the default by id; either shows as the default.
 */
export function groupChoiceOf(group: RuleGroupRef): string {
  return group.is_organization_default ? DEFAULT_GROUP_CHOICE : String(group.id);
}

/** The id a choice sends: null (follow the default) for the default choice or none at all. */
export function groupIdOfChoice(choice: string | null): number | null {
  return choice === null || choice === DEFAULT_GROUP_CHOICE ? null : Number(choice);
}

/** One group as a picker option; the default is offered as "Organisation default (its name)". */
export function groupOption(group: RuleGroupRef): SelectOption {
  return group.is_organization_default
    ? { value: DEFAULT_GROUP_CHOICE, label: DEFAULT_GROUP_LABEL, description: `(${group.name})` }
    : { value: String(group.id), label: group.name };
}

/** The picker's options: the default first (as the server sorts), then the other groups. */
export function groupOptions(groups: readonly RuleGroupRef[]): SelectOption[] {
  return [...groups]
    .sort((a, b) => Number(b.is_organization_default) - Number(a.is_organization_default))
    .map(groupOption);
}

/** The project-time rules in words (the summary of core.md 3, for one group). */
export function projectTimeRulesText(group: ProjectTimeRuleGroup) {
  const summary = projectTimeRulesSummary(group);
  return {
    assignment: summary.is_auto ? 'Automatic' : 'By the team member',
    projects: summary.require_project_time ? 'Required' : 'Not required',
    costCodes: summary.require_cost_codes ? 'Required' : 'Not required',
  };
}

/** A one-line description of a group's project-time rules, for the picker's hint. */
export function projectTimeRulesLine(group: ProjectTimeRuleGroup): string {
  const summary = projectTimeRulesSummary(group);
  const costCodes = summary.require_cost_codes ? 'required' : 'optional';
  if (summary.is_auto) return `Time goes to projects automatically; cost codes are ${costCodes}.`;
  if (summary.require_project_time)
    return `Team members pick a project for their time; cost codes are ${costCodes}.`;
  return summary.require_cost_codes
    ? 'Projects are optional; cost codes are required.'
    : 'Projects and cost codes are optional.';
}
