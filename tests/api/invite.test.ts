import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zValidateInviteResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import { zProfileResponse } from '../../contract/profile';
import type { OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';

let server: TestServer;
let org: OrgFixture;
beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 1, workers: 1 });
});
afterAll(async () => server?.close());

/** An invited person signs in with an e-mailed code and receives an invitation instead of tokens. */
async function inviteHandle(email: string) {
  await server.call('POST', '/v1/request_otp', { body: { email } });
  const code = await server.lastCode(email);
  const response = await server.call('POST', '/v1/login_email', {
    body: { email, verification_token: code },
  });
  expect(response.status).toBe(200);
  expect(response.body.access_token).toBeUndefined();
  return response.body.invite as { token: string; email: string; org_name: string };
}

describe('invitations', () => {
  it('turns an OTP sign-in of an invited person into an invitation, then completes the profile', async () => {
    const invited = await server.fixtures.member(org.orgId, 1, {
      label: 'invitee',
      name: 'Ivy Invitee',
      status: 'pending',
    });
    const invite = await inviteHandle(invited.email);
    expect(invite.email).toBe(invited.email);
    expect(invite.org_name).toBe(org.name);

    const validated = await server.call('GET', `/v1/validate_invite/${invite.token}`);
    expect(validated.status).toBe(200);
    expect(zValidateInviteResponse.parse(validated.body).data).toEqual({
      email: invited.email,
      display_name: 'Ivy Invitee',
      org_name: org.name,
      role_display_name: 'Worker',
      has_password: false,
    });

    const completed = await server.call('POST', '/v1/complete_profile', {
      body: {
        invite_token: invite.token,
        display_name: 'Ivy Stone',
        password: 'Brand-new1',
        confirm_password: 'Brand-new1',
        mobile: '+1 415 555 0199',
      },
    });
    expect(completed.status).toBe(200);
    const me = zProfileResponse.parse(
      (await server.call('GET', '/v1/me', { token: completed.body.access_token })).body,
    ).data;
    expect(me.display_name).toBe('Ivy Stone');
    expect(me.mobile).toBe('+1 415 555 0199');
    expect(me.employees.map((e) => [e.org_id, e.staffing_status])).toEqual([[org.orgId, 'active']]);

    const row = await server.db
      .selectFrom('employees')
      .selectAll()
      .where('id', '=', invited.employeeId)
      .executeTakeFirstOrThrow();
    expect(row.is_pending_profile).toBe(0);
    expect(row.display_name).toBe('Ivy Stone');
    expect(row.saas_enabled_updated_at_unix).not.toBeNull();

    // The new password works, and the invitation is used up.
    expect((await server.signIn(invited.email, 'Brand-new1')).access_token).toBeTruthy();
    const reused = await server.call('POST', '/v1/complete_profile', {
      body: {
        invite_token: invite.token,
        display_name: 'Ivy Stone',
        password: 'Brand-new1',
        confirm_password: 'Brand-new1',
      },
    });
    expect(reused.status).toBe(400);
    expect(reused.body.message).toBe(MESSAGES.inviteInvalid);
    expect((await server.call('GET', `/v1/validate_invite/${invite.token}`)).status).toBe(404);
  });

  it('rejects unknown and expired invitation tokens', async () => {
    const unknown = await server.call('GET', '/v1/validate_invite/this-token-does-not-exist');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ status_code: 404, message: MESSAGES.inviteInvalid });

    const invited = await server.fixtures.member(org.orgId, 1, {
      label: 'late',
      status: 'pending',
    });
    const invite = await inviteHandle(invited.email);
    await server.db
      .updateTable('invites')
      .set({ expires_at_unix: 1 })
      .where('employee_id', '=', invited.employeeId)
      .execute();
    expect((await server.call('GET', `/v1/validate_invite/${invite.token}`)).status).toBe(404);
  });

  it('checks that the passwords match', async () => {
    const invited = await server.fixtures.member(org.orgId, 1, {
      label: 'mismatch',
      status: 'pending',
    });
    const invite = await inviteHandle(invited.email);
    const response = await server.call('POST', '/v1/complete_profile', {
      body: {
        invite_token: invite.token,
        display_name: 'Max Match',
        password: 'Brand-new1',
        confirm_password: 'Brand-new2',
      },
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints.confirm_password).toEqual(['Passwords must match']);
  });
});
