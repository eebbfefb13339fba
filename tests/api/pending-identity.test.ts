import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zEmployeeResponse } from '../../contract/employee-detail';
import { MESSAGES } from '../../contract/errors';
import { zProfileResponse } from '../../contract/profile';
import type { OrgFixture } from '../../server/db/fixtures';
import { callersOf } from './callers';
import { startTestServer, type TestServer } from './harness';
import { completeInvite, inviteTokensTo, signInCodeTo, signUpOrg } from './invite-links';

/**
 * Issue 11, item 1: an administrator of another organisation (anyone, by signing up) must not
 * take over a person organisation A has invited and who has not joined yet.
 */
let server: TestServer;
let orgA: OrgFixture;
const { as, tokenOf } = callersOf(() => server);

beforeAll(async () => {
  server = await startTestServer();
  orgA = await server.fixtures.org({ managers: 1, workers: 1 });
});
afterAll(async () => server?.close());

const unique = () => randomBytes(4).toString('hex');
/** A US mobile in the form the server stores (E.164), so SMS recipients compare as typed. */
const mobileNumber = () => `+1415555${String(Math.floor(Math.random() * 9000) + 1000)}`;

async function addMember(token: string, orgId: number, body: Record<string, unknown>) {
  const response = await server.call('POST', `/v1/orgs/${orgId}/employees`, { token, body });
  expect(response.status, response.text).toBe(200);
  return zEmployeeResponse.parse(response.body).data;
}

/**
 * Everything someone holding `email` or `mobile` can try: complete every invitation mailed to
 * them, sign in with a code by e-mail or SMS and complete the invitation such a sign-in answers
 * with. The access tokens they end up with.
 */
async function sessionsOf(identity: { email?: string; mobile?: string }): Promise<string[]> {
  const tokens: string[] = [];
  const take = async (answer: { status: number; body: Record<string, unknown> }) => {
    if (answer.status !== 200) return;
    if (typeof answer.body.access_token === 'string') tokens.push(answer.body.access_token);
    const invite = answer.body.invite as { token: string } | undefined;
    if (invite) await take(await completeInvite(server, invite.token));
  };
  if (identity.email) {
    for (const token of await inviteTokensTo(server, identity.email))
      await take(await completeInvite(server, token));
    await server.call('POST', '/v1/request_otp', { body: { email: identity.email } });
    const code = await signInCodeTo(server, identity.email);
    if (code)
      await take(
        await server.call('POST', '/v1/login_email', {
          body: { email: identity.email, verification_token: code },
        }),
      );
  }
  if (identity.mobile) {
    const requested = await server.call('POST', '/v1/login_mobile', {
      body: { mobile: identity.mobile },
    });
    const code = await signInCodeTo(server, identity.mobile);
    if (code)
      await take(
        await server.call('POST', '/v1/mobile_verify_otp', {
          body: { otp_request_id: requested.body.otp_request_id, code },
        }),
      );
  }
  return tokens;
}

/** None of the sessions reaches the organisation. */
async function expectNoWayInto(orgId: number, tokens: string[]) {
  for (const token of tokens) {
    const me = zProfileResponse.parse((await server.call('GET', '/v1/me', { token })).body).data;
    expect(me.employees.map((membership) => membership.org_id)).not.toContain(orgId);
    expect((await server.call('GET', `/v1/orgs/${orgId}/employees`, { token })).status).toBe(403);
  }
}

async function statusOf(employeeId: number) {
  const membership = await server.db
    .selectFrom('employees')
    .select('staffing_status')
    .where('id', '=', employeeId)
    .executeTakeFirstOrThrow();
  return membership.staffing_status;
}

async function detailInA(employeeId: number) {
  const response = await as(orgA.admin, 'GET', `/orgs/${orgA.orgId}/employee/${employeeId}`);
  return zEmployeeResponse.parse(response.body).data;
}

describe('a person organisation A invited, seen from organisation B', () => {
  it('keeps the e-mail A recorded: B can neither change it nor take over the invitation', async () => {
    const victim = `vera-${unique()}@example.com`;
    const attacker = `mallory-${unique()}@example.com`;
    const inA = await addMember(await tokenOf(orgA.admin), orgA.orgId, {
      display_name: 'Vera Victim',
      email: victim,
      role_id: 1,
    });

    const orgB = await signUpOrg(server);
    const inB = await addMember(orgB.token, orgB.orgId, {
      display_name: 'Vera Victim',
      email: victim,
      role_id: 1,
      send_invite: false,
    });
    expect(inB.profile_id).toBe(inA.profile_id);

    const changed = await server.call(
      'PATCH',
      `/v1/orgs/${orgB.orgId}/employee/${inB.employee_id}`,
      {
        token: orgB.token,
        body: { email: attacker },
      },
    );
    expect(changed.status).toBe(400);
    expect(changed.body.field_hints?.email).toEqual([MESSAGES.ownIdentityOnly]);
    expect((await detailInA(inA.employee_id)).email).toBe(victim);

    // B's resend goes to the address on record, and so does A's (whose admin suspects nothing).
    const resent = await server.call(
      'POST',
      `/v1/orgs/${orgB.orgId}/employee/${inB.employee_id}/resend_invite`,
      { token: orgB.token },
    );
    expect(resent.status).toBe(200);
    expect(
      (
        await as(
          orgA.admin,
          'POST',
          `/orgs/${orgA.orgId}/employee/${inA.employee_id}/resend_invite`,
        )
      ).status,
    ).toBe(200);
    expect(await inviteTokensTo(server, attacker)).toEqual([]);
    expect((await inviteTokensTo(server, victim)).length).toBe(3);

    await expectNoWayInto(orgA.orgId, await sessionsOf({ email: attacker }));
    expect(await statusOf(inA.employee_id)).toBe('pending');
  });

  it('keeps the mobile number: B can neither change it nor sign in with it to take A’s invitation', async () => {
    const victim = `vic-${unique()}@example.com`;
    const victimMobile = mobileNumber();
    const attackerMobile = mobileNumber();
    const inA = await addMember(await tokenOf(orgA.admin), orgA.orgId, {
      display_name: 'Vic Victim',
      email: victim,
      mobile: victimMobile,
      role_id: 1,
    });
    const orgB = await signUpOrg(server);
    const inB = await addMember(orgB.token, orgB.orgId, {
      display_name: 'Vic Victim',
      email: victim,
      role_id: 1,
    });

    const changed = await server.call(
      'PATCH',
      `/v1/orgs/${orgB.orgId}/employee/${inB.employee_id}`,
      {
        token: orgB.token,
        body: { mobile: attackerMobile },
      },
    );
    expect(changed.status).toBe(400);
    expect(changed.body.field_hints?.mobile).toEqual([MESSAGES.ownIdentityOnly]);
    expect((await detailInA(inA.employee_id)).phone).toBe(victimMobile);
    await server.call('POST', `/v1/orgs/${orgB.orgId}/employee/${inB.employee_id}/resend_invite`, {
      token: orgB.token,
    });

    await expectNoWayInto(orgA.orgId, await sessionsOf({ mobile: attackerMobile }));
    expect(await statusOf(inA.employee_id)).toBe('pending');
  });

  it('gives no sign-in to a mobile number B recorded before A invited the same address', async () => {
    const victim = `val-${unique()}@example.com`;
    const attackerMobile = mobileNumber();
    const orgB = await signUpOrg(server);
    await addMember(orgB.token, orgB.orgId, {
      display_name: 'Val Victim',
      email: victim,
      mobile: attackerMobile,
      role_id: 1,
    });
    const inA = await addMember(await tokenOf(orgA.admin), orgA.orgId, {
      display_name: 'Val Victim',
      email: victim,
      role_id: 1,
    });

    const before = await sessionsOf({ mobile: attackerMobile });
    expect(await statusOf(inA.employee_id)).toBe('pending');

    // The person joins A through the link A mailed to them: no session the number gave, nor
    // any it gives now, reaches A.
    const links = await inviteTokensTo(server, victim);
    const joined = await completeInvite(server, links.at(-1)!, 'Val-own-pass1');
    expect(joined.status, joined.text).toBe(200);
    expect(await statusOf(inA.employee_id)).toBe('active');
    await expectNoWayInto(orgA.orgId, [
      ...before,
      ...(await sessionsOf({ mobile: attackerMobile })),
    ]);
  });
});

describe('the organisation that alone invited a person', () => {
  it('may correct the e-mail and mobile; the link sent to the old address stops working', async () => {
    const typo = `tpyo-${unique()}@example.com`;
    const right = `typo-${unique()}@example.com`;
    const invited = await addMember(await tokenOf(orgA.admin), orgA.orgId, {
      display_name: 'Tia Typo',
      email: typo,
      role_id: 1,
    });
    const fixed = await as(
      orgA.admin,
      'PATCH',
      `/orgs/${orgA.orgId}/employee/${invited.employee_id}`,
      {
        email: right,
        mobile: mobileNumber(),
      },
    );
    expect(fixed.status, fixed.text).toBe(200);
    expect(zEmployeeResponse.parse(fixed.body).data.email).toBe(right);

    const [oldLink] = await inviteTokensTo(server, typo);
    const stale = await completeInvite(server, oldLink!);
    expect(stale.status).toBe(400);
    expect(stale.body.message).toBe(MESSAGES.inviteInvalid);

    await as(
      orgA.admin,
      'POST',
      `/orgs/${orgA.orgId}/employee/${invited.employee_id}/resend_invite`,
    );
    const [newLink] = await inviteTokensTo(server, right);
    expect((await completeInvite(server, newLink!, 'Tia-own-pass1')).status).toBe(200);
  });
});
