import { defineModule } from '../../http/module';
import type { MembershipService } from '../membership/membership.service';
import type { OrgsService } from '../orgs/orgs.service';
import type { TokenService } from '../tokens/tokens.service';
import { AdminRepository } from './admin.repository';
import { adminRoutes } from './admin.routes';
import { AdminService } from './admin.service';

type Needs = { orgs: OrgsService; membership: MembershipService; tokens: TokenService };

/** The provider staff's calls: any organisation's details, impersonation. */
export const adminModule = defineModule({
  name: 'admin',
  build: ({ db }, { orgs, membership, tokens }: Needs) => ({
    admin: new AdminService(db, new AdminRepository(db), orgs, membership, tokens),
  }),
  routes: adminRoutes,
});
