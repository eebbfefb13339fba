import { describe, expect, it } from 'vitest';
import { RULE_TEXT } from '../../contract/validation';
import {
  activeIds,
  as,
  createTeam,
  expectHints,
  ids,
  listTeams,
  org,
  orgPath,
  server,
  setUpTeamsWorld,
  sorted,
} from './teams-world';

/**
 * The team calls as the spec names them (integrations doc, section 7 Teams: "GET paginated
 * teams: page, limit, searchText, isArchived false, sort desc:name"), and the API description
 * at /v1/openapi.json saying exactly what the server enforces.
 */
setUpTeamsWorld();

type JsonSchema = {
  properties?: Record<string, unknown>;
  required?: string[];
  anyOf?: unknown[];
};
type Operation = {
  parameters: { name: string; in: string }[];
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
};

async function operation(method: 'get' | 'post' | 'patch', path: string): Promise<Operation> {
  const response = await server.call('GET', '/v1/openapi.json');
  expect(response.status).toBe(200);
  const paths = response.body.paths as Record<string, Record<string, Operation>>;
  return paths[`/v1${path}`]![method]!;
}

const bodySchema = (op: Operation) => op.requestBody!.content['application/json'].schema;

describe('GET /v1/orgs/{org_id}/employee_group_list with the spec’s names', () => {
  it('lists archived teams with isArchived=true and teams in use with isArchived=false', async () => {
    const kept = await createTeam({
      name: 'Spec kept',
      employee_ids: [org.workers[0]!.employeeId],
    });
    const shelved = await createTeam({
      name: 'Spec shelved',
      employee_ids: [org.workers[1]!.employeeId],
    });
    await as(org.admin, 'PATCH', `${orgPath()}/employee_groups`, {
      employee_group_ids: [shelved.id],
      is_archived: true,
    });

    const archived = await listTeams('?page=1&limit=50&searchText=spec&isArchived=true');
    expect(archived.data.map((team) => team.id)).toEqual([shelved.id]);
    const inUse = await listTeams(
      '?page=1&limit=50&searchText=spec&isArchived=false&sort_by=desc:name',
    );
    expect(inUse.data.map((team) => team.id)).toEqual([kept.id]);
    // The names of core.md keep working.
    const legacy = await listTeams('?search=spec&is_archived=true');
    expect(legacy.data.map((team) => team.id)).toEqual([shelved.id]);

    const bad = await as(org.admin, 'GET', `${orgPath()}/employee_group_list?isArchived=maybe`);
    expect(bad.status).toBe(400);
  });

  it('documents isArchived and searchText beside is_archived and search', async () => {
    const op = await operation('get', '/orgs/{org_id}/employee_group_list');
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    expect(names).toEqual(
      expect.arrayContaining(['isArchived', 'is_archived', 'searchText', 'search']),
    );
  });
});

describe('the member rule of team creation and edits', () => {
  it('is stated by the API description: employee_ids with one id or more, unless all current', async () => {
    const create = bodySchema(await operation('post', '/orgs/{org_id}/employee_group'));
    expect(create.required).toEqual(['name']);
    expect(create.anyOf).toEqual([
      { required: ['employee_ids'], properties: { employee_ids: { minItems: 1 } } },
      {
        required: ['include_all_employees'],
        properties: { include_all_employees: { enum: [true] } },
      },
    ]);
    const patch = bodySchema(
      await operation('patch', '/orgs/{org_id}/employee_group/{employee_group_id}'),
    );
    expect(patch.anyOf).toEqual([
      { not: { required: ['employee_ids'] } },
      { properties: { employee_ids: { minItems: 1 } } },
      {
        required: ['include_all_employees'],
        properties: { include_all_employees: { enum: [true] } },
      },
    ]);
  });

  it('is what the server enforces', async () => {
    const url = `${orgPath()}/employee_group`;
    // Neither branch: refused.
    expectHints(await as(org.admin, 'POST', url, { name: 'No one' }), {
      employee_ids: [RULE_TEXT.required],
    });
    expectHints(await as(org.admin, 'POST', url, { name: 'No one', employee_ids: [] }), {
      employee_ids: [RULE_TEXT.required],
    });
    // Either branch: accepted.
    const everyone = await createTeam({ name: 'Everyone now', include_all_employees: true });
    expect(sorted(ids(everyone.employees))).toEqual(activeIds());
    const one = await createTeam({ name: 'Just one', employee_ids: [org.workers[2]!.employeeId] });
    expect(ids(one.employees)).toEqual([org.workers[2]!.employeeId]);

    const edit = `${orgPath()}/employee_group/${one.id}`;
    expect((await as(org.admin, 'PATCH', edit, { name: 'Just one renamed' })).status).toBe(200);
    expectHints(await as(org.admin, 'PATCH', edit, { employee_ids: [] }), {
      employee_ids: [RULE_TEXT.required],
    });
  });
});
