import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import { signupBody } from './bodies';
import { startTestServer, type TestServer } from './harness';

type Received = { from: string; to: string[]; data: string };

describe('with SMTP_URL set', () => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let server: TestServer;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as { port: number };
    server = await startTestServer({
      env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Crewcard <hello@crewcard.test>' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers e-mail through the SMTP server and marks the outbox row sent', async () => {
    const body = signupBody();
    expect((await server.call('POST', '/v1/signup', { body })).status).toBe(200);
    await expect
      .poll(
        async () =>
          (await server.outbox()).find((row) => row.recipient === body.email)?.sent_at_unix ?? null,
        { timeout: 5000 },
      )
      .not.toBeNull();
    const mail = received.find((m) => m.to.includes(body.email));
    expect(mail?.from).toBe('hello@crewcard.test');
    expect(mail?.data).toContain('Subject: Welcome to Crewcard');
  });
});
