import { beforeAll, describe, expect, it } from 'vitest';

import { ROLE } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';

import { TEAM_TEXT, zTeamsBulkResponse, type Team } from '../../contract/teams';
import { RULE_TEXT } from '../../contract/validation';

import type { OrgFixture } from '../../server/db/fixtures';
import {
  as,
  auditOf,
  createTeam,
  expectHints,
  ids,
  listTeams,
  org,
  orgPath,
  other,
  server,
  teamExists,
  setUpTeamsWorld,
} from './teams-world';

setUpTeamsWorld();

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
