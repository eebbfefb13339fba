import { describe, expect, it } from 'vitest';
import {
  COST_CODE_MAX,
  COST_CODE_TEXT,
  zCostCodeListResponse,
  zCostCodeResponse,
  type CostCode,
} from '../../contract/cost-codes';
import { MESSAGES } from '../../contract/errors';
import { RULE_TEXT } from '../../contract/validation';
import { catalogueApi } from './archivable-catalogue';

/**
 * Cost codes (job_codes): an archivable catalogue that every member reads and holders of
 * permission 14 write, within project tracking (Pro). The shared catalogue cases assume workers
 * cannot read, so the ones that hold here are written out.
 */
const api = catalogueApi<CostCode>({
  noun: 'cost codes',
  collection: 'job_codes',
  auditEntity: 'job_code',
  key: 'code',
  texts: { ...COST_CODE_TEXT, keyTaken: COST_CODE_TEXT.codeTaken },
  zResponse: zCostCodeResponse,
  zList: zCostCodeListResponse,
  body: (code) => ({ code, name: `Name of ${code}` }),
  edit: { name: 'Renamed' },
});
const { world, as, path, create, patch, list } = api;

describe('cost codes: create, list, search, edit, archive', () => {
  it('creates a code with a trimmed code and name, usable on every project, and audits it', async () => {
    const code = await create({ code: '  03-300 ', name: ' Cast-in-place concrete ' });
    expect(code).toMatchObject({
      code: '03-300',
      name: 'Cast-in-place concrete',
      project_ids: [],
      archived_at_unix: null,
    });
    const audit = await world.server.db
      .selectFrom('audit_log')
      .select(['action', 'org_id'])
      .where('entity', '=', 'job_code')
      .where('entity_id', '=', code.id)
      .execute();
    expect(audit).toEqual([{ action: 'create', org_id: world.org.orgId }]);
  });

  it('refuses a code in use whatever its case, with a clear message; another org may use it', async () => {
    await create({ code: 'DUP-1', name: 'First' });
    const response = await as(world.org.admin, 'POST', path(), { code: 'dup-1', name: 'Second' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ code: [COST_CODE_TEXT.codeTaken] });
    await create({ code: 'DUP-1', name: 'Theirs' }, world.other.admin, world.other.orgId);
  });

  api.refusesEach([
    ['a blank code', { code: '  ', name: 'X' }, { code: [RULE_TEXT.required] }],
    ['no name', { code: 'N-1' }, { name: [RULE_TEXT.required] }],
    [
      'a long code',
      { code: '1'.repeat(COST_CODE_MAX + 1), name: 'X' },
      { code: [COST_CODE_TEXT.codeLength] },
    ],
    ['a code with symbols', { code: '#12', name: 'X' }, { code: [COST_CODE_TEXT.codeFormat] }],
    [
      'a project of no organisation',
      { code: 'P-1', name: 'X', project_ids: [999_999] },
      { project_ids: [COST_CODE_TEXT.unknownProject] },
    ],
  ]);

  it('lists by code, searches code or name, pages', async () => {
    const framing = await create({ code: '06-100', name: 'Rough carpentry' });
    const site = await create({ code: '02-200', name: 'Site clearing' });
    const page = await list();
    const codes = page.data.map((each) => each.code.toLowerCase());
    expect(codes).toEqual([...codes].sort());
    expect((await list('?search=CARPENTRY')).data.map((c) => c.id)).toEqual([framing.id]);
    expect((await list('?search=02-2')).data.map((c) => c.id)).toEqual([site.id]);
    expect((await list('?limit=1&page=2')).data).toHaveLength(1);
    expect((await list('?limit=1')).meta.total).toBe(page.meta.total);
  });

  it('lists the codes usable on a project of the organisation, and refuses another organisation’s project', async () => {
    const project = async (orgId: number, admin: typeof world.org.admin, name: string) => {
      const answer = await as(admin, 'POST', `/orgs/${orgId}/org_projects`, { name });
      expect(answer.status, answer.text).toBe(200);
      return (answer.body as { data: { id: number } }).data.id;
    };
    const bridge = await project(world.org.orgId, world.org.admin, 'Usable bridge');
    const tower = await project(world.org.orgId, world.org.admin, 'Usable tower');
    const theirs = await project(world.other.orgId, world.other.admin, 'Their project');
    const everywhere = await create({ code: 'USE-ALL', name: 'Anywhere' });
    const bridgeOnly = await create({ code: 'USE-BR', name: 'Bridge only', project_ids: [bridge] });
    const ids = async (query: string) => (await list(query)).data.map((code) => code.id);
    expect(await ids(`?org_project_id=${bridge}&limit=100`)).toEqual(
      expect.arrayContaining([everywhere.id, bridgeOnly.id]),
    );
    const onTower = await ids(`?org_project_id=${tower}&limit=100`);
    expect(onTower).toContain(everywhere.id);
    expect(onTower).not.toContain(bridgeOnly.id);
    const refused = await as(world.org.admin, 'GET', `${path()}?org_project_id=${theirs}`);
    expect(refused.status).toBe(400);
    expect(refused.body.field_hints).toEqual({ org_project_id: [COST_CODE_TEXT.unknownProject] });
  });

  it('edits, archives and unarchives; an archived code is free', async () => {
    const code = await create({ code: 'ARC-1', name: 'Archived' });
    const edited = await patch(code.id, { name: 'Edited' });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({
      message: COST_CODE_TEXT.updated,
      data: { name: 'Edited' },
    });
    const archived = await patch(code.id, { is_archived: true });
    expect(archived.body.message).toBe(COST_CODE_TEXT.archived);
    expect((await list()).data.map((c) => c.id)).not.toContain(code.id);
    expect((await list('?is_archived=true')).data.map((c) => c.id)).toContain(code.id);
    const namesake = await create({ code: 'ARC-1', name: 'New one' });
    const refused = await patch(code.id, { is_archived: false });
    expect(refused.body.field_hints).toEqual({ code: [COST_CODE_TEXT.codeTaken] });
    expect((await patch(namesake.id, { code: 'ARC-2' })).status).toBe(200);
    const back = await patch(code.id, { is_archived: false });
    expect(back.body.message).toBe(COST_CODE_TEXT.unarchived);
  });

  it('answers 404 for a code of another organisation, and changes nothing', async () => {
    const theirs = await create(
      { code: 'THEIRS', name: 'Theirs' },
      world.other.admin,
      world.other.orgId,
    );
    const response = await patch(theirs.id, { name: 'Mine now' });
    expect(response.status).toBe(404);
    expect(response.body.message).toBe(MESSAGES.notFound);
    const stored = await world.server.db
      .selectFrom('job_codes')
      .select('name')
      .where('id', '=', theirs.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Theirs');
  });
});

describe('who may read and write cost codes', () => {
  it('lets every member read, workers included', async () => {
    await create({ code: 'READ-1', name: 'Readable' });
    for (const user of [world.org.workers[0]!, world.org.managers[0]!, world.recruiter]) {
      const response = await as(user, 'GET', path());
      expect(response.status, user.email).toBe(200);
      expect(zCostCodeListResponse.parse(response.body).data.length).toBeGreaterThan(0);
    }
  });

  it('lets holders of permission 14 write; workers and managers without it are refused', async () => {
    const code = await create({ code: 'PERM-1', name: 'Permissions' });
    for (const user of [world.org.workers[0]!, world.org.managers[0]!, world.recruiter]) {
      const created = await as(user, 'POST', path(), { code: 'NOPE', name: 'Nope' });
      expect(created.status, user.email).toBe(403);
      expect(created.body.message).toBe(MESSAGES.forbidden);
      expect((await patch(code.id, { name: 'Nope' }, user)).status, user.email).toBe(403);
    }
    await create({ code: 'STAFF-1', name: 'By provider admin' }, world.staff);
    const manager14 = await world.server.fixtures.member(world.org.orgId, 27, {
      label: 'manager27',
      name: 'Manny Fourteen',
    });
    await create({ code: 'MGR-14', name: 'By a manager with 14' }, manager14);
  });

  it('keeps other organisations out', async () => {
    for (const [method, body] of [
      ['GET', undefined],
      ['POST', { code: 'INTRUDER', name: 'Intruder' }],
    ] as const) {
      const response = await as(world.other.admin, method, path(), body);
      expect(response.status, method).toBe(403);
      expect(response.body.message).toBe(MESSAGES.notOrgMember);
    }
  });

  it('refuses every call for an organisation on the Starter plan', async () => {
    const starter = await world.server.fixtures.org({ managers: 0, workers: 1 });
    const basic = await world.server.db
      .selectFrom('product_plans')
      .select('id')
      .where('tier', '=', 'basic')
      .executeTakeFirstOrThrow();
    await world.server.db
      .updateTable('organisations')
      .set({ plan_id: basic.id })
      .where('id', '=', starter.orgId)
      .execute();
    for (const [method, target, body] of [
      ['GET', path(starter.orgId), undefined],
      ['POST', path(starter.orgId), { code: 'S-1', name: 'Starter' }],
      ['PATCH', `${path(starter.orgId)}/1`, { name: 'Starter' }],
    ] as const) {
      // Whoever may make the call: the administrator, and for the list a worker too.
      for (const user of method === 'GET'
        ? [starter.admin, starter.workers[0]!]
        : [starter.admin]) {
        const response = await as(user, method, target, body);
        expect(response.status, `${method} ${user.email}`).toBe(403);
        expect(response.body.message).toBe(MESSAGES.featureNotInPlan);
      }
    }
  });
});
