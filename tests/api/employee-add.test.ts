import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../contract/access';
import { EMPLOYEE_TEXT, zEmployeeResponse } from '../../contract/employee-detail';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

let server: TestServer;
const { tokenOf } = callersOf(() => server);
let org: OrgFixture;
let other: OrgFixture;

async function add(user: FixtureUser, body: Record<string, unknown>, orgId = org.orgId) {
  return server.call('POST', `/v1/orgs/${orgId}/employees`, { token: await tokenOf(user), body });
}

let counter = 0;
const newEmail = () => `new-member-${Date.now()}-${counter++}@example.com`;

/** The invitation link in the newest message to a recipient. */
async function inviteLink(email: string): Promise<string> {
  const mail = (await server.outbox()).filter((m) => m.recipient === email).at(-1);
  expect(mail, `an e-mail to ${email}`).toBeDefined();
  const token = /\/invite\/([A-Za-z0-9_-]+)/.exec(mail!.text_body)?.[1];
  expect(token).toBeDefined();
  return token!;
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 2, workers: 4 });
  other = await server.fixtures.org({ managers: 1, workers: 1 });
});
afterAll(async () => server?.close());

describe('POST /v1/orgs/{org_id}/employees', () => {
  it('adds a worker, mails an invitation, and the invitation completes into a signed-in worker', async () => {
    const email = newEmail();
    const response = await add(org.admin, {
      display_name: 'Nora Newcomer',
      email,
      mobile: '+1 415 555 0134',
      role_id: ROLE.worker,
      title: 'Carpenter',
      primary_manager_id: org.managers[0]!.employeeId,
    });
    expect(response.status).toBe(200);
    const { data } = zEmployeeResponse.parse(response.body);
    expect(data).toMatchObject({
      display_name: 'Nora Newcomer',
      email,
      title: 'Carpenter',
      // US numbers are stored in E.164.
      phone: '+14155550134',
      role_id: ROLE.worker,
      staffing_status: 'pending',
      is_pending_profile: true,
      is_invitation_sent: true,
      primary_manager: { employee_id: org.managers[0]!.employeeId },
    });

    const token = await inviteLink(email);
    const validated = await server.call('GET', `/v1/validate_invite/${token}`);
    expect(validated.status).toBe(200);
    expect(validated.body.data.org_name).toBe(org.name);
    const completed = await server.call('POST', '/v1/complete_profile', {
      body: {
        invite_token: token,
        display_name: 'Nora Newcomer',
        password: 'Brand-new1',
        confirm_password: 'Brand-new1',
      },
    });
    expect(completed.status).toBe(200);
    const me = await server.call('GET', '/v1/me', { token: completed.body.access_token });
    expect(me.body.data.employees.map((e: { org_id: number }) => e.org_id)).toContain(org.orgId);
  });

  it('refuses a duplicate e-mail in the same organisation with a clear message', async () => {
    const response = await add(org.admin, {
      display_name: 'Wren Again',
      email: org.workers[0]!.email.toUpperCase(),
      role_id: ROLE.worker,
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(EMPLOYEE_TEXT.alreadyMember);
    expect(response.body.field_hints.email).toEqual([EMPLOYEE_TEXT.alreadyMember]);
  });

  it('adds an existing person of another organisation without a second profile', async () => {
    const response = await add(org.admin, {
      display_name: 'Other Worker',
      email: other.workers[0]!.email,
      role_id: ROLE.worker,
      send_invite: false,
    });
    expect(response.status).toBe(200);
    const { data } = zEmployeeResponse.parse(response.body);
    expect(data.profile_id).toBe(other.workers[0]!.profileId);
    expect(data.is_pending_profile).toBe(false);
    expect(data.is_invitation_sent).toBe(false);
  });

  it('refuses bad input field by field in the spec words', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ display_name: 'Al', email: newEmail(), role_id: 1 }, 'display_name', RULE_TEXT.nameLength],
      [
        { display_name: `A ${'b'.repeat(79)}`, email: newEmail(), role_id: 1 },
        'display_name',
        RULE_TEXT.nameLength,
      ],
      [
        { display_name: 'Madonna', email: newEmail(), role_id: 1 },
        'display_name',
        RULE_TEXT.nameTwoWords,
      ],
      [{ display_name: 'Pat Doe', email: 'not-mail', role_id: 1 }, 'email', RULE_TEXT.emailInvalid],
      [
        { display_name: 'Pat Doe', email: newEmail(), mobile: '12', role_id: 1 },
        'mobile',
        RULE_TEXT.mobileInvalid,
      ],
      [{ display_name: 'Pat Doe', email: newEmail() }, 'role_id', RULE_TEXT.required],
      [
        { display_name: 'Pat Doe', email: newEmail(), role_id: 99 },
        'role_id',
        EMPLOYEE_TEXT.roleNotAllowed,
      ],
      [
        {
          display_name: 'Pat Doe',
          email: newEmail(),
          role_id: 1,
          primary_manager_id: org.workers[1]!.employeeId,
        },
        'primary_manager_id',
        EMPLOYEE_TEXT.managerInvalid,
      ],
      [
        {
          display_name: 'Pat Doe',
          email: newEmail(),
          role_id: 1,
          primary_manager_id: other.managers[0]!.employeeId,
        },
        'primary_manager_id',
        EMPLOYEE_TEXT.managerInvalid,
      ],
      [
        { display_name: 'Pat Doe', email: newEmail(), role_id: 1, employee_group_ids: [987654] },
        'employee_group_ids',
        EMPLOYEE_TEXT.teamInvalid,
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await add(org.admin, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field_hints?.[field], field).toContain(message);
    }
  });

  it('reads mobiles in the organisation region: +61 numbers anywhere, impossible ones refused', async () => {
    const au = await add(org.admin, {
      display_name: 'Aussie Mate',
      email: newEmail(),
      mobile: '+61 412 345 678',
      role_id: 1,
    });
    expect(au.status).toBe(200);
    expect(au.body.data.phone).toBe('+61412345678');
    for (const mobile of ['415 555 01', '12 34', 'call me']) {
      const bad = await add(org.admin, {
        display_name: 'Bad Phone',
        email: newEmail(),
        mobile,
        role_id: 1,
      });
      expect(bad.status, mobile).toBe(400);
      expect(bad.body.field_hints.mobile).toEqual([RULE_TEXT.mobileInvalid]);
    }
  });

  it('keeps an 80-character two-word name and stores HTML in names as text', async () => {
    const name = `<b>Bo</b> ${'x'.repeat(70)}`;
    expect(name.length).toBe(80);
    const response = await add(org.admin, { display_name: name, email: newEmail(), role_id: 1 });
    expect(response.status).toBe(200);
    expect(response.body.data.display_name).toBe(name);
  });

  it('lets a manager add workers only, and refuses workers, other orgs and read-only sessions', async () => {
    const manager = org.managers[0]!;
    const asWorker = await add(manager, {
      display_name: 'Sam Helper',
      email: newEmail(),
      role_id: 1,
    });
    expect(asWorker.status).toBe(200);
    const asAdmin = await add(manager, {
      display_name: 'Sam Boss',
      email: newEmail(),
      role_id: ROLE.admin,
    });
    expect(asAdmin.status).toBe(400);
    expect(asAdmin.body.field_hints.role_id).toEqual([EMPLOYEE_TEXT.roleNotAllowed]);

    const byWorker = await add(org.workers[0]!, {
      display_name: 'Sam Other',
      email: newEmail(),
      role_id: 1,
    });
    expect(byWorker.status).toBe(403);
    const elsewhere = await add(
      org.admin,
      { display_name: 'Sam Away', email: newEmail(), role_id: 1 },
      other.orgId,
    );
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe(MESSAGES.notOrgMember);
  });

  it('adds provider staff to org 0 only through a provider admin', async () => {
    const staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    const ok = await add(
      staff,
      { display_name: 'Rita Recruiter', email: newEmail(), role_id: ROLE.providerRecruiter },
      0,
    );
    expect(ok.status).toBe(200);
    const workerInOrg0 = await add(
      staff,
      { display_name: 'Wes Worker', email: newEmail(), role_id: ROLE.worker },
      0,
    );
    expect(workerInOrg0.status).toBe(400);
    const byRecruiter = await add(
      recruiter,
      { display_name: 'Rex Staff', email: newEmail(), role_id: ROLE.providerAdmin },
      0,
    );
    expect(byRecruiter.status).toBe(403);
    // Recruiters place workers with any organisation.
    const placed = await add(recruiter, {
      display_name: 'Pia Placed',
      email: newEmail(),
      role_id: ROLE.worker,
    });
    expect(placed.status).toBe(200);
  });
});

describe('invitations again', () => {
  it('resends an invitation; the old link keeps working until it expires, and a joined member is refused', async () => {
    const email = newEmail();
    const created = await add(org.admin, { display_name: 'Rene Resend', email, role_id: 1 });
    const id = created.body.data.employee_id as number;
    const again = await server.call('POST', `/v1/orgs/${org.orgId}/employee/${id}/resend_invite`, {
      token: await tokenOf(org.admin),
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(EMPLOYEE_TEXT.invited('Rene Resend'));
    expect((await server.outbox()).filter((m) => m.recipient === email)).toHaveLength(2);

    const joined = await server.call(
      'POST',
      `/v1/orgs/${org.orgId}/employee/${org.workers[0]!.employeeId}/resend_invite`,
      { token: await tokenOf(org.admin) },
    );
    expect(joined.status).toBe(400);
    expect(joined.body.message).toBe(EMPLOYEE_TEXT.notPending);
  });

  it('sends invitations in bulk to the pending ones and skips the rest', async () => {
    const a = await add(org.admin, {
      display_name: 'Bea Bulk',
      email: newEmail(),
      role_id: 1,
      send_invite: false,
    });
    const b = await add(org.admin, {
      display_name: 'Ben Bulk',
      email: newEmail(),
      role_id: 1,
      send_invite: false,
    });
    const ids = [a.body.data.employee_id, b.body.data.employee_id, org.workers[1]!.employeeId];
    const response = await server.call('POST', `/v1/orgs/${org.orgId}/send_invites`, {
      token: await tokenOf(org.admin),
      body: { employee_ids: ids },
    });
    expect(response.status).toBe(200);
    expect(response.body.data).toEqual({ sent: ids.slice(0, 2), skipped: [ids[2]] });
    expect(response.body.message).toBe('2 invitations have been sent.');
  });

  it('resends by e-mail without saying whether an invitation exists', async () => {
    const email = newEmail();
    await add(org.admin, { display_name: 'Eli Email', email, role_id: 1, send_invite: false });
    const known = await server.call('POST', '/v1/resend_invite_by_email', { body: { email } });
    const unknown = await server.call('POST', '/v1/resend_invite_by_email', {
      body: { email: newEmail() },
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(await inviteLink(email)).toMatch(/.{20,}/);
  });
});

describe('GET /v1/orgs/{org_id}/employee/{employee_id}', () => {
  it('shows the detail view within the caller’s scope and 404 outside it', async () => {
    const worker = org.workers[0]!;
    const ownManager = org.managers[0]!; // fixtures alternate: worker 0 belongs to manager 0
    const path = `/v1/orgs/${org.orgId}/employee/${worker.employeeId}`;
    const byAdmin = await server.call('GET', path, { token: await tokenOf(org.admin) });
    expect(byAdmin.status).toBe(200);
    expect(zEmployeeResponse.parse(byAdmin.body).data.primary_manager?.employee_id).toBe(
      ownManager.employeeId,
    );
    expect((await server.call('GET', path, { token: await tokenOf(ownManager) })).status).toBe(200);
    // Another manager's worker, another worker, and another org's member are not visible.
    expect(
      (await server.call('GET', path, { token: await tokenOf(org.managers[1]!) })).status,
    ).toBe(404);
    expect((await server.call('GET', path, { token: await tokenOf(org.workers[1]!) })).status).toBe(
      404,
    );
    expect((await server.call('GET', path, { token: await tokenOf(worker) })).status).toBe(200);
    const foreign = await server.call(
      'GET',
      `/v1/orgs/${org.orgId}/employee/${other.workers[0]!.employeeId}`,
      { token: await tokenOf(org.admin) },
    );
    expect(foreign.status).toBe(404);
  });
});
