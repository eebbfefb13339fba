import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zLoginResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import { FIXTURE_PASSWORD, startTestServer, type TestServer } from './harness';
import type { OrgFixture } from '../../server/db/fixtures';

let server: TestServer;
let org: OrgFixture;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 2 });
});
afterAll(async () => server?.close());

describe('POST /v1/login_email with a password', () => {
  it('returns tokens that open GET /me', async () => {
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: org.admin.email, password: FIXTURE_PASSWORD },
    });
    expect(response.status).toBe(200);
    const tokens = zLoginResponse.parse(response.body);
    if (!('access_token' in tokens)) throw new Error('expected tokens');
    expect(tokens.refresh_token.length).toBeGreaterThan(30);
    const me = await server.call('GET', '/v1/me', { token: tokens.access_token });
    expect(me.body.data.email).toBe(org.admin.email);
  });

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: `  ${org.admin.email.toUpperCase()} `, password: FIXTURE_PASSWORD },
    });
    expect(response.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same words', async () => {
    const wrong = await server.call('POST', '/v1/login_email', {
      body: { email: org.workers[0]!.email, password: 'Wrong-pass1' },
    });
    const unknown = await server.call('POST', '/v1/login_email', {
      body: { email: 'nobody-here@example.com', password: 'Wrong-pass1' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ status_code: 401, message: MESSAGES.badCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refuses a person marked inactive, but only after the password was right', async () => {
    const person = await server.fixtures.person({ label: 'inactive', isInactive: true });
    await server.fixtures.join(org.orgId, person.profileId, 1, person.displayName);
    const wrong = await server.call('POST', '/v1/login_email', {
      body: { email: person.email, password: 'Wrong-pass1' },
    });
    expect(wrong.body.message).toBe(MESSAGES.badCredentials);
    const right = await server.call('POST', '/v1/login_email', {
      body: { email: person.email, password: FIXTURE_PASSWORD },
    });
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(MESSAGES.inactiveUser);
  });

  it('refuses a person without an organisation', async () => {
    const loner = await server.fixtures.person({ label: 'loner' });
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: loner.email, password: FIXTURE_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.noOrganisation);
  });

  it('refuses a person whose only membership is deactivated', async () => {
    const former = await server.fixtures.member(org.orgId, 1, {
      label: 'former',
      status: 'saas_disabled',
    });
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: former.email, password: FIXTURE_PASSWORD },
    });
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.noOrganisation);
  });
});

describe('sign-in codes by e-mail', () => {
  it('gives the same answer for known and unknown addresses and e-mails a code only to the known one', async () => {
    const before = (await server.outbox()).length;
    const known = await server.call('POST', '/v1/request_otp', {
      body: { email: org.workers[1]!.email },
    });
    const unknown = await server.call('POST', '/v1/request_otp', {
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body.message).toBe(MESSAGES.otpSent);
    expect(unknown.body.message).toBe(MESSAGES.otpSent);
    expect(typeof unknown.body.otp_request_id).toBe('string');
    const sent = (await server.outbox()).slice(before);
    expect(sent.map((row) => row.recipient)).toEqual([org.workers[1]!.email]);
    expect(sent[0]!.subject).toMatch(/Crewcard sign-in code/);
  });

  it('signs in with the code once, and never again', async () => {
    const email = org.workers[1]!.email;
    await server.call('POST', '/v1/request_otp', { body: { email } });
    const code = await server.lastCode(email);
    const first = await server.call('POST', '/v1/login_email', {
      body: { email, verification_token: code },
    });
    expect(first.status).toBe(200);
    expect(first.body.access_token).toBeTruthy();
    const second = await server.call('POST', '/v1/login_email', {
      body: { email, verification_token: code },
    });
    expect(second.status).toBe(401);
    expect(second.body.message).toBe(MESSAGES.badCode);
  });

  it('kills a code after five wrong tries', async () => {
    const user = await server.fixtures.member(org.orgId, 1, { label: 'tries' });
    await server.call('POST', '/v1/request_otp', { body: { email: user.email } });
    const code = await server.lastCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await server.call('POST', '/v1/login_email', {
        body: { email: user.email, verification_token: wrong },
      });
      expect(response.status).toBe(401);
    }
    // The per-account limit (5) is reached too; either way the right code no longer works.
    const late = await server.call('POST', '/v1/login_email', {
      body: { email: user.email, verification_token: code },
    });
    expect([401, 429]).toContain(late.status);
    await server.db.deleteFrom('login_attempts').execute();
    const stillDead = await server.call('POST', '/v1/login_email', {
      body: { email: user.email, verification_token: code },
    });
    expect(stillDead.status).toBe(401);
  });

  it('refuses an expired code', async () => {
    const user = await server.fixtures.member(org.orgId, 1, { label: 'expired' });
    await server.call('POST', '/v1/request_otp', { body: { email: user.email } });
    const code = await server.lastCode(user.email);
    await server.db
      .updateTable('otp_codes')
      .set({ expires_at_unix: Math.floor(Date.now() / 1000) - 1 })
      .where('profile_id', '=', user.profileId)
      .execute();
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: user.email, verification_token: code },
    });
    expect(response.status).toBe(401);
  });

  it('expects six digits', async () => {
    const response = await server.call('POST', '/v1/login_email', {
      body: { email: org.admin.email, verification_token: '12ab' },
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints.verification_token).toEqual(['The code is 6 digits']);
  });
});

describe('sign-in by mobile', () => {
  it('texts a code through the outbox and signs in with it', async () => {
    const user = await server.fixtures.member(org.orgId, 1, {
      label: 'mobile',
      mobile: '+1 (415) 555-0101',
    });
    const requested = await server.call('POST', '/v1/login_mobile', {
      body: { mobile: '+14155550101' },
    });
    expect(requested.status).toBe(200);
    expect(requested.body.message).toBe(MESSAGES.otpSentMobile);
    const sms = (await server.outbox()).at(-1)!;
    expect(sms.channel).toBe('sms');
    expect(sms.recipient).toBe('+1 (415) 555-0101');
    const code = await server.lastCode('+1 (415) 555-0101');
    const wrong = await server.call('POST', '/v1/mobile_verify_otp', {
      body: {
        otp_request_id: requested.body.otp_request_id,
        code: code === '999999' ? '999998' : '999999',
      },
    });
    expect(wrong.status).toBe(401);
    const verified = await server.call('POST', '/v1/mobile_verify_otp', {
      body: { otp_request_id: requested.body.otp_request_id, code },
    });
    expect(verified.status).toBe(200);
    const me = await server.call('GET', '/v1/me', { token: verified.body.access_token });
    expect(me.body.data.id).toBe(user.profileId);
  });

  it('answers an unknown number the same way and sends nothing', async () => {
    const before = (await server.outbox()).length;
    const response = await server.call('POST', '/v1/login_mobile', {
      body: { mobile: '+61 400 000 999' },
    });
    expect(response.status).toBe(200);
    expect(response.body.message).toBe(MESSAGES.otpSentMobile);
    expect((await server.outbox()).length).toBe(before);
    const verify = await server.call('POST', '/v1/mobile_verify_otp', {
      body: { otp_request_id: response.body.otp_request_id, code: '123456' },
    });
    expect(verify.status).toBe(401);
    expect(verify.body.message).toBe(MESSAGES.badCode);
  });
});
