import { beforeAll, describe, expect, it } from 'vitest';

import { DEFAULT_MANAGER_VARIANT, PERMISSION, ROLE } from '../../contract/access';

import { zImpersonateResponse } from '../../contract/auth';

import { MESSAGES } from '../../contract/errors';

import { TEAM_TEXT, zEmployeesAndTeamsResponse, type Team } from '../../contract/teams';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';

import {
  as,
  createTeam,
  deactivated,
  expectHints,
  expiredInvite,
  ids,
  listTeams,
  org,
  orgPath,
  other,
  picker,
  removed,
  server,
  staff,
  tokenOf,
  setUpTeamsWorld,
} from './teams-world';

setUpTeamsWorld();

describe('GET /v1/orgs/{org_id}/employees_and_employee_groups', () => {
  let pickOrg: OrgFixture;
  let gone: FixtureUser;
  let pending: FixtureUser;
  let crewA: number;
  let crewB: number;
  let archivedTeam: number;
  beforeAll(async () => {
    // Manager 1 has workers 1, 3 (and the deactivated one); manager 2 has workers 2, 4.
    pickOrg = await server.fixtures.org({ managers: 2, workers: 4 });
    // A lower-case invited name: the picker sorts without regard to case.
    ({ deactivated: gone, invited: pending } = await server.fixtures.workersInEveryState(
      pickOrg.orgId,
      pickOrg.managers[0]!.employeeId,
      { invitedName: 'ian Invited' },
    ));
    const [w1, w2, w3, w4] = pickOrg.workers.map((u) => u.employeeId);
    crewB = await server.fixtures.team(pickOrg.orgId, {
      name: 'Crew B',
      employeeIds: [w4!, w2!, gone.employeeId],
    });
    crewA = await server.fixtures.team(pickOrg.orgId, {
      name: 'crew A',
      employeeIds: [w3!, w1!, pickOrg.managers[0]!.employeeId],
    });
    archivedTeam = await server.fixtures.team(pickOrg.orgId, {
      name: 'Archived crew',
      employeeIds: [w1!],
      archivedAt: 1_700_000_000,
    });
  });
  const pick = (user: { email: string }, query = '') =>
    as(user, 'GET', `/orgs/${pickOrg.orgId}/employees_and_employee_groups${query}`).then(
      (response) => {
        expect(response.status, response.text).toBe(200);
        return zEmployeesAndTeamsResponse.parse(response.body).data;
      },
    );
  const w = (index: number) => pickOrg.workers[index]!.employeeId;

  it('offers active people by name, without the deactivated by default', async () => {
    const data = await pick(pickOrg.admin);
    expect(data.employees.map((p) => p.display_name)).toEqual([
      'Ada Admin',
      'ian Invited',
      'Manny Manager1',
      'Manny Manager2',
      'Wren Worker01',
      'Wren Worker02',
      'Wren Worker03',
      'Wren Worker04',
    ]);
    expect(data.employees.every((p) => p.is_saas_enabled)).toBe(true);
    expect(ids(data.employees)).toContain(pending.employeeId);
    // Teams in use by name, their members among the people offered, in the same order.
    expect(data.employee_groups).toEqual([
      { id: crewA, name: 'crew A', employee_ids: [pickOrg.managers[0]!.employeeId, w(0), w(2)] },
      { id: crewB, name: 'Crew B', employee_ids: [w(1), w(3)] },
    ]);
    expect(data.employee_groups.map((t) => t.id)).not.toContain(archivedTeam);
  });

  it('puts the deactivated last when include_deactivated_employees is true', async () => {
    const data = await pick(pickOrg.admin, '?include_deactivated_employees=true');
    expect(data.employees.at(-1)).toEqual({
      employee_id: gone.employeeId,
      display_name: 'Aaron Gone',
      is_saas_enabled: false,
      is_my_worker: false,
      is_time_approver_for_worker: true,
      rule_group_id: null,
      project_time_rule_group_id: null,
    });
    expect(data.employees).toHaveLength(9);
    expect(data.employee_groups.find((t) => t.id === crewB)!.employee_ids).toEqual([
      w(1),
      w(3),
      gone.employeeId,
    ]);
    const without = await pick(pickOrg.admin, '?include_deactivated_employees=false');
    expect(without.employees).toHaveLength(8);
    const bad = await as(
      pickOrg.admin,
      'GET',
      `/orgs/${pickOrg.orgId}/employees_and_employee_groups?include_deactivated_employees=maybe`,
    );
    expect(bad.status).toBe(400);
  });

  it('shows a worker only themselves, and no teams', async () => {
    const worker = pickOrg.workers[1]!;
    const data = await pick(worker, '?include_deactivated_employees=true');
    expect(data.employees).toEqual([
      {
        employee_id: worker.employeeId,
        display_name: 'Wren Worker02',
        is_saas_enabled: true,
        is_my_worker: false,
        is_time_approver_for_worker: false,
        rule_group_id: null,
        project_time_rule_group_id: null,
      },
    ]);
    expect(data.employee_groups).toEqual([]);
  });

  it('shows a manager their own workers and themselves, and every team limited to them', async () => {
    const manager = pickOrg.managers[0]!;
    const data = await pick(manager, '?include_deactivated_employees=true');
    expect(data.employees.map((p) => p.display_name)).toEqual([
      'Manny Manager1',
      'Wren Worker01',
      'Wren Worker03',
      'Aaron Gone',
    ]);
    expect(data.employee_groups).toEqual([
      { id: crewA, name: 'crew A', employee_ids: [manager.employeeId, w(0), w(2)] },
      { id: crewB, name: 'Crew B', employee_ids: [gone.employeeId] },
    ]);
  });

  it('shows a manager with the view-all permission (13), and provider staff, everyone', async () => {
    const seer = await server.fixtures.member(pickOrg.orgId, DEFAULT_MANAGER_VARIANT, {
      label: 'seer',
      name: 'Sid Seer',
    });
    await server.db
      .insertInto('employee_permissions')
      .values({
        org_id: pickOrg.orgId,
        employee_id: seer.employeeId,
        permission_id: PERMISSION.viewAllTimeCards,
        value: 1,
      })
      .execute();
    const admin = await pick(pickOrg.admin);
    const asSeer = await pick(seer);
    expect(ids(asSeer.employees)).toEqual(ids(admin.employees));
    expect(asSeer.employee_groups).toEqual(admin.employee_groups);
    const asStaff = await pick(staff, '?include_deactivated_employees=true');
    expect(asStaff.employees).toHaveLength(10);
    expect(asStaff.employees.at(-1)!.employee_id).toBe(gone.employeeId);
    expect(asStaff.employee_groups).toHaveLength(2);
  });

  it('answers the main organisation’s picker for every member', async () => {
    const data = await picker(org.admin, '?include_deactivated_employees=true');
    expect(data.employees.at(-1)!.employee_id).toBe(deactivated.employeeId);
    expect(ids(data.employees)).not.toContain(removed.employeeId);
    expect(ids(data.employees)).not.toContain(expiredInvite.employeeId);
  });
});

describe('permissions', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam({
      name: 'Guarded crew',
      employee_ids: [org.workers[0]!.employeeId],
      manager_ids: [org.managers[1]!.employeeId],
    });
  });

  /** The four calls that change teams, each with a plausible body. */
  const writes = () =>
    [
      [
        'POST',
        `${orgPath()}/employee_group`,
        { name: 'Intruders', employee_ids: [org.workers[0]!.employeeId] },
      ],
      ['PATCH', `${orgPath()}/employee_group/${team.id}`, { name: 'Renamed' }],
      [
        'PATCH',
        `${orgPath()}/employee_groups`,
        { employee_group_ids: [team.id], is_archived: true },
      ],
      ['DELETE', `${orgPath()}/employee_group/${team.id}`, undefined],
    ] as const;

  async function unchanged() {
    const row = await server.db
      .selectFrom('employee_groups')
      .select(['name', 'archived_at_unix'])
      .where('id', '=', team.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ name: 'Guarded crew', archived_at_unix: null });
    const intruders = await server.db
      .selectFrom('employee_groups')
      .select('id')
      .where('name', '=', 'Intruders')
      .execute();
    expect(intruders).toEqual([]);
  }

  it('a worker may not list teams nor change them', async () => {
    const worker = org.workers[0]!;
    const list = await as(worker, 'GET', `${orgPath()}/employee_group_list`);
    expect(list.status).toBe(403);
    expect(list.body).toEqual({ status_code: 403, message: MESSAGES.forbidden });
    for (const [method, path, body] of writes()) {
      const response = await as(worker, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body.message).toBe(MESSAGES.forbidden);
    }
    await unchanged();
  });

  it('a manager sees every team of the organisation but may not change them', async () => {
    // Manager 1 manages none of the Guarded crew.
    const manager = org.managers[0]!;
    const page = await listTeams('?limit=500', manager);
    const all = await listTeams('?limit=500');
    expect(page.data.map((t) => t.id)).toEqual(all.data.map((t) => t.id));
    expect(page.data.map((t) => t.id)).toContain(team.id);
    for (const [method, path, body] of writes()) {
      const response = await as(manager, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    await unchanged();
  });

  it('provider staff (admins and recruiters) list and manage teams of any organisation', async () => {
    expect((await listTeams('', staff)).meta.total).toBeGreaterThan(0);
    const created = await createTeam(
      { name: 'Staff crew', employee_ids: [org.workers[0]!.employeeId] },
      staff,
    );
    const renamed = await as(staff, 'PATCH', `${orgPath()}/employee_group/${created.id}`, {
      name: 'Staff crew 2',
    });
    expect(renamed.status).toBe(200);
    const archived = await as(staff, 'PATCH', `${orgPath()}/employee_groups`, {
      employee_group_ids: [created.id],
      is_archived: true,
    });
    expect(archived.status).toBe(200);
    expect((await as(staff, 'DELETE', `${orgPath()}/employee_group/${created.id}`)).status).toBe(
      200,
    );
    const recruiter = await server.fixtures.providerStaff(ROLE.providerRecruiter);
    expect((await listTeams('', recruiter)).data.length).toBeGreaterThan(0);
    await createTeam(
      { name: 'Recruited crew', employee_ids: [org.workers[0]!.employeeId] },
      recruiter,
    );
  });

  it('a member of another organisation gets the organisation guard’s refusal on every call', async () => {
    for (const person of [other.admin, other.managers[0]!, other.workers[0]!]) {
      const calls = [
        ['GET', `${orgPath()}/employee_group_list`, undefined],
        ['GET', `${orgPath()}/employees_and_employee_groups`, undefined],
        ...writes(),
      ] as const;
      for (const [method, path, body] of calls) {
        const response = await as(person, method, path, body);
        expect(response.status, `${method} ${path}`).toBe(403);
        expect(response.body).toEqual({ status_code: 403, message: MESSAGES.notOrgMember });
      }
    }
    // Through their own organisation's path, our team is not found.
    const viaOwn = await as(
      other.admin,
      'PATCH',
      `${orgPath(other.orgId)}/employee_group/${team.id}`,
      {
        name: 'Hijacked',
      },
    );
    expect(viaOwn.status).toBe(404);
    const deleteViaOwn = await as(
      other.admin,
      'DELETE',
      `${orgPath(other.orgId)}/employee_group/${team.id}`,
    );
    expect(deleteViaOwn.status).toBe(404);
    expectHints(
      await as(other.admin, 'PATCH', `${orgPath(other.orgId)}/employee_groups`, {
        employee_group_ids: [team.id],
        is_archived: true,
      }),
      { employee_group_ids: [TEAM_TEXT.teamsInvalid] },
    );
    // Nor do its teams show in the other organisation's lists.
    const theirs = await listTeams('?limit=500', other.admin, other.orgId);
    expect(theirs.data.map((t) => t.id)).not.toContain(team.id);
    await unchanged();
  });

  it('a read-only impersonation reads teams but every write answers 403', async () => {
    const staffToken = await tokenOf(staff);
    const impersonated = await server.call('POST', '/v1/admin/impersonate', {
      token: staffToken,
      body: { profile_id: org.admin.profileId, mode: 'read' },
    });
    expect(impersonated.status).toBe(200);
    const token = zImpersonateResponse.parse(impersonated.body).access_token;
    expect((await as(token, 'GET', `${orgPath()}/employee_group_list`)).status).toBe(200);
    expect((await as(token, 'GET', `${orgPath()}/employees_and_employee_groups`)).status).toBe(200);
    for (const [method, path, body] of writes()) {
      const response = await as(token, method, path, body);
      expect(response.status, `${method} ${path}`).toBe(403);
      expect(response.body).toEqual({ status_code: 403, message: MESSAGES.readOnlySession });
    }
    await unchanged();

    // A write impersonation acts as the administrator.
    const write = await server.call('POST', '/v1/admin/impersonate', {
      token: staffToken,
      body: { profile_id: org.admin.profileId, mode: 'write' },
    });
    const writeToken = zImpersonateResponse.parse(write.body).access_token;
    const created = await as(writeToken, 'POST', `${orgPath()}/employee_group`, {
      name: 'Impersonated crew',
      employee_ids: [org.workers[0]!.employeeId],
    });
    expect(created.status).toBe(200);
  });

  it('refuses callers without a token', async () => {
    for (const [method, path, body] of [
      ['GET', `${orgPath()}/employee_group_list`, undefined],
      ['GET', `${orgPath()}/employees_and_employee_groups`, undefined],
      ...writes(),
    ] as const) {
      const response = await server.call(method, `/v1${path}`, body ? { body } : {});
      expect(response.status, `${method} ${path}`).toBe(401);
    }
    await unchanged();
  });
});
