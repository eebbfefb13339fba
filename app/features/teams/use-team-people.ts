import { useMemo } from 'react';
import { isTeamManagerRole } from '../../../contract/access';
import type { Team, TeamEmployee } from '../../../contract/teams';
import type { SelectOption } from '../../../design-system/select/select-model';
import { useAllEmployees, useEmployeesAndTeams } from '../../api/employees';
import { personOptions } from './team-model';

/** The offered people plus the team's own (who may have left the list since), without repeats. */
function withCurrent(
  offered: readonly TeamEmployee[],
  current: readonly TeamEmployee[],
): SelectOption[] {
  const ids = new Set(offered.map((person) => person.employee_id));
  return personOptions([...offered, ...current.filter((person) => !ids.has(person.employee_id))]);
}

/**
 * The choices of the team dialog: every team member (deactivated ones last, labelled) for the
 * members, the organisation's managers and administrators for the managers.
 */
export function useTeamPeople(orgId: number, team: Team | null) {
  const people = useEmployeesAndTeams(orgId, { includeDeactivated: true });
  // The picker call carries no roles: managers come from the employee list, every page of it.
  const managers = useAllEmployees(orgId, { status: 'activated' });
  const memberOptions = useMemo(
    () => withCurrent(people.data?.employees ?? [], team?.employees ?? []),
    [people.data, team],
  );
  const managerOptions = useMemo(
    () =>
      withCurrent(
        (managers.data?.data ?? []).filter((row) => isTeamManagerRole(row.role_id)),
        team?.managers ?? [],
      ),
    [managers.data, team],
  );
  return {
    memberOptions,
    managerOptions,
    isLoadingMembers: people.isPending,
    isLoadingManagers: managers.isPending,
    error: people.error ?? managers.error,
  };
}
