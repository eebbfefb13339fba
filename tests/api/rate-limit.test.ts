import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import type { OrgFixture } from '../../server/db/fixtures';
import { FIXTURE_PASSWORD, startTestServer, type TestServer } from './harness';

describe('per-IP limit on sign-in calls', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SIGNIN_LIMIT_PER_IP_PER_MINUTE: '4' } });
  });
  afterAll(async () => server?.close());

  it('answers 429 once an address has used its budget, across all sign-in calls', async () => {
    const calls = [
      () => server.call('POST', '/v1/request_otp', { body: { email: 'a@example.com' } }),
      () =>
        server.call('POST', '/v1/login_email', { body: { email: 'a@example.com', password: 'x' } }),
      () => server.call('POST', '/v1/request_password_reset', { body: { email: 'a@example.com' } }),
      () => server.call('POST', '/v1/login_mobile', { body: { mobile: '+15555550100' } }),
    ];
    for (const call of calls) expect((await call()).status).not.toBe(429);
    for (const call of calls) {
      const response = await call();
      expect(response.status).toBe(429);
      expect(response.body).toEqual({ status_code: 429, message: MESSAGES.tooManyRequests });
    }
    expect((await server.call('POST', '/v1/signup', { body: {} })).status).toBe(429);
  });

  it('leaves the rest of the API alone', async () => {
    expect((await server.call('GET', '/v1/config/us')).status).toBe(200);
  });
});

describe('per-account limit on failed sign-ins', () => {
  let server: TestServer;
  let org: OrgFixture;
  beforeAll(async () => {
    server = await startTestServer({
      env: { ACCOUNT_MAX_FAILED_ATTEMPTS: '3', ACCOUNT_LOCKOUT_MINUTES: '15' },
    });
    org = await server.fixtures.org({ managers: 0, workers: 2 });
  });
  afterAll(async () => server?.close());

  it('locks the account after the failures, even for the right password, and only that account', async () => {
    const target = org.workers[0]!;
    for (let i = 0; i < 3; i++) {
      const response = await server.call('POST', '/v1/login_email', {
        body: { email: target.email, password: 'Wrong-pass1' },
      });
      expect(response.status).toBe(401);
    }
    const locked = await server.call('POST', '/v1/login_email', {
      body: { email: target.email, password: FIXTURE_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ status_code: 429, message: MESSAGES.tooManyAttempts });
    expect((await server.signIn(org.workers[1]!.email)).access_token).toBeTruthy();
  });

  it('limits unknown addresses the same way, so the limit reveals nothing', async () => {
    for (let i = 0; i < 3; i++) {
      await server.call('POST', '/v1/login_email', {
        body: { email: 'nobody@example.com', password: 'Wrong-pass1' },
      });
    }
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: 'nobody@example.com', password: 'Wrong-pass1' },
    });
    expect(response.status).toBe(429);
  });

  it('forgets failures older than the window', async () => {
    const target = org.workers[0]!;
    await server.db
      .updateTable('login_attempts')
      .set({ at_unix: Math.floor(Date.now() / 1000) - 16 * 60 })
      .execute();
    expect((await server.signIn(target.email)).access_token).toBeTruthy();
  });

  it('a successful sign-in clears earlier failures', async () => {
    const target = org.workers[1]!;
    for (let i = 0; i < 2; i++) {
      await server.call('POST', '/v1/login_email', {
        body: { email: target.email, password: 'Wrong-pass1' },
      });
    }
    await server.signIn(target.email);
    for (let i = 0; i < 2; i++) {
      await server.call('POST', '/v1/login_email', {
        body: { email: target.email, password: 'Wrong-pass1' },
      });
    }
    expect((await server.signIn(target.email)).access_token).toBeTruthy();
  });
});
