import { can } from '../../../contract/access';
import type { OrgContext } from '../../http/context';
import { defineModule } from '../../http/module';
import { PasswordHasher } from '../../lib/passwords';
import type { TokenService } from '../tokens/tokens.service';
import type { VisibilityService } from '../visibility/visibility.service';
import { InviteSendingService } from './invite-sending.service';
import { InvitesRepository } from './invites.repository';
import { inviteRoutes } from './invites.routes';
import { InvitesService } from './invites.service';

type Needs = { tokens: TokenService; visibility: VisibilityService };

/** Invitation links: sending them, and accepting one (which sets the person's password). */
export const invitesModule = defineModule({
  name: 'invites',
  build: ({ config, db, outbox }, { tokens, visibility }: Needs) => {
    const repo = new InvitesRepository(db);
    const invites = new InvitesService(repo, new PasswordHasher(config.argon2), tokens);
    const mayInvite = (ctx: OrgContext) => can(ctx, 'employee.invite');
    return {
      invites,
      inviteSending: new InviteSendingService(
        repo,
        invites,
        visibility,
        mayInvite,
        outbox,
        config.publicUrl,
      ),
    };
  },
  routes: inviteRoutes,
});
