import { can } from '../../../../contract/access';
import { actorFor } from '../../../access/actor';
import { useProfile } from '../../../api/profile';

/**
 * Whether the signed-in user may add, edit and archive workers' compensation codes and overtime
 * rules, and read the codes' history: holders of organisation settings (permission 8), that is
 * administrators and provider admins, as the server decides. Managers and other provider staff
 * may only read the lists; the server refuses their writes whatever the page shows.
 */
export function useCanManagePaySettings(orgId: number): boolean {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  return actor !== null && can(actor, 'org-settings');
}
