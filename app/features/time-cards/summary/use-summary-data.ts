import { useMemo } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { featureAllowed } from '../../../../contract/plans';
import { DEFAULT_TIME_ZONE } from '../../../../design-system/format/format-locale';
import type { FilterOption } from '../../../../design-system/filter-builder/filter-builder-model';
import { fetchAllPages } from '../../../api/client';
import { useEmployeesAndTeams } from '../../../api/employees';
import { keys } from '../../../api/keys';
import { useOrg } from '../../../api/orgs';
import { useProjects } from '../../../api/projects';
import type { SummaryQuery } from './summary-filters';

/** The largest page GET time_cards gives: a range's cards come in as few calls as possible. */
const CARDS_PAGE_SIZE = 500;

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

/**
 * Every card of the range (all pages), as the server lets the caller read them: managers their
 * workers', holders of 13 everyone's. Kept under the time-cards branch, so every time-card write
 * refreshes it.
 */
export function useRangeCards(
  orgId: number,
  query: SummaryQuery & { start_dt_unix: number; end_dt_unix: number },
  enabled: boolean,
) {
  return useQuery({
    queryKey: keys.org(orgId).timeCards.list({ every: query }),
    queryFn: ({ signal }) =>
      fetchAllPages(
        'timeCards',
        { params: { org_id: orgId }, query: { ...query, limit: CARDS_PAGE_SIZE } },
        { signal },
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
}

const byLabel = (a: FilterOption, b: FilterOption) => a.label.localeCompare(b.label);

/**
 * The teams and projects the filters offer, each team's members (to leave out an excluded
 * team's cards) and the projects' names (cards carry only ids).
 */
export function useSummaryChoices(orgId: number, tracksProjects: boolean) {
  const people = useEmployeesAndTeams(orgId).data;
  const projects = useProjects(
    { orgId, page: 1, limit: 500, status: 'all', sort: 'name' },
    tracksProjects,
  ).data?.data;
  return useMemo(() => {
    const groups = people?.employee_groups ?? [];
    return {
      teams: groups.map((team) => ({ value: String(team.id), label: team.name })).sort(byLabel),
      teamMembers: new Map(groups.map((team) => [team.id, team.employee_ids])),
      projects: tracksProjects
        ? (projects ?? []).map((project) => ({ value: String(project.id), label: project.name }))
        : null,
      projectNames: new Map((projects ?? []).map((project) => [project.id, project.name])),
    };
  }, [people, projects, tracksProjects]);
}
