import { useMemo } from 'react';
import { featureAllowed } from '../../../../contract/plans';
import { DEFAULT_TIME_ZONE } from '../../../../design-system/format/format-locale';
import type { FilterOption } from '../../../../design-system/filter-builder/filter-builder-model';
import { useEmployeesAndTeams } from '../../../api/employees';
import { useOrg } from '../../../api/orgs';
import { useProjects } from '../../../api/projects';

/** The organisation the summary is read in: its zone, country and whether it tracks projects. */
export function useSummaryOrg(orgId: number) {
  const org = useOrg(orgId).data;
  return {
    isLoaded: org !== undefined,
    timeZone: org?.timezone || DEFAULT_TIME_ZONE,
    region: org?.country_code === 'au' ? ('au' as const) : ('us' as const),
    tracksProjects: org !== undefined && featureAllowed(org, 'project-tracking'),
  };
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/** The teams and projects the filters offer, and the projects' names (cards carry only ids). */
export function useSummaryChoices(orgId: number, tracksProjects: boolean) {
  const people = useEmployeesAndTeams(orgId).data;
  const projects = useProjects(
    { orgId, page: 1, limit: 500, status: 'all', sort: 'name' },
    tracksProjects,
  ).data?.data;
  return useMemo(
    () => ({
      teams: (people?.employee_groups ?? [])
        .map((team) => ({ value: String(team.id), label: team.name }))
        .sort(byLabel),
      projects: tracksProjects
        ? (projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))
        : null,
      projectNames: new Map((projects ?? []).map((project) => [project.id, project.name])),
    }),
    [people, projects, tracksProjects],
  );
}
