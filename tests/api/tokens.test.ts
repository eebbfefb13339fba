import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zRefreshResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import type { OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 0, workers: 1 });
});
afterAll(async () => server?.close());

const invalid = { status_code: 401, message: MESSAGES.invalidToken };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A session id that is open in the database, so only the token itself can be at fault. */
async function openSessionId(): Promise<{ sid: string; sub: string }> {
  const tokens = await server.signIn(org.admin.email);
  const payload = JSON.parse(
    Buffer.from(tokens.access_token.split('.')[1]!, 'base64url').toString(),
  ) as { sid: string; sub: string };
  return payload;
}

describe('refresh tokens', () => {
  it('rotate: the refresh token is the bearer and a new pair comes back', async () => {
    const first = await server.signIn(org.admin.email);
    const response = await server.call('POST', '/v1/me/refresh_token', {
      token: first.refresh_token,
    });
    expect(response.status).toBe(200);
    const next = zRefreshResponse.parse(response.body);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect(next.expires_in).toBe(900);
    expect((await server.call('GET', '/v1/me', { token: next.token })).status).toBe(200);
    // The rotated pair keeps working.
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: next.refresh_token })).status,
    ).toBe(200);
  });

  it('reuse of a used refresh token revokes the whole family', async () => {
    const first = await server.signIn(org.admin.email);
    const rotated = (
      await server.call('POST', '/v1/me/refresh_token', { token: first.refresh_token })
    ).body;
    const reuse = await server.call('POST', '/v1/me/refresh_token', { token: first.refresh_token });
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(invalid);
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: rotated.refresh_token })).status,
    ).toBe(401);
    expect((await server.call('GET', '/v1/me', { token: rotated.token })).status).toBe(401);
    expect((await server.call('GET', '/v1/me', { token: first.access_token })).status).toBe(401);
  });

  it('an access token is not a refresh token, and the reverse', async () => {
    const tokens = await server.signIn(org.admin.email);
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: tokens.access_token })).status,
    ).toBe(401);
    expect((await server.call('GET', '/v1/me', { token: tokens.refresh_token })).status).toBe(401);
  });

  it('an expired refresh token is refused', async () => {
    const tokens = await server.signIn(org.admin.email);
    await server.db
      .updateTable('refresh_tokens')
      .set({ expires_at_unix: 1 })
      .where('used_at_unix', 'is', null)
      .execute();
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: tokens.refresh_token })).status,
    ).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once: access and refresh tokens stop working', async () => {
    const tokens = await server.signIn(org.admin.email);
    expect((await server.call('GET', '/v1/me', { token: tokens.access_token })).status).toBe(200);
    const out = await server.call('POST', '/v1/me/logout', { token: tokens.access_token });
    expect(out.status).toBe(200);
    expect(out.body.message).toBe(MESSAGES.loggedOut);
    expect((await server.call('GET', '/v1/me', { token: tokens.access_token })).body).toEqual(
      invalid,
    );
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: tokens.refresh_token })).status,
    ).toBe(401);
  });

  it('leaves other sessions of the same person open', async () => {
    const one = await server.signIn(org.admin.email);
    const two = await server.signIn(org.admin.email);
    await server.call('POST', '/v1/me/logout', { token: one.access_token });
    expect((await server.call('GET', '/v1/me', { token: two.access_token })).status).toBe(200);
  });

  it('accepts a JSON content type with an empty body', async () => {
    const tokens = await server.signIn(org.admin.email);
    const out = await server.call('POST', '/v1/me/logout', {
      token: tokens.access_token,
      headers: { 'content-type': 'application/json' },
    });
    expect(out.status).toBe(200);
  });
});

describe('access tokens that must be refused with the spec message', () => {
  it('no token, a malformed header, garbage', async () => {
    expect((await server.call('GET', '/v1/me')).body).toEqual(invalid);
    expect(
      (await server.call('GET', '/v1/me', { headers: { authorization: 'Basic abc' } })).body,
    ).toEqual(invalid);
    expect((await server.call('GET', '/v1/me', { token: 'not.a.jwt' })).body).toEqual(invalid);
  });

  it('an expired token', async () => {
    const { sid, sub } = await openSessionId();
    const token = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(server.config.appSecret));
    const response = await server.call('GET', '/v1/me', { token });
    expect(response.status).toBe(401);
    expect(response.body).toEqual(invalid);
  });

  it('a tampered token (payload changed, signature kept)', async () => {
    const tokens = await server.signIn(org.admin.email);
    const [header, payload, signature] = tokens.access_token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = `${header}.${base64url({ ...claims, sub: String(org.workers[0]!.profileId) })}.${signature}`;
    expect((await server.call('GET', '/v1/me', { token: forged })).body).toEqual(invalid);
  });

  it('alg none', async () => {
    const { sid, sub } = await openSessionId();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const token = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ typ: 'access', sid, sub, exp })}.`;
    expect((await server.call('GET', '/v1/me', { token })).body).toEqual(invalid);
  });

  it('signed with another secret', async () => {
    const { sid, sub } = await openSessionId();
    const token = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('another-secret-another-secret-another-secret'));
    expect((await server.call('GET', '/v1/me', { token })).body).toEqual(invalid);
  });

  it('signed with the right secret but another algorithm (HS512)', async () => {
    const { sid, sub } = await openSessionId();
    const token = await new SignJWT({ typ: 'access', sid })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(server.config.appSecret));
    expect((await server.call('GET', '/v1/me', { token })).body).toEqual(invalid);
  });

  it('a valid signature over an unknown session', async () => {
    const { sub } = await openSessionId();
    const token = await new SignJWT({ typ: 'access', sid: 'no-such-session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(sub)
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(server.config.appSecret));
    expect((await server.call('GET', '/v1/me', { token })).body).toEqual(invalid);
  });
});

describe('a person marked inactive while signed in', () => {
  it('is refused on the next call', async () => {
    const worker = await server.fixtures.member(org.orgId, 1, { label: 'soon-inactive' });
    const tokens = await server.signIn(worker.email);
    await server.db
      .updateTable('profiles')
      .set({ is_inactive: 1 })
      .where('id', '=', worker.profileId)
      .execute();
    const response = await server.call('GET', '/v1/me', { token: tokens.access_token });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.inactiveUser);
  });
});
