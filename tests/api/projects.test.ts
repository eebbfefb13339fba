import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { PROJECT_TEXT, zProjectListResponse, zProjectResponse } from '../../contract/projects';
import { RULE_TEXT } from '../../contract/validation';
import { projectsWorld, RICHMOND } from './projects-world';

/**
 * Projects (org_projects): create, list with search, filters, sort and paging, edit and archive;
 * permission 14 (edit all), 15 (financials), assigned managers, workers, other organisations and
 * the Starter plan.
 */
const { world, as, projectsPath: path, createProject } = projectsWorld();

async function list(query = '', user: { email: string } = world.org.admin) {
  const response = await as(user, 'GET', `${path()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zProjectListResponse.parse(response.body);
}

describe('projects: create, read, list', () => {
  it('creates a project with every field, trimmed, and reads it back', async () => {
    const customer = await as(world.org.admin, 'POST', `/orgs/${world.org.orgId}/org_customers`, {
      name: 'Acme Homes',
    });
    const group = await as(world.org.admin, 'POST', `/orgs/${world.org.orgId}/project_groups`, {
      name: 'Residential',
    });
    const project = await createProject({
      name: '  Swan Street Townhouses ',
      number: ' P-100 ',
      customer_id: customer.body.data.id,
      project_group_id: group.body.data.id,
      address: RICHMOND,
      start_date: '2026-01-05',
      end_date: '2026-06-30',
      budget_hours: 1200.5,
      labour_budget_cents: 9_500_000,
      notes: 'Gate code 1234',
      manager_ids: [world.org.managers[0]!.employeeId],
    });
    expect(project).toMatchObject({
      name: 'Swan Street Townhouses',
      number: 'P-100',
      customer_name: 'Acme Homes',
      project_group_name: 'Residential',
      address: RICHMOND,
      budget_hours: 1200.5,
      labour_budget_cents: 9_500_000,
      status: 'active',
      manager_ids: [world.org.managers[0]!.employeeId],
      can_edit: true,
      auto_archived: false,
    });
    const read = await as(world.org.admin, 'GET', `${path()}/${project.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual(project);
  });

  it('refuses a duplicate name among active projects, whatever its case; an archived name is free', async () => {
    const first = await createProject({ name: 'Dup Project' });
    const response = await as(world.org.admin, 'POST', path(), { name: 'dup project' });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ name: [PROJECT_TEXT.nameTaken] });
    expect(response.body.message).toBe(PROJECT_TEXT.nameTaken);
    await as(world.org.admin, 'PATCH', `${path()}/${first.id}`, { is_archived: true });
    const second = await createProject({ name: 'DUP PROJECT' });
    const restore = await as(world.org.admin, 'PATCH', `${path()}/${first.id}`, {
      is_archived: false,
    });
    expect(restore.body.field_hints).toEqual({ name: [PROJECT_TEXT.nameTaken] });
    // Another organisation may use the name.
    await createProject({ name: second.name }, world.other.admin, world.other.orgId);
  });

  for (const [name, body, hints] of [
    ['no name', { number: '1' }, { name: [RULE_TEXT.required] }],
    ['a blank name', { name: '   ' }, { name: [RULE_TEXT.required] }],
    [
      'a latitude out of range',
      { name: 'Lat', address: { ...RICHMOND, latitude: 90.5 } },
      { 'address.latitude': [RULE_TEXT.latitudeRange] },
    ],
    [
      'a longitude out of range',
      { name: 'Lng', address: { ...RICHMOND, longitude: -181 } },
      { 'address.longitude': [RULE_TEXT.longitudeRange] },
    ],
    [
      'an end before the start',
      { name: 'Dates', start_date: '2026-05-02', end_date: '2026-05-01' },
      { start_date: [RULE_TEXT.dateRangeOrder] },
    ],
    [
      'a customer of no organisation',
      { name: 'Cust', customer_id: 999_999 },
      { customer_id: [PROJECT_TEXT.unknownCustomer] },
    ],
    [
      'a worker as manager',
      { name: 'Mgr', manager_ids: [-1] },
      { 'manager_ids.0': expect.any(Array) },
    ],
  ] as const) {
    it(`refuses ${name}`, async () => {
      const response = await as(world.org.admin, 'POST', path(), body);
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    });
  }

  it('refuses a worker or a manager of another organisation as an assigned manager', async () => {
    for (const id of [world.org.workers[0]!.employeeId, world.other.managers[0]!.employeeId]) {
      const response = await as(world.org.admin, 'POST', path(), {
        name: `Managed ${id}`,
        manager_ids: [id],
      });
      expect(response.status).toBe(400);
      expect(response.body.field_hints).toEqual({ manager_ids: [PROJECT_TEXT.unknownManager] });
    }
  });

  it('checks dates of a change against the stored ones', async () => {
    const project = await createProject({ name: 'Dated', start_date: '2026-03-01' });
    const response = await as(world.org.admin, 'PATCH', `${path()}/${project.id}`, {
      end_date: '2026-02-01',
    });
    expect(response.status).toBe(400);
    expect(response.body.field_hints).toEqual({ start_date: [RULE_TEXT.dateRangeOrder] });
  });

  it('lists by name, searches name or number, filters by customer, group and status, pages', async () => {
    const customer = await as(world.org.admin, 'POST', `/orgs/${world.org.orgId}/org_customers`, {
      name: 'Filter Customer',
    });
    const group = await as(world.org.admin, 'POST', `/orgs/${world.org.orgId}/project_groups`, {
      name: 'Filter Group',
    });
    const a = await createProject({
      name: 'Zeta Warehouse',
      number: 'WH-77',
      customer_id: customer.body.data.id,
    });
    const b = await createProject({ name: 'Alpha Fitout', project_group_id: group.body.data.id });
    const c = await createProject({ name: 'Old Job 50%' });
    await as(world.org.admin, 'PATCH', `${path()}/${c.id}`, { status: 'archived' });

    const all = await list('?limit=500');
    const names = all.data.map((p) => p.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(names).not.toContain('old job 50%');
    expect((await list('?search=wh-7')).data.map((p) => p.id)).toEqual([a.id]);
    expect((await list('?search=FITOUT')).data.map((p) => p.id)).toEqual([b.id]);
    // LIKE wildcards are text.
    expect((await list('?status=archived&search=50%25')).data.map((p) => p.id)).toEqual([c.id]);
    expect((await list('?search=%25')).data).toEqual([]);
    expect((await list(`?customer_id=${customer.body.data.id}`)).data.map((p) => p.id)).toEqual([
      a.id,
    ]);
    expect((await list(`?project_group_id=${group.body.data.id}`)).data.map((p) => p.id)).toEqual([
      b.id,
    ]);
    const archived = await list('?status=archived&limit=500');
    expect(archived.data.map((p) => p.id)).toContain(c.id);
    expect((await list('?status=all&limit=500')).meta.total).toBe(
      all.meta.total + archived.meta.total,
    );
    const desc = (await list('?sort=-name&limit=500')).data.map((p) => p.name.toLowerCase());
    expect(desc).toEqual([...names].reverse());
    const page2 = await list('?limit=1&page=2');
    expect(page2.data).toHaveLength(1);
    expect(page2.data[0]!.id).toBe(all.data[1]!.id);
    expect(page2.meta).toMatchObject({ current_page: 2, per_page: 1, total: all.meta.total });
  });
});

describe('who may read and write projects', () => {
  it('lets a worker read without money, and refuses their writes', async () => {
    const project = await createProject({ name: 'Worker View', budget_hours: 10 });
    const worker = world.org.workers[0]!;
    const read = await as(worker, 'GET', `${path()}/${project.id}`);
    expect(read.status).toBe(200);
    expect(read.body.data).not.toHaveProperty('budget_hours');
    expect(read.body.data).not.toHaveProperty('labour_budget_cents');
    expect(read.body.data.can_edit).toBe(false);
    for (const item of (await list('', worker)).data)
      expect(item).not.toHaveProperty('budget_hours');
    expect((await as(worker, 'POST', path(), { name: 'Nope' })).status).toBe(403);
    expect((await as(worker, 'PATCH', `${path()}/${project.id}`, { name: 'Nope' })).status).toBe(
      403,
    );
  });

  it('shows and takes budgets only with permission 15', async () => {
    const project = await createProject({ name: 'Money', labour_budget_cents: 500 });
    // 14 without 15: edits, sees no money, and may not send it.
    const m14 = await as(world.manager14, 'GET', `${path()}/${project.id}`);
    expect(m14.body.data).not.toHaveProperty('labour_budget_cents');
    expect(m14.body.data.can_edit).toBe(true);
    const refused = await as(world.manager14, 'PATCH', `${path()}/${project.id}`, {
      labour_budget_cents: 1,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROJECT_TEXT.financialsForbidden);
    const createRefused = await as(world.manager14, 'POST', path(), {
      name: 'Money Two',
      budget_hours: 1,
    });
    expect(createRefused.status).toBe(403);
    expect(createRefused.body.message).toBe(PROJECT_TEXT.financialsForbidden);
    const renamed = await as(world.manager14, 'PATCH', `${path()}/${project.id}`, {
      name: 'Money renamed',
    });
    expect(renamed.status, renamed.text).toBe(200);
    // 15 without 14: sees the money, may not edit a project it is not assigned to.
    const m15 = await as(world.manager15, 'GET', `${path()}/${project.id}`);
    expect(m15.body.data.labour_budget_cents).toBe(500);
    expect(m15.body.data.can_edit).toBe(false);
    expect(
      (await as(world.manager15, 'PATCH', `${path()}/${project.id}`, { name: 'X' })).status,
    ).toBe(403);
    expect((await as(world.manager15, 'POST', path(), { name: 'By 15' })).status).toBe(403);
  });

  it('lets a manager without 14 edit only the projects assigned to them', async () => {
    const manager = world.org.managers[0]!;
    const mine = await createProject({ name: 'Assigned', manager_ids: [manager.employeeId] });
    const theirs = await createProject({ name: 'Not assigned' });
    const edited = await as(manager, 'PATCH', `${path()}/${mine.id}`, { notes: 'Updated on site' });
    expect(edited.status, edited.text).toBe(200);
    expect(zProjectResponse.parse(edited.body).data).toMatchObject({
      notes: 'Updated on site',
      can_edit: true,
    });
    const refused = await as(manager, 'PATCH', `${path()}/${theirs.id}`, { notes: 'No' });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    // The assignment itself is for holders of 14.
    const reassign = await as(manager, 'PATCH', `${path()}/${mine.id}`, { manager_ids: [] });
    expect(reassign.status).toBe(403);
    expect((await as(manager, 'POST', path(), { name: 'Mine new' })).status).toBe(403);
  });

  it('keeps other organisations out: 403 on their path, 404 on our ids, nothing leaked', async () => {
    const ours = await createProject({ name: 'Ours Secret', budget_hours: 99 });
    const outsider = world.other.admin;
    for (const [method, target, body] of [
      ['GET', path(), undefined],
      ['GET', `${path()}/${ours.id}`, undefined],
      ['POST', path(), { name: 'Intruder' }],
      ['PATCH', `${path()}/${ours.id}`, { name: 'Intruder' }],
    ] as const) {
      const response = await as(outsider, method, target, body);
      expect(response.status, `${method} ${target}`).toBe(403);
      expect(response.text).not.toContain('Ours Secret');
    }
    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { name: 'Taken over' }],
    ] as const) {
      const response = await as(outsider, method, `${path(world.other.orgId)}/${ours.id}`, body);
      expect(response.status, method).toBe(404);
      expect(response.text).not.toContain('Ours Secret');
    }
    const stored = await world.server.db
      .selectFrom('projects')
      .select('name')
      .where('id', '=', ours.id)
      .executeTakeFirstOrThrow();
    expect(stored.name).toBe('Ours Secret');
    // Their customer cannot be ours.
    const theirCustomer = await as(outsider, 'POST', `/orgs/${world.other.orgId}/org_customers`, {
      name: 'Their customer',
    });
    const response = await as(world.org.admin, 'POST', path(), {
      name: 'Borrowed customer',
      customer_id: theirCustomer.body.data.id,
    });
    expect(response.body.field_hints).toEqual({ customer_id: [PROJECT_TEXT.unknownCustomer] });
  });

  it('refuses every projects call for an organisation on the Starter plan, reads too', async () => {
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
    const base = `/orgs/${starter.orgId}`;
    for (const [method, target, body] of [
      ['GET', `${base}/org_projects`, undefined],
      ['POST', `${base}/org_projects`, { name: 'Starter' }],
      ['GET', `${base}/org_projects/1`, undefined],
      ['PATCH', `${base}/org_projects/1`, { name: 'Starter' }],
      ['GET', `${base}/org_projects/1/work_sites`, undefined],
      ['GET', `${base}/project_groups`, undefined],
      ['POST', `${base}/project_groups`, { name: 'Starter' }],
      ['GET', `${base}/org_customers`, undefined],
      ['POST', `${base}/org_customers`, { name: 'Starter' }],
    ] as const) {
      for (const user of method === 'GET'
        ? [starter.admin, starter.workers[0]!]
        : [starter.admin]) {
        const response = await as(user, method, target, body);
        expect(response.status, `${method} ${target} ${user.email}`).toBe(403);
        expect(response.body.message).toBe(MESSAGES.featureNotInPlan);
      }
    }
  });
});

describe('assigning managers', () => {
  it('lets a manager with 14 add themselves and keep others, but not assign other managers', async () => {
    const other = world.org.managers[0]!.employeeId;
    const self = world.manager14.employeeId;
    const refused = await as(world.manager14, 'POST', path(), {
      name: 'Assigning others',
      manager_ids: [other],
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(PROJECT_TEXT.managersForbidden);
    const project = await createProject({ name: 'Assigned by admin', manager_ids: [other] });
    const kept = await as(world.manager14, 'PATCH', `${path()}/${project.id}`, {
      manager_ids: [other, self],
    });
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.data.manager_ids).toEqual([other, self].sort((a, b) => a - b));
  });
});
