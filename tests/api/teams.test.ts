import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MANAGER_VARIANT, PERMISSION, ROLE } from '../../contract/access';
import { zImpersonateResponse } from '../../contract/auth';
import { MESSAGES } from '../../contract/errors';
import {
  TEAM_NAME_MAX,
  TEAM_TEXT,
  zEmployeesAndTeamsResponse,
  zTeamListResponse,
  zTeamResponse,
  zTeamsBulkResponse,
  type EmployeesAndTeams,
  type Team,
} from '../../contract/teams';
import { RULE_TEXT } from '../../contract/validation';
import type { FixtureUser, OrgFixture } from '../../server/db/fixtures';
import { startTestServer, type ApiResponse, type TestServer } from './harness';

let server: TestServer;
/** Admin, two managers, six workers (workers 1, 3, 5 under manager 1; 2, 4, 6 under manager 2). */
let org: OrgFixture;
let other: OrgFixture;
let deactivated: FixtureUser;
let invited: FixtureUser;
let expiredInvite: FixtureUser;
let removed: FixtureUser;
let staff: FixtureUser;
const tokens = new Map<string, string>();

async function tokenOf(user: { email: string }): Promise<string> {
  let token = tokens.get(user.email);
  if (!token) {
    token = (await server.signIn(user.email)).access_token;
    tokens.set(user.email, token);
  }
  return token;
}

/** A call as a fixture person (or with a raw token), path relative to /v1. */
async function as(user: { email: string } | string, method: string, path: string, body?: unknown) {
  const token = typeof user === 'string' ? user : await tokenOf(user);
  return server.call(method, `/v1${path}`, { token, ...(body === undefined ? {} : { body }) });
}

const orgPath = (orgId = org.orgId) => `/orgs/${orgId}`;
const ids = (people: { employee_id: number }[]) => people.map((person) => person.employee_id);
const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
/** Every current active member of the main organisation. */
const activeIds = () =>
  sorted([org.admin, ...org.managers, ...org.workers].map((user) => user.employeeId));

async function createTeam(body: Record<string, unknown>, user: { email: string } = org.admin) {
  const response = await as(user, 'POST', `${orgPath()}/employee_group`, body);
  expect(response.status, response.text).toBe(200);
  return zTeamResponse.parse(response.body).data;
}

async function listTeams(query = '', user: { email: string } = org.admin, orgId = org.orgId) {
  const response = await as(user, 'GET', `${orgPath(orgId)}/employee_group_list${query}`);
  expect(response.status, response.text).toBe(200);
  return zTeamListResponse.parse(response.body);
}

async function picker(user: { email: string }, query = ''): Promise<EmployeesAndTeams> {
  const response = await as(user, 'GET', `${orgPath()}/employees_and_employee_groups${query}`);
  expect(response.status, response.text).toBe(200);
  return zEmployeesAndTeamsResponse.parse(response.body).data;
}

async function teamExists(id: number): Promise<boolean> {
  const row = await server.db
    .selectFrom('employee_groups')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

async function auditOf(teamId: number) {
  return server.db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity', '=', 'employee_group')
    .where('entity_id', '=', teamId)
    .orderBy('id')
    .execute();
}

function expectHints(response: ApiResponse, hints: Record<string, string[]>) {
  expect(response.status, response.text).toBe(400);
  expect(response.body).toEqual({
    status_code: 400,
    message: MESSAGES.validation,
    field_hints: hints,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  org = await server.fixtures.org({ managers: 2, workers: 6 });
  other = await server.fixtures.org({ managers: 1, workers: 2 });
  ({
    deactivated,
    invited,
    expired: expiredInvite,
    removed,
  } = await server.fixtures.workersInEveryState(org.orgId, org.managers[0]!.employeeId));
  staff = await server.fixtures.providerStaff(ROLE.providerAdmin);
});
afterAll(async () => server?.close());

describe('POST /v1/orgs/{org_id}/employee_group', () => {
  it('creates a team with trimmed name, members and managers, and audits it', async () => {
    const [w1, , , w4] = org.workers;
    const before = Math.floor(Date.now() / 1000);
    const response = await as(org.admin, 'POST', `${orgPath()}/employee_group`, {
      name: '   Framing crew  ',
      employee_ids: [w4!.employeeId, deactivated.employeeId, org.admin.employeeId, w1!.employeeId],
      manager_ids: [org.managers[0]!.employeeId, org.admin.employeeId],
    });
    expect(response.status, response.text).toBe(200);
    const { data: team, message } = zTeamResponse.parse(response.body);
    expect(message).toBe(TEAM_TEXT.created);
    expect(message).toBe('Team has been created!');
    expect(team.name).toBe('Framing crew');
    expect(team.archived_at_unix).toBeNull();
    expect(team.created_at_unix).toBeGreaterThanOrEqual(before);
    // Active first, deactivated last, then by name.
    expect(team.employees).toEqual([
      { employee_id: org.admin.employeeId, display_name: 'Ada Admin', is_saas_enabled: true },
      { employee_id: w1!.employeeId, display_name: 'Wren Worker01', is_saas_enabled: true },
      { employee_id: w4!.employeeId, display_name: 'Wren Worker04', is_saas_enabled: true },
      { employee_id: deactivated.employeeId, display_name: 'Aaron Gone', is_saas_enabled: false },
    ]);
    expect(team.managers.map((person) => person.display_name)).toEqual([
      'Ada Admin',
      'Manny Manager1',
    ]);
    const audit = await auditOf(team.id);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'create',
      org_id: org.orgId,
      actor_profile_id: org.admin.profileId,
    });
    expect(JSON.parse(audit[0]!.after_json!)).toMatchObject({ name: 'Framing crew' });
  });

  it('names both missing fields "This field is required" in one answer', async () => {
    const response = await as(org.admin, 'POST', `${orgPath()}/employee_group`, {});
    expectHints(response, {
      name: [RULE_TEXT.required],
      employee_ids: [RULE_TEXT.required],
    });
    expectHints(
      await as(org.admin, 'POST', `${orgPath()}/employee_group`, { name: ' ', employee_ids: [] }),
      { name: [RULE_TEXT.required], employee_ids: [RULE_TEXT.required] },
    );
    expect(RULE_TEXT.required).toBe('This field is required');
  });

  it('refuses a blank name, an empty member list and a name over 80 characters', async () => {
    const url = `${orgPath()}/employee_group`;
    const someone = [org.workers[0]!.employeeId];
    expectHints(await as(org.admin, 'POST', url, { name: '    ', employee_ids: someone }), {
      name: [RULE_TEXT.required],
    });
    expectHints(
      await as(org.admin, 'POST', url, { name: 'Nobody', employee_ids: [], manager_ids: [] }),
      { employee_ids: [RULE_TEXT.required] },
    );
    expectHints(
      await as(org.admin, 'POST', url, {
        name: 'Nobody',
        employee_ids: [],
        include_all_employees: false,
      }),
      { employee_ids: [RULE_TEXT.required] },
    );
    expectHints(
      await as(org.admin, 'POST', url, {
        name: 'N'.repeat(TEAM_NAME_MAX + 1),
        employee_ids: someone,
      }),
      { name: [TEAM_TEXT.nameLength] },
    );
    // Exactly 80 characters after trimming is fine.
    const longest = await createTeam({
      name: `  ${'L'.repeat(TEAM_NAME_MAX)}  `,
      employee_ids: someone,
    });
    expect(longest.name).toHaveLength(TEAM_NAME_MAX);
  });

  it('refuses a name already used in the organisation, whatever its case and spaces', async () => {
    expectHints(
      await as(org.admin, 'POST', `${orgPath()}/employee_group`, {
        name: ' FRAMING CREW ',
        employee_ids: [org.workers[0]!.employeeId],
      }),
      { name: [TEAM_TEXT.nameTaken] },
    );
    expect(TEAM_TEXT.nameTaken).toBe('A team with this name already exists');
    // Another organisation may use the same name.
    const response = await as(other.admin, 'POST', `${orgPath(other.orgId)}/employee_group`, {
      name: 'Framing crew',
      employee_ids: [other.workers[0]!.employeeId],
    });
    expect(response.status, response.text).toBe(200);
  });

  it('lets only one of several simultaneous creations with the same name through', async () => {
    const attempts = await Promise.all(
      ['Race crew', 'race crew', ' RACE CREW', 'Race Crew ', 'race Crew'].map((name) =>
        as(org.admin, 'POST', `${orgPath()}/employee_group`, {
          name,
          employee_ids: [org.workers[0]!.employeeId],
        }),
      ),
    );
    expect(attempts.filter((response) => response.status === 200)).toHaveLength(1);
    for (const response of attempts.filter((r) => r.status !== 200))
      expectHints(response, { name: [TEAM_TEXT.nameTaken] });
  });

  it('with "All Current Team Members" holds every active member at that moment, and only then', async () => {
    const team = await createTeam({ name: 'Everyone', include_all_employees: true });
    expect(sorted(ids(team.employees))).toEqual(activeIds());
    // Deactivated, invited and removed people are not current active members.
    for (const person of [deactivated, invited, expiredInvite, removed])
      expect(ids(team.employees)).not.toContain(person.employeeId);

    // Together with people named explicitly (a deactivated one here).
    const plus = await createTeam({
      name: 'Everyone plus',
      include_all_employees: true,
      employee_ids: [deactivated.employeeId],
    });
    expect(sorted(ids(plus.employees))).toEqual(sorted([...activeIds(), deactivated.employeeId]));
  });

  it('does not add people who join later to an "All Current Team Members" team', async () => {
    const small = await server.fixtures.org({ managers: 0, workers: 2 });
    const response = await as(small.admin, 'POST', `${orgPath(small.orgId)}/employee_group`, {
      name: 'All of us',
      include_all_employees: true,
    });
    expect(response.status, response.text).toBe(200);
    expect(zTeamResponse.parse(response.body).data.employees).toHaveLength(3);
    const late = await server.fixtures.member(small.orgId, ROLE.worker, {
      label: 'late',
      name: 'Larry Late',
    });
    const [listed] = (await listTeams('', small.admin, small.orgId)).data;
    expect(listed!.employees).toHaveLength(3);
    expect(ids(listed!.employees)).not.toContain(late.employeeId);
  });

  it('refuses people of another organisation, removed people and unknown ids, never dropping them', async () => {
    const url = `${orgPath()}/employee_group`;
    const mine = org.workers[0]!.employeeId;
    for (const stranger of [other.workers[0]!.employeeId, removed.employeeId, 99999999]) {
      expectHints(
        await as(org.admin, 'POST', url, { name: 'Mixed', employee_ids: [mine, stranger] }),
        { employee_ids: [TEAM_TEXT.employeesInvalid] },
      );
    }
    const count = await server.db
      .selectFrom('employee_groups')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('org_id', '=', org.orgId)
      .where('name', '=', 'Mixed')
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('takes only managers and administrators of the organisation as managers', async () => {
    const url = `${orgPath()}/employee_group`;
    const employee_ids = [org.workers[0]!.employeeId];
    for (const manager of [
      org.workers[1]!.employeeId,
      other.managers[0]!.employeeId,
      other.admin.employeeId,
      removed.employeeId,
    ]) {
      expectHints(
        await as(org.admin, 'POST', url, { name: 'Led', employee_ids, manager_ids: [manager] }),
        { manager_ids: [TEAM_TEXT.managersInvalid] },
      );
    }
    // All problems in one answer.
    expectHints(
      await as(org.admin, 'POST', url, {
        name: 'Framing crew',
        employee_ids: [other.workers[0]!.employeeId],
        manager_ids: [org.workers[1]!.employeeId],
      }),
      {
        name: [TEAM_TEXT.nameTaken],
        employee_ids: [TEAM_TEXT.employeesInvalid],
        manager_ids: [TEAM_TEXT.managersInvalid],
      },
    );
  });

  it('answers wrong types with field hints', async () => {
    const response = await as(org.admin, 'POST', `${orgPath()}/employee_group`, {
      name: 42,
      employee_ids: 'all',
      manager_ids: [0],
      include_all_employees: 'yes',
    });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.field_hints).sort()).toEqual([
      'employee_ids',
      'include_all_employees',
      'manager_ids.0',
      'name',
    ]);
  });

  it('holds a team of more than 30 members', async () => {
    const big = await server.fixtures.org({ managers: 1, workers: 34 });
    const everyone = [big.admin, ...big.managers, ...big.workers].map((u) => u.employeeId);
    expect(everyone).toHaveLength(36);
    const response = await as(big.admin, 'POST', `${orgPath(big.orgId)}/employee_group`, {
      name: 'Big crew',
      employee_ids: everyone.slice(0, 35),
      manager_ids: [big.managers[0]!.employeeId],
    });
    expect(response.status, response.text).toBe(200);
    const team = zTeamResponse.parse(response.body).data;
    expect(sorted(ids(team.employees))).toEqual(sorted(everyone.slice(0, 35)));
    const listed = await listTeams('', big.admin, big.orgId);
    expect(listed.data[0]!.employees).toHaveLength(35);

    const all = await as(big.admin, 'POST', `${orgPath(big.orgId)}/employee_group`, {
      name: 'Whole company',
      include_all_employees: true,
    });
    expect(zTeamResponse.parse(all.body).data.employees).toHaveLength(36);
  });
});

describe('PATCH /v1/orgs/{org_id}/employee_group/{employee_group_id}', () => {
  let team: Team;
  beforeAll(async () => {
    team = await createTeam({
      name: 'Concrete crew',
      employee_ids: [org.workers[0]!.employeeId, org.workers[1]!.employeeId],
      manager_ids: [org.managers[0]!.employeeId],
    });
  });
  const url = () => `${orgPath()}/employee_group/${team.id}`;

  it('renames (trimmed) and replaces members and managers, and audits before and after', async () => {
    const response = await as(org.admin, 'PATCH', url(), {
      name: '  Concrete crew B ',
      employee_ids: [org.workers[2]!.employeeId],
      manager_ids: [org.managers[1]!.employeeId, org.admin.employeeId],
      include_all_employees: false,
      is_archived: false,
    });
    expect(response.status, response.text).toBe(200);
    const { data, message } = zTeamResponse.parse(response.body);
    expect(message).toBe(TEAM_TEXT.updated);
    expect(message).toBe('Team has been updated!');
    expect(data.name).toBe('Concrete crew B');
    expect(ids(data.employees)).toEqual([org.workers[2]!.employeeId]);
    expect(ids(data.managers)).toEqual([org.admin.employeeId, org.managers[1]!.employeeId]);
    expect(data.created_at_unix).toBe(team.created_at_unix);
    const audit = (await auditOf(team.id)).at(-1)!;
    expect(audit.action).toBe('update');
    expect(JSON.parse(audit.before_json!)).toMatchObject({
      name: 'Concrete crew',
      employee_ids: [org.workers[0]!.employeeId, org.workers[1]!.employeeId],
    });
    expect(JSON.parse(audit.after_json!)).toMatchObject({
      name: 'Concrete crew B',
      employee_ids: [org.workers[2]!.employeeId],
    });
  });

  it('changes only the fields sent', async () => {
    const response = await as(org.admin, 'PATCH', url(), { name: 'Concrete crew' });
    expect(response.status, response.text).toBe(200);
    const { data } = zTeamResponse.parse(response.body);
    expect(data.name).toBe('Concrete crew');
    expect(ids(data.employees)).toEqual([org.workers[2]!.employeeId]);
    expect(data.managers).toHaveLength(2);
    // Its own name in another case is not a duplicate.
    expect((await as(org.admin, 'PATCH', url(), { name: 'CONCRETE CREW' })).status).toBe(200);
    expect((await as(org.admin, 'PATCH', url(), { name: 'Concrete crew' })).status).toBe(200);
  });

  it('archives and unarchives', async () => {
    const archived = zTeamResponse.parse(
      (await as(org.admin, 'PATCH', url(), { is_archived: true })).body,
    ).data;
    expect(archived.archived_at_unix).toBeGreaterThan(0);
    expect(archived.employees).toHaveLength(1);
    const restored = zTeamResponse.parse(
      (await as(org.admin, 'PATCH', url(), { is_archived: false })).body,
    ).data;
    expect(restored.archived_at_unix).toBeNull();
  });

  it('puts every current active member in the team with include_all_employees', async () => {
    const { data } = zTeamResponse.parse(
      (await as(org.admin, 'PATCH', url(), { include_all_employees: true })).body,
    );
    expect(sorted(ids(data.employees))).toEqual(activeIds());
    await as(org.admin, 'PATCH', url(), { employee_ids: [org.workers[2]!.employeeId] });
  });

  it('applies the form rules', async () => {
    expectHints(await as(org.admin, 'PATCH', url(), { name: '  ' }), {
      name: [RULE_TEXT.required],
    });
    expectHints(await as(org.admin, 'PATCH', url(), { employee_ids: [] }), {
      employee_ids: [RULE_TEXT.required],
    });
    expectHints(
      await as(org.admin, 'PATCH', url(), { employee_ids: [], include_all_employees: false }),
      { employee_ids: [RULE_TEXT.required] },
    );
    expectHints(await as(org.admin, 'PATCH', url(), { name: 'x'.repeat(81) }), {
      name: [TEAM_TEXT.nameLength],
    });
    expectHints(await as(org.admin, 'PATCH', url(), { name: 'framing CREW' }), {
      name: [TEAM_TEXT.nameTaken],
    });
    expectHints(
      await as(org.admin, 'PATCH', url(), { employee_ids: [other.workers[0]!.employeeId] }),
      { employee_ids: [TEAM_TEXT.employeesInvalid] },
    );
    expectHints(
      await as(org.admin, 'PATCH', url(), { manager_ids: [org.workers[0]!.employeeId] }),
      { manager_ids: [TEAM_TEXT.managersInvalid] },
    );
    // Nothing changed.
    const [current] = (await listTeams('?search=concrete')).data;
    expect(current).toMatchObject({ id: team.id, name: 'Concrete crew' });
    expect(ids(current!.employees)).toEqual([org.workers[2]!.employeeId]);
  });

  it('answers 404 for a team that does not exist or belongs to another organisation', async () => {
    const foreign = await server.fixtures.team(other.orgId, {
      name: 'Foreign crew',
      employeeIds: [other.workers[0]!.employeeId],
    });
    for (const id of [99999999, foreign]) {
      const response = await as(org.admin, 'PATCH', `${orgPath()}/employee_group/${id}`, {
        name: 'Mine now',
      });
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ status_code: 404, message: MESSAGES.notFound });
    }
    const row = await server.db
      .selectFrom('employee_groups')
      .select('name')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Foreign crew');
    expect(
      (await as(org.admin, 'PATCH', `${orgPath()}/employee_group/abc`, { name: 'x' })).status,
    ).toBe(400);
  });
});

describe('PATCH /v1/orgs/{org_id}/employee_groups (bulk archive)', () => {
  it('archives and unarchives several teams, auditing each', async () => {
    const a = await createTeam({ name: 'Bulk A', employee_ids: [org.workers[0]!.employeeId] });
    const b = await createTeam({ name: 'Bulk B', employee_ids: [org.workers[1]!.employeeId] });
    const url = `${orgPath()}/employee_groups`;

    const archived = await as(org.admin, 'PATCH', url, {
      employee_group_ids: [a.id, b.id],
      is_archived: true,
    });
    expect(archived.status, archived.text).toBe(200);
    const body = zTeamsBulkResponse.parse(archived.body);
    expect(body.message).toBe(TEAM_TEXT.archived(2));
    expect(body.data.map((t) => t.id)).toEqual([a.id, b.id]);
    expect(body.data.every((t) => t.archived_at_unix !== null)).toBe(true);
    expect(body.data[0]!.employees).toHaveLength(1);

    let inUse = await listTeams('?search=bulk');
    expect(inUse.data).toEqual([]);
    let gone = await listTeams('?search=bulk&is_archived=true');
    expect(gone.data.map((t) => t.name)).toEqual(['Bulk B', 'Bulk A']);

    // Archiving again keeps the first archive time.
    const again = zTeamsBulkResponse.parse(
      (await as(org.admin, 'PATCH', url, { employee_group_ids: [a.id], is_archived: true })).body,
    );
    expect(again.data[0]!.archived_at_unix).toBe(body.data[0]!.archived_at_unix);
    expect(again.message).toBe(TEAM_TEXT.archived(1));

    const restored = zTeamsBulkResponse.parse(
      (
        await as(org.admin, 'PATCH', url, {
          employee_group_ids: [b.id, a.id, a.id],
          is_archived: false,
        })
      ).body,
    );
    expect(restored.message).toBe(TEAM_TEXT.unarchived(2));
    expect(restored.data.map((t) => [t.id, t.archived_at_unix])).toEqual([
      [b.id, null],
      [a.id, null],
    ]);
    inUse = await listTeams('?search=bulk');
    expect(inUse.data.map((t) => t.name)).toEqual(['Bulk B', 'Bulk A']);
    gone = await listTeams('?search=bulk&is_archived=true');
    expect(gone.data).toEqual([]);

    expect((await auditOf(a.id)).map((row) => row.action)).toEqual([
      'create',
      'archive',
      'unarchive',
    ]);
  });

  it('refuses teams of another organisation or unknown ones, changing nothing', async () => {
    const mine = await createTeam({ name: 'Bulk C', employee_ids: [org.workers[0]!.employeeId] });
    const foreign = await server.fixtures.team(other.orgId, {
      name: 'Foreign bulk',
      employeeIds: [other.workers[0]!.employeeId],
    });
    for (const stranger of [foreign, 99999999]) {
      expectHints(
        await as(org.admin, 'PATCH', `${orgPath()}/employee_groups`, {
          employee_group_ids: [mine.id, stranger],
          is_archived: true,
        }),
        { employee_group_ids: [TEAM_TEXT.teamsInvalid] },
      );
    }
    const rows = await server.db
      .selectFrom('employee_groups')
      .select('archived_at_unix')
      .where('id', 'in', [mine.id, foreign])
      .execute();
    expect(rows.every((row) => row.archived_at_unix === null)).toBe(true);
  });

  it('requires the teams and the archive state', async () => {
    const url = `${orgPath()}/employee_groups`;
    expectHints(await as(org.admin, 'PATCH', url, { employee_group_ids: [], is_archived: true }), {
      employee_group_ids: [RULE_TEXT.required],
    });
    expectHints(await as(org.admin, 'PATCH', url, {}), {
      employee_group_ids: [RULE_TEXT.required],
      is_archived: [RULE_TEXT.required],
    });
  });
});

describe('DELETE /v1/orgs/{org_id}/employee_group/{employee_group_id}', () => {
  it('deletes a team with its members and managers, and audits it', async () => {
    const team = await createTeam({
      name: 'Short-lived',
      employee_ids: [org.workers[0]!.employeeId],
      manager_ids: [org.managers[0]!.employeeId],
    });
    const response = await as(org.admin, 'DELETE', `${orgPath()}/employee_group/${team.id}`);
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ message: TEAM_TEXT.deleted });
    expect(await teamExists(team.id)).toBe(false);
    for (const table of ['employee_group_members', 'employee_group_managers'] as const) {
      const rows = await server.db
        .selectFrom(table)
        .select('employee_id')
        .where('group_id', '=', team.id)
        .execute();
      expect(rows).toEqual([]);
    }
    expect((await listTeams('?search=short-lived')).data).toEqual([]);
    const audit = (await auditOf(team.id)).at(-1)!;
    expect(audit.action).toBe('delete');
    expect(JSON.parse(audit.before_json!)).toMatchObject({ name: 'Short-lived' });
    // The name is free again; a second delete finds nothing.
    await createTeam({ name: 'Short-lived', employee_ids: [org.workers[0]!.employeeId] });
    expect((await as(org.admin, 'DELETE', `${orgPath()}/employee_group/${team.id}`)).status).toBe(
      404,
    );
  });

  it('deletes archived teams too, but never another organisation’s', async () => {
    const archived = await server.fixtures.team(org.orgId, {
      name: 'Old crew',
      employeeIds: [org.workers[0]!.employeeId],
      archivedAt: 1_700_000_000,
    });
    expect((await as(org.admin, 'DELETE', `${orgPath()}/employee_group/${archived}`)).status).toBe(
      200,
    );
    const foreign = await server.fixtures.team(other.orgId, {
      name: 'Foreign keep',
      employeeIds: [other.workers[0]!.employeeId],
    });
    const response = await as(org.admin, 'DELETE', `${orgPath()}/employee_group/${foreign}`);
    expect(response.status).toBe(404);
    expect(await teamExists(foreign)).toBe(true);
  });
});

describe('GET /v1/orgs/{org_id}/employee_group_list', () => {
  let listOrg: OrgFixture;
  const NAMES = ['alpha', 'Bravo', 'charlie', 'Delta', 'echo', 'Foxtrot', 'golf'];
  beforeAll(async () => {
    listOrg = await server.fixtures.org({ managers: 1, workers: 3 });
    const [w1, w2, w3] = listOrg.workers.map((u) => u.employeeId);
    for (const [index, name] of NAMES.entries()) {
      await server.fixtures.team(listOrg.orgId, {
        name,
        employeeIds: index % 2 ? [w1!, w2!] : [w3!],
        managerIds: [listOrg.managers[0]!.employeeId],
      });
    }
    await server.fixtures.team(listOrg.orgId, {
      name: 'Zulu (archived)',
      employeeIds: [w1!],
      archivedAt: 1_700_000_000,
    });
    await server.fixtures.team(listOrg.orgId, {
      name: '50% off',
      employeeIds: [w1!],
      archivedAt: 1_700_000_000,
    });
  });
  const list = (query = '') => listTeams(query, listOrg.admin, listOrg.orgId);
  const names = (page: { data: Team[] }) => page.data.map((t) => t.name);
  const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

  it('lists teams in use, by name descending (desc:name) by default, with their people', async () => {
    const page = await list();
    expect(names(page)).toEqual([...NAMES].sort(byName).reverse());
    expect(page.meta).toEqual({ current_page: 1, last_page: 1, total: 7, per_page: 50, to: 7 });
    const bravo = page.data.find((t) => t.name === 'Bravo')!;
    expect(bravo.employees.map((p) => p.display_name)).toEqual(['Wren Worker01', 'Wren Worker02']);
    expect(bravo.managers.map((p) => p.display_name)).toEqual(['Manny Manager1']);
    expect(bravo.archived_at_unix).toBeNull();
    expect(names(await list('?sort_by=desc:name'))).toEqual(names(page));
  });

  it('sorts by name ascending with sort_by=name (or asc:name), case-insensitively', async () => {
    expect(names(await list('?sort_by=name'))).toEqual([...NAMES].sort(byName));
    expect(names(await list('?sort_by=asc:name'))).toEqual([...NAMES].sort(byName));
  });

  it('pages with meta', async () => {
    const first = await list('?limit=3&page=1&sort_by=name');
    const third = await list('?limit=3&page=3&sort_by=name');
    expect(first.meta).toEqual({ current_page: 1, last_page: 3, total: 7, per_page: 3, to: 3 });
    expect(names(first)).toEqual(['alpha', 'Bravo', 'charlie']);
    expect(third.meta).toEqual({ current_page: 3, last_page: 3, total: 7, per_page: 3, to: 7 });
    expect(names(third)).toEqual(['golf']);
    const beyond = await list('?limit=3&page=9');
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.total).toBe(7);
  });

  it('searches names case-insensitively, also as searchText, with wildcards taken literally', async () => {
    expect(names(await list('?search=LP'))).toEqual(['alpha']);
    expect(names(await list('?searchText=o&sort_by=name'))).toEqual([
      'Bravo',
      'echo',
      'Foxtrot',
      'golf',
    ]);
    expect(names(await list('?search=%25'))).toEqual([]);
    expect(names(await list('?search=%25&is_archived=true'))).toEqual(['50% off']);
    expect(names(await list('?search=_'))).toEqual([]);
  });

  it('lists archived teams with is_archived=true', async () => {
    const archived = await list('?is_archived=true&sort_by=name');
    expect(names(archived)).toEqual(['50% off', 'Zulu (archived)']);
    expect(archived.data.every((t) => t.archived_at_unix === 1_700_000_000)).toBe(true);
    expect(names(await list('?is_archived=false'))).toHaveLength(7);
  });

  it('leaves removed people out of teams', async () => {
    const leaver = await server.fixtures.member(listOrg.orgId, ROLE.worker, {
      label: 'leaver',
      name: 'Lee Leaver',
    });
    const id = await server.fixtures.team(listOrg.orgId, {
      name: 'Leavers',
      employeeIds: [leaver.employeeId, listOrg.workers[0]!.employeeId],
    });
    await server.db
      .updateTable('employees')
      .set({ staffing_status: 'removed', is_saas_enabled: 0 })
      .where('id', '=', leaver.employeeId)
      .execute();
    const team = (await list('?search=leavers')).data[0]!;
    expect(team.id).toBe(id);
    expect(ids(team.employees)).toEqual([listOrg.workers[0]!.employeeId]);
  });

  it('reads the people of a whole page in one query, however many teams it shows', async () => {
    await list('?limit=1'); // signs in first, outside the count
    const executor = server.db.getExecutor();
    const original = executor.executeQuery.bind(executor);
    let queries = 0;
    executor.executeQuery = ((...args: Parameters<typeof original>) => {
      queries++;
      return original(...args);
    }) as typeof executor.executeQuery;
    try {
      queries = 0;
      await list('?limit=1');
      const forOne = queries;
      queries = 0;
      await list('?limit=50');
      expect(queries).toBe(forOne);
      expect(forOne).toBeLessThanOrEqual(3);
    } finally {
      executor.executeQuery = original;
    }
  });

  it('rejects bad paging, sort and filter values', async () => {
    for (const query of [
      '?limit=0',
      '?limit=501',
      '?page=0',
      '?sort_by=created_at',
      '?is_archived=maybe',
      `?search=${'s'.repeat(81)}`,
    ]) {
      const response = await as(
        listOrg.admin,
        'GET',
        `${orgPath(listOrg.orgId)}/employee_group_list${query}`,
      );
      expect(response.status, query).toBe(400);
      expect(response.body.message).toBe(MESSAGES.validation);
    }
  });
});

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
      { employee_id: worker.employeeId, display_name: 'Wren Worker02', is_saas_enabled: true },
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
