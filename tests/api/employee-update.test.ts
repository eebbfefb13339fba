import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSION, ROLE } from '../../contract/access';
import { EMPLOYEE_TEXT, zEmployeeResponse } from '../../contract/employee-detail';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type TestServer } from './harness';
import { callersOf } from './callers';

let server: TestServer;
const { tokenOf } = callersOf(() => server);
let org: OrgFixture;

async function patch(user: FixtureUser, target: { employeeId: number }, body: unknown) {
  return server.call('PATCH', `/v1/orgs/${org.orgId}/employee/${target.employeeId}`, {
    token: await tokenOf(user),
    body,
  });
}

async function setEnabled(user: FixtureUser, target: { employeeId: number }, body: unknown) {
  return server.call(
    'POST',
    `/v1/orgs/${org.orgId}/employees/${target.employeeId}/update_saas_enabled`,
    { token: await tokenOf(user), body },
  );
}

async function detail(target: { employeeId: number }) {
  const response = await server.call('GET', `/v1/orgs/${org.orgId}/employee/${target.employeeId}`, {
    token: await tokenOf(org.admin),
  });
  return zEmployeeResponse.parse(response.body).data;
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 3, workers: 6 });
});
afterAll(async () => server?.close());

describe('PATCH /v1/orgs/{org_id}/employee/{employee_id}', () => {
  it('lets an administrator change name, title, dates, managers and teams', async () => {
    const worker = org.workers[0]!;
    const team = await server.fixtures.team(org.orgId, { name: 'Framing crew' });
    const response = await patch(org.admin, worker, {
      name: 'Wren Renamed',
      title: 'Lead hand',
      start_dt_unix: 1_700_000_000,
      primary_manager_id: org.managers[1]!.employeeId,
      secondary_manager_ids: [org.managers[2]!.employeeId, org.managers[1]!.employeeId],
      employee_group_ids: [team],
    });
    expect(response.status).toBe(200);
    const data = zEmployeeResponse.parse(response.body).data;
    expect(data).toMatchObject({
      display_name: 'Wren Renamed',
      title: 'Lead hand',
      start_dt_unix: 1_700_000_000,
      primary_manager: { employee_id: org.managers[1]!.employeeId },
      employee_groups: [{ id: team, name: 'Framing crew' }],
    });
    // The primary manager is not also a secondary one.
    expect(data.secondary_managers.map((m) => m.employee_id)).toEqual([
      org.managers[2]!.employeeId,
    ]);
    // The list finds the new name.
    const list = await server.call('GET', `/v1/orgs/${org.orgId}/employees?search=renamed`, {
      token: await tokenOf(org.admin),
    });
    expect(list.body.data.map((r: { employee_id: number }) => r.employee_id)).toEqual([
      worker.employeeId,
    ]);
  });

  it('changes a role through role_map with its variable permissions', async () => {
    const worker = org.workers[1]!;
    const response = await patch(org.admin, worker, {
      role_map: {
        role: 'manager',
        variable_permissions: [{ id: PERMISSION.viewProjectFinancials, value: true }],
      },
    });
    expect(response.status).toBe(200);
    const data = zEmployeeResponse.parse(response.body).data;
    expect(data.role.display_name).toBe('Manager');
    expect(data.role.variable_permissions.find((p) => p.id === 15)?.value).toBe(true);

    const unknown = await patch(org.admin, worker, { role_map: { role: 'captain' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field_hints.role_map).toEqual(["role name doesn't exist"]);
  });

  it('asks who takes over when a manager with team members becomes a worker', async () => {
    const manager = org.managers[2]!;
    const workersOfManager = org.workers.filter((_, i) => i % 3 === 2);
    const refused = await patch(org.admin, manager, { role_id: ROLE.worker });
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints.taking_over_manager_id).toEqual([
      EMPLOYEE_TEXT.takingOverRequired,
    ]);
    const self = await patch(org.admin, manager, {
      role_id: ROLE.worker,
      taking_over_manager_id: manager.employeeId,
    });
    expect(self.body.field_hints.taking_over_manager_id).toEqual([EMPLOYEE_TEXT.approverIsSelf]);
    const done = await patch(org.admin, manager, {
      role_id: ROLE.worker,
      taking_over_manager_id: org.managers[0]!.employeeId,
    });
    expect(done.status).toBe(200);
    for (const worker of workersOfManager) {
      expect((await detail(worker)).primary_manager?.employee_id).toBe(org.managers[0]!.employeeId);
    }
  });

  it('refuses bad input and keeps the record as it was', async () => {
    const worker = org.workers[3]!;
    const before = await detail(worker);
    const cases: [unknown, string, string][] = [
      [{ name: 'Al' }, 'name', RULE_TEXT.nameLength],
      [{ name: 'x'.repeat(40) + ' ' + 'y'.repeat(40) }, 'name', RULE_TEXT.nameLength],
      [{ name: 'Cher' }, 'name', RULE_TEXT.nameTwoWords],
      [
        { primary_manager_id: worker.employeeId },
        'primary_manager_id',
        EMPLOYEE_TEXT.managerIsSelf,
      ],
      [
        { primary_manager_id: org.workers[4]!.employeeId },
        'primary_manager_id',
        EMPLOYEE_TEXT.managerInvalid,
      ],
      [
        { start_dt_unix: 2_000, end_dt_unix: 1_000 },
        'end_dt_unix',
        'Start date can not be behind end date',
      ],
      [{ email: 'new@example.com' }, 'email', EMPLOYEE_TEXT.emailLocked],
    ];
    for (const [body, field, message] of cases) {
      const response = await patch(org.admin, worker, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.field_hints?.[field], field).toContain(message);
    }
    expect(await detail(worker)).toEqual(before);
  });

  it('lets managers edit their own workers’ day-to-day fields only, and refuses the rest', async () => {
    const manager = org.managers[0]!;
    const own = org.workers[0]!;
    const notOwn = org.workers[4]!; // manager 1's worker
    expect((await patch(manager, own, { title: 'Apprentice' })).status).toBe(200);
    expect((await patch(manager, own, { role_id: ROLE.admin })).status).toBe(403);
    expect((await patch(manager, notOwn, { title: 'Nope' })).status).toBe(404);
    // Workers may not edit members at all (the route's declared roles), their own record included.
    expect((await patch(org.workers[5]!, own, { title: 'Nope' })).status).toBe(403);
    expect((await patch(own, own, { title: 'Self' })).status).toBe(403);
    const ownRole = await patch(org.admin, org.admin, { role_id: ROLE.worker });
    expect(ownRole.body.field_hints.role_id).toEqual([EMPLOYEE_TEXT.cannotChangeOwn]);
  });

  it('refuses a read-only impersonation', async () => {
    const staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
    const staffToken = (await server.signIn(staff.email)).access_token;
    const impersonated = await server.call('POST', '/v1/admin/impersonate', {
      token: staffToken,
      body: { profile_id: org.admin.profileId, mode: 'read' },
    });
    const response = await server.call(
      'PATCH',
      `/v1/orgs/${org.orgId}/employee/${org.workers[0]!.employeeId}`,
      { token: impersonated.body.access_token, body: { title: 'Sneaky' } },
    );
    expect(response.status).toBe(403);
    expect(response.body.message).toBe(MESSAGES.readOnlySession);
  });
});

describe('POST …/update_saas_enabled', () => {
  it('needs a replacement approver (not the person) to deactivate a manager, then reverses', async () => {
    const fresh = await server.fixtures.member(org.orgId, 21, {
      label: 'mgr',
      name: 'Max Leaving',
    });
    const report = await server.fixtures.member(org.orgId, ROLE.worker, {
      label: 'rep',
      name: 'Rae Report',
      primaryManagerId: fresh.employeeId,
    });
    // Signed in before: the session stays, but the organisation refuses it once deactivated.
    const token = (await server.signIn(fresh.email)).access_token;
    const missing = await setEnabled(org.admin, fresh, { is_enabled: false });
    expect(missing.status).toBe(400);
    expect(missing.body.field_hints.taking_over_time_approver_id).toEqual([
      'This field is required',
    ]);
    const self = await setEnabled(org.admin, fresh, {
      is_enabled: false,
      taking_over_time_approver_id: fresh.employeeId,
    });
    expect(self.body.field_hints.taking_over_time_approver_id).toEqual([
      EMPLOYEE_TEXT.approverIsSelf,
    ]);

    const done = await setEnabled(org.admin, fresh, {
      is_enabled: false,
      taking_over_time_approver_id: org.managers[0]!.employeeId,
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Max Leaving has been deactivated!');
    expect(done.body.data).toMatchObject({
      is_saas_enabled: false,
      staffing_status: 'saas_disabled',
    });
    expect((await detail(report)).primary_manager?.employee_id).toBe(org.managers[0]!.employeeId);

    // A deactivated member cannot use that organisation, nor sign in when it was their only one.
    const signIn = await server.call('POST', '/v1/login_email', {
      body: { email: fresh.email, password: fresh.password },
    });
    expect(signIn.status).toBe(403);
    const refused = await server.call('GET', `/v1/orgs/${org.orgId}/employees`, { token });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.membershipDeactivated);

    const back = await setEnabled(org.admin, fresh, { is_enabled: true });
    expect(back.status).toBe(200);
    expect(back.body.data).toMatchObject({ is_saas_enabled: true, staffing_status: 'active' });
    expect((await server.call('GET', `/v1/orgs/${org.orgId}/employees`, { token })).status).toBe(
      200,
    );
  });

  it('deactivates a worker without a replacement; managers and workers may not deactivate', async () => {
    const worker = await server.fixtures.member(org.orgId, ROLE.worker, {
      label: 'w',
      name: 'Wil Leaving',
    });
    expect((await setEnabled(org.managers[0]!, worker, { is_enabled: false })).status).toBe(403);
    expect((await setEnabled(org.workers[0]!, worker, { is_enabled: false })).status).toBe(403);
    const done = await setEnabled(org.admin, worker, { is_enabled: false });
    expect(done.status).toBe(200);
    const list = await server.call('GET', `/v1/orgs/${org.orgId}/employees?status=deactivated`, {
      token: await tokenOf(org.admin),
    });
    expect(list.body.data.map((r: { employee_id: number }) => r.employee_id)).toContain(
      worker.employeeId,
    );
  });

  it('never deactivates yourself', async () => {
    const response = await setEnabled(org.admin, org.admin, {
      is_enabled: false,
      taking_over_time_approver_id: org.managers[0]!.employeeId,
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(EMPLOYEE_TEXT.cannotChangeOwn);
  });
});

describe('PATCH /v1/orgs/{org_id}/employees (teams in bulk)', () => {
  it('adds employees to teams; managers only for their own workers', async () => {
    const team = await server.fixtures.team(org.orgId, { name: 'Concrete crew' });
    const ids = [org.workers[2]!.employeeId, org.workers[5]!.employeeId];
    const response = await server.call('PATCH', `/v1/orgs/${org.orgId}/employees`, {
      token: await tokenOf(org.admin),
      body: { employee_ids: ids, employee_group_ids: [team] },
    });
    expect(response.status).toBe(200);
    expect((await detail(org.workers[2]!)).employee_groups.map((g) => g.id)).toContain(team);
    const byManager = await server.call('PATCH', `/v1/orgs/${org.orgId}/employees`, {
      token: await tokenOf(org.managers[1]!),
      body: { employee_ids: [org.workers[3]!.employeeId], employee_group_ids: [team] },
    });
    expect(byManager.status).toBe(400);
    const byWorker = await server.call('PATCH', `/v1/orgs/${org.orgId}/employees`, {
      token: await tokenOf(org.workers[0]!),
      body: { employee_ids: ids, employee_group_ids: [team] },
    });
    expect(byWorker.status).toBe(403);
  });
});
