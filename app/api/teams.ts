import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { TeamCreate, TeamPatch, TeamSort, TeamsBulkPatch } from '../../contract/teams';
import { request } from './client';
import { invalidates, keys, useInvalidate } from './keys';

export type TeamListInput = {
  orgId: number;
  page: number;
  limit: number;
  /** Searched in team names; '' lists every team. */
  search: string;
  /** false: teams in use; true: archived teams. */
  isArchived: boolean;
  sortBy: TeamSort;
};

/**
 * GET /orgs/{org_id}/employee_group_list: one page of teams with their members and managers,
 * asked with the names of the spec's teams call (searchText, isArchived).
 */
export function useTeams(input: TeamListInput) {
  const { orgId, page, limit, search, isArchived, sortBy } = input;
  return useQuery({
    queryKey: keys.org(orgId).teams.list({ page, limit, search, isArchived, sortBy }),
    queryFn: ({ signal }) =>
      request(
        'teams',
        {
          params: { org_id: orgId },
          query: {
            page,
            limit,
            searchText: search || undefined,
            isArchived: String(isArchived),
            sort_by: sortBy,
          },
        },
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateTeams(orgId: number) {
  const invalidate = useInvalidate();
  return () => invalidate(invalidates.team(orgId));
}

/** POST /orgs/{org_id}/employee_group. */
export function useCreateTeam(orgId: number) {
  const invalidate = useInvalidateTeams(orgId);
  return useMutation({
    mutationFn: (body: TeamCreate) => request('createTeam', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

/** PATCH /orgs/{org_id}/employee_group/{employee_group_id}: only the fields sent change. */
export function usePatchTeam(orgId: number) {
  const invalidate = useInvalidateTeams(orgId);
  return useMutation({
    mutationFn: ({ teamId, body }: { teamId: number; body: TeamPatch }) =>
      request('patchTeam', { params: { org_id: orgId, employee_group_id: teamId }, body }),
    onSuccess: invalidate,
  });
}

/** PATCH /orgs/{org_id}/employee_groups: archives or unarchives several teams. */
export function usePatchTeams(orgId: number) {
  const invalidate = useInvalidateTeams(orgId);
  return useMutation({
    mutationFn: (body: TeamsBulkPatch) =>
      request('patchTeams', { params: { org_id: orgId }, body }),
    onSuccess: invalidate,
  });
}

/** DELETE /orgs/{org_id}/employee_group/{employee_group_id}. */
export function useDeleteTeam(orgId: number) {
  const invalidate = useInvalidateTeams(orgId);
  return useMutation({
    mutationFn: (teamId: number) =>
      request('deleteTeam', { params: { org_id: orgId, employee_group_id: teamId } }),
    onSuccess: invalidate,
  });
}
