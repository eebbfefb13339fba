import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import { randomToken, sha256 } from '../../lib/secrets';
import { nowUnix } from '../../lib/time';
import type { Outbox } from '../../mail/outbox';
import { passwordResetEmail } from '../../mail/templates';
import type { TokenService } from '../tokens/tokens.service';
import type { AuthRepository } from './auth.repository';
import type { PasswordHasher } from '../../lib/passwords';

export const RESET_TTL_SECONDS = 60 * 60;

export class PasswordResetService {
  constructor(
    private readonly repo: AuthRepository,
    private readonly passwords: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly outbox: Outbox,
    private readonly publicUrl: string,
  ) {}

  /** Same answer whether or not the address has an account. */
  async request(email: string): Promise<{ message: string }> {
    const profile = await this.repo.findProfileByEmail(email);
    if (profile && profile.is_inactive === 0) {
      const token = randomToken(32);
      const now = nowUnix();
      await this.repo.insertReset(profile.id, sha256(token), now + RESET_TTL_SECONDS, now);
      const url = `${this.publicUrl}/reset_password/${token}`;
      await this.outbox.send({ channel: 'email', to: profile.email, ...passwordResetEmail(url) });
    }
    return { message: MESSAGES.resetSent };
  }

  /** Sets the new password, uses the link up and signs the person out everywhere. */
  async reset(token: string, password: string): Promise<{ message: string }> {
    const now = nowUnix();
    const reset = await this.repo.findReset(sha256(token));
    if (!reset || reset.used_at_unix !== null || reset.expires_at_unix <= now) {
      throw new AppError(400, MESSAGES.resetInvalid);
    }
    const passwordHash = await this.passwords.hash(password);
    if (!(await this.repo.useReset(reset.id, now))) throw new AppError(400, MESSAGES.resetInvalid);
    await this.repo.setPassword(reset.profile_id, passwordHash, now);
    await this.tokens.endAllSessions(reset.profile_id);
    const profile = await this.repo.findProfileById(reset.profile_id);
    if (profile) await this.repo.clearFailures(`email:${profile.email}`);
    return { message: MESSAGES.passwordResetDone };
  }
}
