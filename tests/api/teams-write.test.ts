import { beforeAll, describe, expect, it } from 'vitest';

import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';

import { TEAM_NAME_MAX, TEAM_TEXT, zTeamResponse, type Team } from '../../contract/teams';
import { RULE_TEXT } from '../../contract/validation';

import {
  activeIds,
  as,
  auditOf,
  createTeam,
  deactivated,
  expectHints,
  expiredInvite,
  ids,
  invited,
  listTeams,
  org,
  orgPath,
  other,
  removed,
  server,
  sorted,
  setUpTeamsWorld,
} from './teams-world';

setUpTeamsWorld();

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
