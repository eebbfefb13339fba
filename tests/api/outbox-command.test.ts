import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness';

const run = promisify(execFile);

let server: TestServer;
let databaseUrl: string;
beforeAll(async () => {
  server = await startTestServer();
  const database = server.config.database;
  databaseUrl = database.kind === 'sqlite' ? `sqlite:${database.path}` : database.url;
});
afterAll(async () => server?.close());

/** `npm run outbox -- …args` (tsx scripts/outbox.ts) against the test server's database. */
async function outbox(
  ...args: string[]
): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      ['--import', 'tsx', 'scripts/outbox.ts', ...args],
      {
        env: { ...process.env, DATABASE_URL: databaseUrl, APP_SECRET: '' },
      },
    );
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe('npm run outbox', () => {
  it('prints the newest messages with their codes, newest last, filtered on request', async () => {
    const first = await server.fixtures.person({ label: 'first' });
    const second = await server.fixtures.person({ label: 'second', mobile: '+14155550177' });
    for (const email of [first.email, second.email, first.email]) {
      const response = await server.call('POST', '/v1/request_otp', { body: { email } });
      expect(response.status).toBe(200);
    }
    const sms = await server.call('POST', '/v1/login_mobile', { body: { mobile: '+14155550177' } });
    expect(sms.status).toBe(200);
    const rows = await server.outbox();
    expect(rows).toHaveLength(4);

    const all = await outbox();
    expect(all.code, all.stderr).toBe(0);
    const order = rows.map((row) => all.stdout.indexOf(`── #${row.id} `));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    for (const row of rows) expect(all.stdout).toContain(row.text_body);
    expect(all.stdout).toContain(`sms  to +14155550177`);
    expect(all.stdout).toContain('not sent');

    const newestOfFirst = await outbox('-n', '1', '--to', first.email.toUpperCase());
    expect(newestOfFirst.code).toBe(0);
    const mine = rows.filter((row) => row.recipient === first.email);
    expect(newestOfFirst.stdout).toContain(mine.at(-1)!.text_body);
    expect(newestOfFirst.stdout).not.toContain(mine[0]!.text_body);
    expect(newestOfFirst.stdout.match(/── #/g)).toHaveLength(1);

    const onlySms = await outbox('--channel', 'sms');
    expect(onlySms.stdout.match(/── #/g)).toHaveLength(1);
    expect(onlySms.stdout).toContain('Your Crewcard code is');
  });

  it('refuses a bad option with exit code 2 and its usage', async () => {
    const bad = await outbox('-n', 'zero');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('-n takes a whole number');
    expect(bad.stderr).toContain('npm run outbox -- [-n COUNT]');
  });
});
