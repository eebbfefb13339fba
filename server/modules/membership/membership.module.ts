import { defineModule } from '../../http/module';
import { MembershipRepository } from './membership.repository';
import { MembershipService } from './membership.service';

/**
 * Memberships outside one organisation's request (`membership`) and the org guard's lookups on
 * every org-scoped request (`memberships`, handed to server/http/guards.ts as AppDeps.memberships).
 */
export const membershipModule = defineModule({
  name: 'membership',
  build: ({ db }) => {
    const memberships = new MembershipRepository(db);
    return { memberships, membership: new MembershipService(memberships) };
  },
});
