import { describe, expect, it } from 'vitest';
import { PasswordHasher } from './passwords';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher({ memoryCost: 256, timeCost: 1 });

  it('hashes with argon2id and verifies', async () => {
    const hash = await hasher.hash('secret-123');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await hasher.verify(hash, 'secret-123')).toBe(true);
    expect(await hasher.verify(hash, 'secret-124')).toBe(false);
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
  });

  it('spends a verification when there is no account', async () => {
    expect(await hasher.verifyNothing('anything')).toBe(false);
  });
});
