import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../contract/errors';
import { AccessTokens } from './jwt';

const SECRET = 's'.repeat(48);

describe('AccessTokens', () => {
  const tokens = new AccessTokens(SECRET, 900);

  it('signs and verifies the claims', async () => {
    const token = await tokens.sign({
      profileId: 7,
      typ: 'impersonate-read',
      sid: 'abc',
      actorProfileId: 3,
    });
    const claims = await tokens.verify(token);
    expect(claims).toMatchObject({
      profileId: 7,
      typ: 'impersonate-read',
      sid: 'abc',
      actorProfileId: 3,
    });
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(890);
    expect(await tokens.verify(token)).toBe(claims);
  });

  it('refuses an impersonation token without an actor and unknown token types', async () => {
    const key = new TextEncoder().encode(SECRET);
    const noActor = await new SignJWT({ typ: 'impersonate-write', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('5m')
      .sign(key);
    await expect(tokens.verify(noActor)).rejects.toMatchObject({
      statusCode: 401,
      message: MESSAGES.invalidToken,
    });
    const odd = await new SignJWT({ typ: 'admin', sid: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setExpirationTime('5m')
      .sign(key);
    await expect(tokens.verify(odd)).rejects.toMatchObject({ statusCode: 401 });
  });

  it('refuses tokens of another secret', async () => {
    const other = new AccessTokens('o'.repeat(48), 900);
    const token = await other.sign({ profileId: 1, typ: 'access', sid: 'x' });
    await expect(tokens.verify(token)).rejects.toMatchObject({ statusCode: 401 });
  });
});
