import { useMemo } from 'react';
import { can, type Actor } from '../../../../contract/access';
import type { SelectOption } from '../../../../design-system/select/select-model';
import { useEmployeesAndTeams } from '../../../api/employees';
import { useProjects } from '../../../api/projects';
import { useCostCodes } from '../../../api/reference-data';

/** The most rows a picker asks for: the server's largest page. */
const PICKER_LIMIT = 500;

export type CostCodeOption = SelectOption & { projectIds: number[] };

/**
 * The choices of the time-card form: the members the caller may add cards for (the policy with
 * each person as target), active projects and cost codes (only where projects are tracked).
 */
export function useTimeCardPickers(
  orgId: number,
  {
    actor,
    choosesMember,
    tracksProjects,
  }: {
    actor: Actor | null;
    choosesMember: boolean;
    tracksProjects: boolean;
  },
) {
  const people = useEmployeesAndTeams(orgId, { enabled: choosesMember });
  const projects = useProjects(
    { orgId, page: 1, limit: PICKER_LIMIT, status: 'active', sort: 'name' },
    tracksProjects,
  );
  const codes = useCostCodes(
    { orgId, page: 1, limit: PICKER_LIMIT, search: '', isArchived: false },
    tracksProjects,
  );
  const members = useMemo<SelectOption[]>(
    () =>
      (people.data?.employees ?? [])
        .filter(
          (person) =>
            person.is_saas_enabled &&
            actor !== null &&
            can(actor, 'timeCards.edit', {
              employeeId: person.employee_id,
              isMyWorker: person.is_my_worker,
              // Their own cards: the server knows the organisation's setting and says so.
              mayEditOwn: true,
            }),
        )
        .map((person) => ({ value: String(person.employee_id), label: person.display_name })),
    [people.data, actor],
  );
  const projectOptions = useMemo<SelectOption[]>(
    () =>
      (projects.data?.data ?? []).map((project) => ({
        value: String(project.id),
        label: project.name,
      })),
    [projects.data],
  );
  const costCodes = useMemo<CostCodeOption[]>(
    () =>
      (codes.data?.data ?? []).map((code) => ({
        value: String(code.id),
        label: `${code.code} ${code.name}`,
        projectIds: code.project_ids,
      })),
    [codes.data],
  );
  return {
    members,
    isLoadingMembers: people.isPending && choosesMember,
    projects: projectOptions,
    costCodes,
  };
}

/** The cost codes usable on a project: those limited to none, or to it. */
export function costCodesFor(codes: CostCodeOption[], projectId: string | null): SelectOption[] {
  return codes
    .filter(
      (code) =>
        code.projectIds.length === 0 ||
        (projectId !== null && code.projectIds.includes(Number(projectId))),
    )
    .map(({ value, label }) => ({ value, label }));
}
