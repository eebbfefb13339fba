import { MESSAGES } from '../../../contract/errors';
import type { Config } from '../../config';
import { AppError } from '../../http/app-error';
import { nowUnix } from '../../lib/time';
import type { AuthRepository } from './auth.repository';

/**
 * Per-account limit on failed sign-ins (default 5 per 15 minutes). Attempts are keyed by the
 * address typed, whether or not an account exists, so the limit itself reveals nothing.
 */
export class SignInLimits {
  constructor(
    private readonly repo: AuthRepository,
    private readonly limits: Config['rateLimits'],
  ) {}

  async assertAllowed(accountKey: string): Promise<void> {
    const since = nowUnix() - this.limits.accountWindowSeconds;
    if (
      (await this.repo.countFailures(accountKey, since)) >= this.limits.accountMaxFailedAttempts
    ) {
      throw new AppError(429, MESSAGES.tooManyAttempts);
    }
  }

  async failed(accountKey: string, ip: string): Promise<void> {
    await this.repo.recordFailure(accountKey, ip, nowUnix(), this.limits.accountWindowSeconds);
  }

  async succeeded(accountKey: string): Promise<void> {
    await this.repo.clearFailures(accountKey);
  }
}
