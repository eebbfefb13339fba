import { describe, expect, it } from 'vitest';
import { zProjectListResponse } from '../../contract/projects';
import { projectsWorld } from './projects-world';

/**
 * The projects list's filters ("is any of" and "is none of" customers, groups and statuses) and
 * the ids it keeps between requests: every write that changes what a list finds shows at once.
 */
const { world, as, projectsPath: path, createProject } = projectsWorld();

async function list(query: string) {
  const response = await as(world.org.admin, 'GET', `${path()}${query}`);
  expect(response.status, response.text).toBe(200);
  return zProjectListResponse.parse(response.body);
}
const idsOf = async (query: string) => (await list(query)).data.map((project) => project.id);

async function catalogue(kind: 'org_customers' | 'project_groups', name: string, orgId?: number) {
  const user = orgId === undefined ? world.org.admin : world.other.admin;
  const response = await as(user, 'POST', `/orgs/${orgId ?? world.org.orgId}/${kind}`, { name });
  expect(response.status, response.text).toBe(200);
  return response.body.data.id as number;
}

describe('project list filters', () => {
  it('keeps any of several customers, groups and statuses, and leaves out none of them', async () => {
    const acme = await catalogue('org_customers', 'Filters Acme');
    const bolt = await catalogue('org_customers', 'Filters Bolt');
    const homes = await catalogue('project_groups', 'Filters Homes');
    const roads = await catalogue('project_groups', 'Filters Roads');
    const a = await createProject({ name: 'Flt A', customer_id: acme, project_group_id: homes });
    const b = await createProject({ name: 'Flt B', customer_id: bolt, project_group_id: roads });
    const c = await createProject({ name: 'Flt C' });
    const d = await createProject({ name: 'Flt D', customer_id: acme, status: 'archived' });
    const q = (rest: string) => idsOf(`?search=flt%20&limit=500${rest}`);

    expect(await q('')).toEqual([a.id, b.id, c.id]);
    expect(await q(`&customer_id=${acme}`)).toEqual([a.id]);
    expect(await q(`&customer_id=${acme}&customer_id=${bolt}`)).toEqual([a.id, b.id]);
    // Projects without a customer are none of those left out.
    expect(await q(`&exclude_customer_id=${acme}`)).toEqual([b.id, c.id]);
    expect(await q(`&customer_id=${acme}&status=all`)).toEqual([a.id, d.id]);
    expect(await q(`&customer_id=${acme}&status=active&status=archived`)).toEqual([a.id, d.id]);
    expect(await q(`&project_group_id=${homes}&project_group_id=${roads}`)).toEqual([a.id, b.id]);
    expect(await q(`&exclude_project_group_id=${homes}`)).toEqual([b.id, c.id]);
    expect(await q(`&exclude_project_group_id=${homes}&exclude_project_group_id=${roads}`)).toEqual(
      [c.id],
    );
    // exclude_status alone starts from every status.
    expect(await q('&exclude_status=active')).toEqual([d.id]);
    expect(await q('&exclude_status=archived')).toEqual([a.id, b.id, c.id]);
    expect(await q('&exclude_status=active&exclude_status=archived')).toEqual([]);
    expect(await q('&status=all&exclude_status=active')).toEqual([d.id]);
    // Both kinds together, on several filters.
    expect(await q(`&customer_id=${acme}&exclude_project_group_id=${homes}&status=all`)).toEqual([
      d.id,
    ]);
    expect((await list(`?search=flt%20&exclude_customer_id=${acme}&limit=1`)).meta.total).toBe(2);
  });

  it('finds nothing by another organisation’s customer or group, and leaves out nothing by it', async () => {
    const theirs = await catalogue('org_customers', 'Filters Theirs', world.other.orgId);
    const theirGroup = await catalogue('project_groups', 'Filters Their Group', world.other.orgId);
    await createProject(
      { name: 'Foreign Flt', customer_id: theirs },
      world.other.admin,
      world.other.orgId,
    );
    const mine = await createProject({ name: 'Foreign Flt' });
    expect(await idsOf(`?customer_id=${theirs}&status=all`)).toEqual([]);
    expect(await idsOf(`?project_group_id=${theirGroup}&status=all`)).toEqual([]);
    expect(await idsOf(`?search=foreign%20flt&exclude_customer_id=${theirs}`)).toEqual([mine.id]);
  });

  for (const [label, query] of [
    ['an id of 0', '?customer_id=0'],
    ['an id beyond the id column', '?exclude_project_group_id=3000000000'],
    ['an id that is not a number', '?customer_id=1&customer_id=x'],
    ['a status that cannot be left out', '?exclude_status=all'],
    ['an unknown status', '?status=active&status=open'],
    [
      'more than 100 values',
      `?customer_id=${Array.from({ length: 101 }, (_, i) => i + 1).join('&customer_id=')}`,
    ],
  ] as const)
    it(`refuses ${label} with 400`, async () => {
      const response = await as(world.org.admin, 'GET', `${path()}${query}`);
      expect(response.status, response.text).toBe(400);
    });
});

describe('the ids a project list keeps', () => {
  it('shows every write at once: new, renamed, archived, moved to another customer', async () => {
    const acme = await catalogue('org_customers', 'Fresh Acme');
    const first = await createProject({ name: 'Fresh One', customer_id: acme });
    const page = () => list('?search=fresh&limit=500');
    expect((await page()).data.map((p) => p.name)).toEqual(['Fresh One']);
    // Read twice, so the second answer comes from the ids kept.
    expect((await page()).meta.total).toBe(1);

    const second = await createProject({ name: 'Fresh Two' });
    expect((await page()).data.map((p) => p.id)).toEqual([first.id, second.id]);
    await as(world.org.admin, 'PATCH', `${path()}/${first.id}`, { name: 'Stale One' });
    expect((await page()).data.map((p) => p.id)).toEqual([second.id]);
    await as(world.org.admin, 'PATCH', `${path()}/${second.id}`, { name: 'A Fresh Two' });
    await createProject({ name: 'Fresh Three' });
    expect((await page()).data.map((p) => p.name)).toEqual(['A Fresh Two', 'Fresh Three']);
    await as(world.org.admin, 'PATCH', `${path()}/${second.id}`, { is_archived: true });
    expect((await page()).data.map((p) => p.name)).toEqual(['Fresh Three']);

    expect(await idsOf(`?customer_id=${acme}&status=all`)).toEqual([first.id]);
    await as(world.org.admin, 'PATCH', `${path()}/${first.id}`, { customer_id: null });
    expect(await idsOf(`?customer_id=${acme}&status=all`)).toEqual([]);
  });

  it('reads each page’s rows fresh: notes, customer and group names, managers, work sites', async () => {
    const acme = await catalogue('org_customers', 'Rows Acme');
    const homes = await catalogue('project_groups', 'Rows Homes');
    const project = await createProject({
      name: 'Rows Project',
      customer_id: acme,
      project_group_id: homes,
    });
    // Each write between two reads of the same page, the first of which keeps it.
    const row = async () => (await list('?search=rows%20project')).data[0]!;
    const after = async (write: () => Promise<{ status: number; text: string }>) => {
      await row();
      const response = await write();
      expect(response.status, response.text).toBe(200);
      return row();
    };
    const patch = (route: string, body: Record<string, unknown>) =>
      as(world.org.admin, 'PATCH', route, body);

    expect(await row()).toMatchObject({ customer_name: 'Rows Acme', manager_ids: [] });
    expect(
      await after(() => patch(`${path()}/${project.id}`, { notes: 'Gate code 4321' })),
    ).toMatchObject({ notes: 'Gate code 4321' });
    expect(
      await after(() =>
        patch(`/orgs/${world.org.orgId}/org_customers/${acme}`, { name: 'Rows Acme Renamed' }),
      ),
    ).toMatchObject({ customer_name: 'Rows Acme Renamed' });
    expect(
      await after(() =>
        patch(`/orgs/${world.org.orgId}/project_groups/${homes}`, { name: 'Rows Homes Renamed' }),
      ),
    ).toMatchObject({ project_group_name: 'Rows Homes Renamed' });
    const manager = world.org.managers[0]!.employeeId;
    expect(
      await after(() => patch(`${path()}/${project.id}`, { manager_ids: [manager] })),
    ).toMatchObject({ manager_ids: [manager] });
    const sites = `${path()}/${project.id}/work_sites`;
    let siteId = 0;
    expect(
      await after(async () => {
        const site = await as(world.org.admin, 'POST', sites, {
          name: 'Gate',
          latitude: -37.8,
          longitude: 144.9,
          geofence_radius_meters: 100,
        });
        siteId = site.body.data?.id;
        return site;
      }),
    ).toMatchObject({ work_sites_count: 1 });
    expect(await after(() => patch(`${sites}/${siteId}`, { is_archived: true }))).toMatchObject({
      work_sites_count: 0,
    });
  });

  it('sees writes that bypass the server’s code (the database raises the versions)', async () => {
    const project = await createProject({ name: 'Direct Write' });
    const manager = world.org.managers[0]!.employeeId;
    const read = () => list('?search=direct%20write');
    expect((await read()).data).toMatchObject([{ id: project.id, manager_ids: [] }]);
    // An employee removed, for one, takes their project_managers rows with them.
    await world.server.db
      .insertInto('project_managers')
      .values({ org_id: world.org.orgId, project_id: project.id, employee_id: manager })
      .execute();
    expect((await read()).data).toMatchObject([{ id: project.id, manager_ids: [manager] }]);
    await world.server.db
      .updateTable('projects')
      .set({ archived_at_unix: 1 })
      .where('id', '=', project.id)
      .execute();
    expect((await read()).data).toEqual([]);
    expect(await idsOf('?search=direct%20write&status=all')).toEqual([project.id]);
    await world.server.db.deleteFrom('projects').where('id', '=', project.id).execute();
    expect(await idsOf('?search=direct%20write&status=all')).toEqual([]);
  });
});
