import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import type { Outbox } from '../../mail/outbox';
import { passwordChangedEmail } from '../../mail/templates';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from '../../lib/passwords';
import type { SignInLimits } from './sign-in-limits';
import type { AuthContext, TokenService } from '../tokens/tokens.service';

export class PasswordChangeService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly limits: SignInLimits,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Checks the current password (wrong tries count toward the account's sign-in limit), sets the
   * new one and signs out every other session of the person.
   */
  async change(
    auth: AuthContext,
    input: { current_password: string; new_password: string },
    ip: string,
  ) {
    // Someone acting as another person must never learn or set that person's password.
    if (auth.tokenType !== 'access') throw new AppError(403, MESSAGES.forbidden);
    const profile = await this.repo.findProfileById(auth.profileId);
    if (!profile) throw new AppError(401, MESSAGES.invalidToken);
    const key = `email:${profile.email}`;
    await this.limits.assertAllowed(key);
    const ok = profile.password_hash
      ? await this.passwords.verify(profile.password_hash, input.current_password)
      : await this.passwords.verifyNothing(input.current_password);
    if (!ok) {
      await this.limits.failed(key, ip);
      throw new AppError(400, MESSAGES.wrongPassword, {
        field_hints: { current_password: [MESSAGES.wrongPassword] },
      });
    }
    await this.repo.setPassword(
      profile.id,
      await this.passwords.hash(input.new_password),
      nowUnix(),
    );
    await this.tokens.endOtherSessions(profile.id, auth.sessionId);
    await this.outbox.send({
      channel: 'email',
      to: profile.email,
      ...passwordChangedEmail(profile.display_name),
    });
    return { message: MESSAGES.passwordChanged };
  }
}
