import type {
  TeamCreate,
  TeamEmployee,
  TeamFormValues,
  TeamMemberDisplay,
  TeamPatch,
  zTeamForm,
} from '../../../contract/teams';
import type { SelectOption } from '../../../design-system/select/select-model';
import type { z } from 'zod';

/** Names a list cell shows before '+N more'. */
export const NAMES_SHOWN = 3;
export const DEACTIVATED_SUFFIX = '(Deactivated)';

/** Spec order of every people list: active first, deactivated last, then by display name. */
export function byListOrder(a: TeamEmployee, b: TeamEmployee): number {
  if (a.is_saas_enabled !== b.is_saas_enabled) return a.is_saas_enabled ? -1 : 1;
  const byName = a.display_name.localeCompare(b.display_name, undefined, { sensitivity: 'base' });
  return byName !== 0 ? byName : a.employee_id - b.employee_id;
}

/** People as MultiSelect options, in list order, deactivated ones marked '(Deactivated)'. */
export function personOptions(people: readonly TeamEmployee[]): SelectOption[] {
  return [...people].sort(byListOrder).map((person) => ({
    value: String(person.employee_id),
    label: person.display_name,
    description: person.is_saas_enabled ? undefined : DEACTIVATED_SUFFIX,
  }));
}

export function personLabel(person: TeamMemberDisplay): string {
  return person.isDeactivated ? `${person.displayName} ${DEACTIVATED_SUFFIX}` : person.displayName;
}

/** 'Ann Lee, Bo Park, Cy Diaz +2 more': the first few names of a list cell. */
export function peopleSummary(people: readonly TeamMemberDisplay[], shown = NAMES_SHOWN): string {
  const names = people.slice(0, shown).map(personLabel).join(', ');
  const rest = people.length - Math.min(shown, people.length);
  return rest > 0 ? `${names} +${rest} more` : names;
}

/** '1 member', '5 members'. */
export function memberCount(count: number): string {
  return count === 1 ? '1 member' : `${count} members`;
}

export const EMPTY_TEAM_FORM: TeamFormValues = {
  name: '',
  employee_ids: [],
  manager_ids: [],
  include_all_employees: false,
  is_archived: false,
};

type TeamFormOutput = z.output<typeof zTeamForm>;

/** POST body of a new team: the form's parsed values without the edit-only archive flag. */
export function createBody(values: TeamFormOutput): TeamCreate {
  return {
    name: values.name,
    employee_ids: values.employee_ids,
    manager_ids: values.manager_ids,
    include_all_employees: values.include_all_employees,
  };
}

/** PATCH body of an edited team: every field of the form (members and managers are replaced). */
export function patchBody(values: TeamFormOutput): TeamPatch {
  return {
    name: values.name,
    employee_ids: values.employee_ids,
    manager_ids: values.manager_ids,
    include_all_employees: values.include_all_employees,
    is_archived: values.is_archived,
  };
}
