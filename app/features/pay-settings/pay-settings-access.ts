import { can } from '../../../contract/access';
import { actorFor } from '../../access/actor';
import { useProfile } from '../../api/profile';

/**
 * Whether the signed-in user may add, edit and archive workers' compensation codes and overtime
 * rules, and read the codes' history (orgSettings.edit, the policy of those routes). Managers
 * and other provider staff may only read the lists.
 */
export function useCanManagePaySettings(orgId: number): boolean {
  const profile = useProfile();
  const actor = profile ? actorFor(profile, orgId) : null;
  return actor !== null && can(actor, 'orgSettings.edit');
}
