import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import type { OutboxRow } from '../../server/db/schema';
import { signupBody } from './bodies';
import { FIXTURE_PASSWORD, startTestServer, type TestServer } from './harness';

/** Collects the server's log lines (pino writes one JSON line per call). */
class LogSink {
  readonly lines: string[] = [];
  write(line: string) {
    this.lines.push(line);
  }
  get text() {
    return this.lines.join('');
  }
  parsed(): Array<Record<string, unknown>> {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

/** The secrets a message carries: its codes and link tokens, and its words as a whole. */
function secretsOf(row: OutboxRow): string[] {
  const text = `${row.subject}\n${row.text_body}\n${row.html_body ?? ''}`;
  const codes = text.match(/\b\d{6}\b/g) ?? [];
  const links = text.match(/https?:\/\/[^\s"<]+/g) ?? [];
  const tokens = links.map((link) => link.split('/').at(-1)!).filter((part) => part.length >= 20);
  return [...codes, ...links, ...tokens, row.subject, row.text_body];
}

function expectNoSecrets(log: string, rows: OutboxRow[]) {
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows)
    for (const secret of secretsOf(row))
      expect(log, `the log shows "${secret}" of outbox #${row.id}`).not.toContain(secret);
}

/** The log line of a kept message names its channel, recipient and template. */
function keptLines(sink: LogSink) {
  return sink.parsed().filter((line) => line.outbox_id !== undefined && line.template);
}

describe('without SMTP_URL, at the default level (info)', () => {
  const sink = new LogSink();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'info' }, logStream: sink });
  });
  afterAll(async () => server?.close());

  it('logs that each message was kept, never its code, link or words', async () => {
    const org = await server.fixtures.org({ managers: 0, workers: 0 });
    const token = (await server.signIn(org.admin.email)).access_token;
    const mobileUser = await server.fixtures.person({ label: 'sms', mobile: '+14155550142' });

    expect((await server.call('POST', '/v1/signup', { body: signupBody() })).status).toBe(200);
    const email = org.admin.email;
    expect((await server.call('POST', '/v1/request_otp', { body: { email } })).status).toBe(200);
    expect(
      (await server.call('POST', '/v1/request_password_reset', { body: { email } })).status,
    ).toBe(200);
    const invited = await server.call('POST', `/v1/orgs/${org.orgId}/employees`, {
      token,
      body: {
        display_name: 'Ivan Invitee',
        email: `ivan-${Date.now()}@example.com`,
        role_id: ROLE.worker,
        send_invite: true,
      },
    });
    expect(invited.status).toBe(200);
    const sms = await server.call('POST', '/v1/login_mobile', { body: { mobile: '+14155550142' } });
    expect(sms.status).toBe(200);

    const rows = await server.outbox();
    expect(rows.map((row) => row.channel).sort()).toEqual([
      'email',
      'email',
      'email',
      'email',
      'sms',
    ]);
    expect(mobileUser.profileId).toBeGreaterThan(0);
    expectNoSecrets(sink.text, rows);

    const kept = keptLines(sink);
    expect(kept.map((line) => line.template).sort()).toEqual([
      'invite',
      'password-reset',
      'sign-in-code',
      'sign-in-code-sms',
      'welcome',
    ]);
    for (const line of kept) {
      const row = rows.find((r) => r.id === line.outbox_id)!;
      expect(line).toMatchObject({ level: 30, channel: row.channel, to: row.recipient });
      expect(line.msg).toContain('npm run outbox');
    }
  });
});

describe('with SMTP_URL set, at info', () => {
  const sink = new LogSink();
  const sent: string[] = [];
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      env: { LOG_LEVEL: 'info' },
      logStream: sink,
      mailer: {
        sendMail: async (message) => {
          sent.push(message.to);
        },
      },
    });
  });
  afterAll(async () => server?.close());

  it('keeps SMS (no provider) without logging the code; e-mail goes out unlogged', async () => {
    const person = await server.fixtures.person({ label: 'sms', mobile: '+14155550143' });
    const org = await server.fixtures.org({ managers: 0, workers: 0 });
    const sms = await server.call('POST', '/v1/login_mobile', { body: { mobile: '+14155550143' } });
    expect(sms.status).toBe(200);
    const email = org.admin.email;
    expect((await server.call('POST', '/v1/request_otp', { body: { email } })).status).toBe(200);
    await expect.poll(() => sent).toContain(email);

    const rows = await server.outbox();
    expect(rows.map((row) => row.channel).sort()).toEqual(['email', 'sms']);
    expect(person.profileId).toBeGreaterThan(0);
    expectNoSecrets(sink.text, rows);
    expect(keptLines(sink).map((line) => line.template)).toEqual(['sign-in-code-sms']);
  });
});

describe('at debug, where every request is logged', () => {
  const sink = new LogSink();
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { LOG_LEVEL: 'debug' }, logStream: sink });
  });
  afterAll(async () => server?.close());

  it('request lines carry no password, bearer token, invite or reset token', async () => {
    const org = await server.fixtures.org({ managers: 0, workers: 0 });
    const tokens = await server.signIn(org.admin.email);
    await server.call('GET', '/v1/me', { token: tokens.access_token });
    await server.call('POST', '/v1/me/refresh_token', { token: tokens.refresh_token });

    const invited = await server.call('POST', `/v1/orgs/${org.orgId}/employees`, {
      token: tokens.access_token,
      body: {
        display_name: 'Ivan Invitee',
        email: `ivan-${Date.now()}@example.com`,
        role_id: ROLE.worker,
        send_invite: true,
      },
    });
    expect(invited.status).toBe(200);
    const inviteRow = (await server.outbox()).find((row) => row.text_body.includes('/invite/'))!;
    const inviteToken = /\/invite\/([\w-]+)/.exec(inviteRow.text_body)![1]!;
    expect((await server.call('GET', `/v1/validate_invite/${inviteToken}`)).status).toBe(200);
    await server.call('GET', `/invite/${inviteToken}`);
    const resetToken = 'R'.repeat(24);
    await server.call('GET', `/reset_password/${resetToken}`);
    await server.call('GET', `/v1/me?access_token=${tokens.access_token}&page=2`);

    const requestLines = sink.parsed().filter((line) => line.msg === 'incoming request');
    expect(requestLines.length).toBeGreaterThanOrEqual(7);
    const log = sink.text;
    for (const secret of [
      FIXTURE_PASSWORD,
      tokens.access_token,
      tokens.refresh_token,
      inviteToken,
      resetToken,
    ])
      expect(log).not.toContain(secret);
    const urls = requestLines.map((line) => (line.req as { url: string }).url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/v1/validate_invite/[redacted]',
        '/invite/[redacted]',
        '/reset_password/[redacted]',
        '/v1/me?access_token=[redacted]&page=2',
      ]),
    );
  });
});
