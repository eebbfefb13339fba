import type { Organization } from '../../../../contract/orgs';
import { featureAllowed } from '../../../../contract/plans';
import { useProjects } from '../../../api/projects';
import { useCostCodes } from '../../../api/reference-data';

/** Enough for any crew's list in one page: the clock offers every project and code in use. */
const LIST_LIMIT = 500;

/**
 * The projects and cost codes a member may put time on, when the organisation's plan has
 * project tracking (else none are asked, and the server would refuse them).
 */
export function useClockTargets(orgId: number, org: Organization | undefined) {
  const hasTracking = featureAllowed(org, 'project-tracking');
  const projects = useProjects(
    { orgId, page: 1, limit: LIST_LIMIT, status: 'active', sort: 'name' },
    hasTracking,
  );
  const costCodes = useCostCodes(
    { orgId, page: 1, limit: LIST_LIMIT, search: '', isArchived: false },
    hasTracking,
  );
  return {
    projects: hasTracking ? (projects.data?.data ?? []) : [],
    costCodes: hasTracking ? (costCodes.data?.data ?? []) : [],
    isLoading: hasTracking && (projects.isPending || costCodes.isPending),
  };
}
