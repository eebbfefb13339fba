import { useLocation } from 'react-router-dom';
import type { Organization } from '../../../contract/orgs';
import type { Profile } from '../../../contract/profile';
import { employeeOf } from '../../access/actor';
import { useOrg } from '../../api/orgs';
import { orgIdFromPath } from '../../session/selected-org';
import { useAppState } from '../../state/app-store';

/**
 * The organisation the signed-in frame is about: the one in the path, else the selected one.
 * Its details come from GET /orgs/{id}, with the copy on the profile's employee record until then.
 */
export function useActiveOrg(profile: Profile): {
  orgId: number | null;
  org: Organization | undefined;
} {
  const location = useLocation();
  const selectedOrgId = useAppState((state) => state.selectedOrgId);
  const orgId = orgIdFromPath(location.pathname) ?? selectedOrgId;
  const { data } = useOrg(orgId);
  return { orgId, org: data ?? employeeOf(profile, orgId)?.organization };
}
