import { can } from '../../contract/access';
import type { Profile } from '../../contract/profile';
import type { Guard } from '../navigation/route-model';
import { actorFor, canAnywhere, employeeOf, isInternalUser } from './actor';

/**
 * Whether a signed-in profile passes a route guard. Org-scoped pages check the org of the path:
 * the user must belong to it (provider staff act on any org) and hold the permission there.
 */
export function passesGuard(guard: Guard, profile: Profile, orgId: number | null): boolean {
  switch (guard.kind) {
    case 'public':
    case 'auth':
      return true;
    case 'member':
      return orgId === null || actorFor(profile, orgId) !== null;
    case 'permission': {
      if (orgId === null) return canAnywhere(profile, guard.action);
      const actor = actorFor(profile, orgId);
      return actor !== null && can(actor, guard.action);
    }
    case 'internal':
      return isInternalUser(profile);
    case 'org-0': {
      const actor = employeeOf(profile, 0) ? actorFor(profile, 0) : null;
      return actor !== null && can(actor, 'employee.invite');
    }
  }
}
