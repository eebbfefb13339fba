import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { zEmployeeResponse } from '../../contract/employee-detail';
import type { OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';
import { completeInvite, inviteTokensTo } from './invite-links';

/** Issue 11, item 4: re-sending an invitation retires the earlier links; the newest one wins. */
let server: TestServer;
let org: OrgFixture;
const { as } = callersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 1 });
});
afterAll(async () => server?.close());

async function invite(name: string) {
  const email = `${name.split(' ')[0]!.toLowerCase()}-${randomBytes(4).toString('hex')}@example.com`;
  const response = await as(org.admin, 'POST', `/orgs/${org.orgId}/employees`, {
    display_name: name,
    email,
    role_id: 1,
  });
  expect(response.status, response.text).toBe(200);
  return { email, employeeId: zEmployeeResponse.parse(response.body).data.employee_id };
}

/** What the invite screens answer for a link that ran out (the expired-invite error). */
const EXPIRED_ON_VALIDATE = { status_code: 404, message: MESSAGES.inviteInvalid };
const EXPIRED_ON_COMPLETE = { status_code: 400, message: MESSAGES.inviteInvalid };

describe('re-sent invitations', () => {
  it('answer the earlier links with the expired-invite error and accept the newest', async () => {
    const person = await invite('Rhea Resent');
    const resend = `/orgs/${org.orgId}/employee/${person.employeeId}/resend_invite`;
    expect((await as(org.admin, 'POST', resend)).status).toBe(200);
    expect((await as(org.admin, 'POST', resend)).status).toBe(200);
    const [first, second, newest] = await inviteTokensTo(server, person.email);
    expect(newest).toBeDefined();

    for (const old of [first!, second!]) {
      const validated = await server.call('GET', `/v1/validate_invite/${old}`);
      expect(validated.status).toBe(404);
      expect(validated.body).toEqual(EXPIRED_ON_VALIDATE);
      const completed = await completeInvite(server, old);
      expect(completed.body).toEqual(EXPIRED_ON_COMPLETE);
    }
    expect((await server.call('GET', `/v1/validate_invite/${newest}`)).status).toBe(200);
    const joined = await completeInvite(server, newest!, 'Rhea-own-pass1');
    expect(joined.status, joined.text).toBe(200);
  });

  it('retire the earlier link when invitations go out in bulk', async () => {
    const person = await invite('Bo Bulk');
    const sent = await as(org.admin, 'POST', `/orgs/${org.orgId}/send_invites`, {
      employee_ids: [person.employeeId],
    });
    expect(sent.body.data.sent).toEqual([person.employeeId]);
    const [first, newest] = await inviteTokensTo(server, person.email);
    expect((await completeInvite(server, first!)).body).toEqual(EXPIRED_ON_COMPLETE);
    expect((await completeInvite(server, newest!, 'Bo-own-pass12')).status).toBe(200);
  });
});
