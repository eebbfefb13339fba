import { defineModule } from '../../http/module';
import type { OrgsService } from '../orgs/orgs.service';
import type { TokenService } from '../tokens/tokens.service';
import { ProfileRepository } from './profile.repository';
import { profileRoutes } from './profile.routes';
import { ProfileService } from './profile.service';

/** `tokens` serves the session calls under /me (refresh, logout). */
type Needs = { orgs: OrgsService; tokens: TokenService };

/** The signed-in person's own view (GET /me) and their session calls. */
export const profileModule = defineModule({
  name: 'profile',
  build: ({ config, db }, { orgs }: Needs) => ({
    profile: new ProfileService(new ProfileRepository(db), orgs, config.intercomIdentitySecret),
  }),
  routes: profileRoutes,
});
