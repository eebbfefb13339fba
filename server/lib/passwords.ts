import { hash, verify } from '@node-rs/argon2';
import { randomToken } from './secrets';

/**
 * argon2id password hashing. Production cost follows OWASP (19 MiB, 2 passes, 1 lane); tests
 * lower it through the config. Hashes carry their own parameters, so raising the cost later
 * still verifies old hashes.
 */
export class PasswordHasher {
  #dummy: Promise<string> | null = null;

  constructor(private readonly cost: { memoryCost: number; timeCost: number }) {}

  hash(password: string): Promise<string> {
    // @node-rs/argon2 defaults to argon2id (version 0x13); passwords.test.ts pins that.
    return hash(password, {
      memoryCost: this.cost.memoryCost,
      timeCost: this.cost.timeCost,
      parallelism: 1,
    });
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /**
   * Spends the same time as a real check when there is no account (or no password), so the
   * answer's timing does not tell whether an e-mail address is registered.
   */
  async verifyNothing(password: string): Promise<false> {
    this.#dummy ??= this.hash(randomToken(16));
    await this.verify(await this.#dummy, password);
    return false;
  }
}
