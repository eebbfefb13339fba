import { defineModule } from '../../http/module';
import { PasswordHasher } from '../../lib/passwords';
import type { InvitesService } from '../invites/invites.service';
import type { OrgProvisioningService } from '../orgs/org-provisioning.service';
import type { ProfileService } from '../profile/profile.service';
import type { TokenService } from '../tokens/tokens.service';
import { AuthRepository } from './auth.repository';
import { authRoutes } from './auth.routes';
import { LoginService } from './login.service';
import { PasswordChangeService } from './password-change.service';
import { PasswordResetService } from './password-reset.service';
import { SignInLimits } from './sign-in-limits';
import { SignupService } from './signup.service';

type Needs = {
  tokens: TokenService;
  invites: InvitesService;
  profile: ProfileService;
  orgProvisioning: OrgProvisioningService;
};

/** Sign-up, sign-in, password reset and change. */
export const authModule = defineModule({
  name: 'auth',
  build: ({ config, db, outbox }, { tokens, invites, profile, orgProvisioning }: Needs) => {
    const repo = new AuthRepository(db);
    const passwords = new PasswordHasher(config.argon2);
    const limits = new SignInLimits(repo, config.rateLimits);
    return {
      passwords,
      login: new LoginService(repo, passwords, tokens, invites, outbox, limits, config),
      signup: new SignupService(
        db,
        repo,
        passwords,
        tokens,
        profile,
        orgProvisioning,
        outbox,
        config,
      ),
      passwordReset: new PasswordResetService(repo, passwords, tokens, outbox, config.publicUrl),
      passwordChange: new PasswordChangeService(repo, passwords, tokens, limits, outbox),
    };
  },
  routes: authRoutes,
});
