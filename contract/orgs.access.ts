import { ANYONE, EVERY_MEMBER, policy, type AccessTableFor } from './access-entries';
import type { orgRoutes } from './orgs.routes';

export const orgAccess: AccessTableFor<typeof orgRoutes> = {
  orgs: ANYONE,
  // Outside one organisation: a role holding permission 102 somewhere.
  createOrg: policy('org.create'),
  org: EVERY_MEMBER,
  patchOrg: policy('orgSettings.edit'),
};
