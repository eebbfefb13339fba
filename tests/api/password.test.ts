import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import type { OrgFixture } from '../../server/db/fixtures';
import { FIXTURE_PASSWORD, startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 0, workers: 3 });
});
afterAll(async () => server?.close());

function resetTokenIn(text: string): string {
  const match = text.match(/http:\/\/crewcard\.test\/reset_password\/([A-Za-z0-9_-]+)/);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return match[1]!;
}

describe('password reset', () => {
  it('answers the same for known and unknown addresses and e-mails a link only to the known one', async () => {
    const before = (await server.outbox()).length;
    const known = await server.call('POST', '/v1/request_password_reset', {
      body: { email: org.workers[0]!.email },
    });
    const unknown = await server.call('POST', '/v1/request_password_reset', {
      body: { email: 'ghost@example.com' },
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual({ message: MESSAGES.resetSent });
    expect(unknown.body).toEqual(known.body);
    const sent = (await server.outbox()).slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe('Reset your Crewcard password');
  });

  it('sets the new password once and signs the person out everywhere', async () => {
    const worker = org.workers[1]!;
    const session = await server.signIn(worker.email);
    await server.call('POST', '/v1/request_password_reset', { body: { email: worker.email } });
    const mail = (await server.outbox()).filter((row) => row.recipient === worker.email).at(-1)!;
    const token = resetTokenIn(mail.text_body);
    expect(mail.html_body).toContain(`/reset_password/${token}`);

    const reset = await server.call('POST', '/v1/reset_password', {
      body: { token, password: 'Reset-pass2', confirm_password: 'Reset-pass2' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(MESSAGES.passwordResetDone);

    expect((await server.call('GET', '/v1/me', { token: session.access_token })).status).toBe(401);
    expect(
      (await server.call('POST', '/v1/me/refresh_token', { token: session.refresh_token })).status,
    ).toBe(401);
    const old = await server.call('POST', '/v1/login_email', {
      body: { email: worker.email, password: FIXTURE_PASSWORD },
    });
    expect(old.status).toBe(401);
    expect((await server.signIn(worker.email, 'Reset-pass2')).access_token).toBeTruthy();

    const again = await server.call('POST', '/v1/reset_password', {
      body: { token, password: 'Reset-pass3', confirm_password: 'Reset-pass3' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MESSAGES.resetInvalid);
  });

  it('refuses a link older than an hour', async () => {
    const worker = org.workers[2]!;
    await server.call('POST', '/v1/request_password_reset', { body: { email: worker.email } });
    const token = resetTokenIn(
      (await server.outbox()).filter((row) => row.recipient === worker.email).at(-1)!.text_body,
    );
    const row = await server.db
      .selectFrom('password_resets')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row.expires_at_unix - row.created_at_unix).toBe(3600);
    await server.db
      .updateTable('password_resets')
      .set({ expires_at_unix: row.created_at_unix - 1 })
      .where('id', '=', row.id)
      .execute();
    const response = await server.call('POST', '/v1/reset_password', {
      body: { token, password: 'Reset-pass2', confirm_password: 'Reset-pass2' },
    });
    expect(response.status).toBe(400);
  });
});

describe('POST /v1/me/change_password', () => {
  it('needs the current password, then keeps this session and ends the others', async () => {
    const admin = org.admin;
    const here = await server.signIn(admin.email);
    const elsewhere = await server.signIn(admin.email);

    const wrong = await server.call('POST', '/v1/me/change_password', {
      token: here.access_token,
      body: {
        current_password: 'Not-it-1',
        new_password: 'Changed-pass1',
        confirm_password: 'Changed-pass1',
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.field_hints).toEqual({ current_password: [MESSAGES.wrongPassword] });

    const changed = await server.call('POST', '/v1/me/change_password', {
      token: here.access_token,
      body: {
        current_password: FIXTURE_PASSWORD,
        new_password: 'Changed-pass1',
        confirm_password: 'Changed-pass1',
      },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe(MESSAGES.passwordChanged);
    expect((await server.call('GET', '/v1/me', { token: here.access_token })).status).toBe(200);
    expect((await server.call('GET', '/v1/me', { token: elsewhere.access_token })).status).toBe(
      401,
    );
    expect((await server.signIn(admin.email, 'Changed-pass1')).access_token).toBeTruthy();
    const notice = (await server.outbox()).filter((row) => row.recipient === admin.email).at(-1);
    expect(notice?.subject).toBe('Your Crewcard password was changed');
  });

  it('applies the password rules to the new password', async () => {
    const session = await server.signIn(org.workers[0]!.email);
    const response = await server.call('POST', '/v1/me/change_password', {
      token: session.access_token,
      body: {
        current_password: FIXTURE_PASSWORD,
        new_password: 'short',
        confirm_password: 'other',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints.new_password).toContain('Password must be 8-64 characters');
    expect(response.body.field_hints.confirm_password).toEqual(['Passwords must match']);
  });
});
