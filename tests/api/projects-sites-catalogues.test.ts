import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/errors';
import { GEOFENCE_RADIUS_MAX_METERS, METERS_PER_MILE } from '../../contract/geofence';
import { COMPANY_LOCATION_TEXT } from '../../contract/company-locations';
import { CUSTOMER_TEXT, PROJECT_GROUP_TEXT } from '../../contract/project-catalogues';
import { RULE_TEXT } from '../../contract/validation';
import {
  WORK_SITE_TEXT,
  zWorkSiteListResponse,
  zWorkSiteResponse,
} from '../../contract/work-sites';
import { ProjectActivityService } from '../../server/modules/projects/project-activity.service';
import { projectsWorld, RICHMOND } from './projects-world';

/**
 * Work sites (under a project), project groups, customers, and the auto-archive job with its
 * auto-restore.
 */
const { world, as, projectsPath, createProject } = projectsWorld();
const DAY = 86_400;

const site = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  place: RICHMOND,
  latitude: RICHMOND.latitude,
  longitude: RICHMOND.longitude,
  geofence_radius_meters: 150,
  ...extra,
});

describe('work sites', () => {
  it('adds, lists, edits, archives and deletes the work sites of a project', async () => {
    const project = await createProject({ name: 'Sites Project' });
    const sites = `${projectsPath()}/${project.id}/work_sites`;
    const first = await as(world.org.admin, 'POST', sites, site(' North Gate '));
    expect(first.status, first.text).toBe(200);
    const created = zWorkSiteResponse.parse(first.body);
    expect(created).toMatchObject({
      message: WORK_SITE_TEXT.created,
      data: { name: 'North Gate', enabled: true, geofence_radius_meters: 150, place: RICHMOND },
    });
    // Placed on the map only: no address.
    const second = await as(world.org.admin, 'POST', sites, {
      name: 'South Yard',
      latitude: -37.83,
      longitude: 145,
      geofence_radius_meters: 60,
      enabled: false,
    });
    expect(second.body.data.place).toBeNull();
    const listed = zWorkSiteListResponse.parse((await as(world.org.admin, 'GET', sites)).body);
    expect(listed.data.map((s) => s.name)).toEqual(['North Gate', 'South Yard']);
    const read = await as(world.org.admin, 'GET', `${projectsPath()}/${project.id}`);
    expect(read.body.data.work_sites_count).toBe(2);

    const dup = await as(world.org.admin, 'POST', sites, site('north gate'));
    expect(dup.status).toBe(400);
    expect(dup.body.field_hints).toEqual({ name: [WORK_SITE_TEXT.nameTaken] });

    const moved = await as(world.org.admin, 'PATCH', `${sites}/${created.data.id}`, {
      latitude: -37.9,
      geofence_radius_meters: 300,
    });
    expect(moved.body.data).toMatchObject({ latitude: -37.9, geofence_radius_meters: 300 });
    const archived = await as(world.org.admin, 'PATCH', `${sites}/${created.data.id}`, {
      is_archived: true,
    });
    expect(archived.body.message).toBe(WORK_SITE_TEXT.archived);
    const active = await as(world.org.admin, 'GET', `${sites}?is_archived=false`);
    expect(active.body.data.map((s: { name: string }) => s.name)).toEqual(['South Yard']);
    const deleted = await as(world.org.admin, 'DELETE', `${sites}/${second.body.data.id}`);
    expect(deleted.body.message).toBe(WORK_SITE_TEXT.deleted);
    expect((await as(world.org.admin, 'GET', sites)).body.data).toHaveLength(1);
  });

  for (const [name, extra, hints] of [
    [
      'a radius of 0',
      { geofence_radius_meters: 0 },
      { geofence_radius_meters: [COMPANY_LOCATION_TEXT.radiusRange] },
    ],
    [
      'a radius of 100 miles',
      { geofence_radius_meters: 100 * METERS_PER_MILE },
      { geofence_radius_meters: [COMPANY_LOCATION_TEXT.radiusRange] },
    ],
    ['a latitude past 90', { latitude: 91 }, { latitude: [RULE_TEXT.latitudeRange] }],
    ['a longitude past 180', { longitude: 180.01 }, { longitude: [RULE_TEXT.longitudeRange] }],
    ['no name', { name: '' }, { name: [RULE_TEXT.required] }],
  ] as const) {
    it(`refuses ${name}`, async () => {
      const project = await createProject({ name: `Refuses ${name}` });
      const response = await as(
        world.org.admin,
        'POST',
        `${projectsPath()}/${project.id}/work_sites`,
        site('Gate', extra),
      );
      expect(response.status, response.text).toBe(400);
      expect(response.body.field_hints).toEqual(hints);
    });
  }

  it('takes the largest radius itself', async () => {
    const project = await createProject({ name: 'Largest radius' });
    const response = await as(
      world.org.admin,
      'POST',
      `${projectsPath()}/${project.id}/work_sites`,
      site('Wide', { geofence_radius_meters: GEOFENCE_RADIUS_MAX_METERS }),
    );
    expect(response.status, response.text).toBe(200);
  });

  it('follows the project: assigned managers edit, others and workers read only', async () => {
    const manager = world.org.managers[0]!;
    const mine = await createProject({ name: 'Site mine', manager_ids: [manager.employeeId] });
    const theirs = await createProject({ name: 'Site theirs' });
    const mineSites = `${projectsPath()}/${mine.id}/work_sites`;
    const theirSites = `${projectsPath()}/${theirs.id}/work_sites`;
    expect((await as(manager, 'POST', mineSites, site('Mine'))).status).toBe(200);
    const refused = await as(manager, 'POST', theirSites, site('Theirs'));
    expect(refused.status).toBe(403);
    const worker = world.org.workers[0]!;
    expect((await as(worker, 'GET', mineSites)).status).toBe(200);
    expect((await as(worker, 'POST', mineSites, site('Worker'))).status).toBe(403);
  });

  it('answers 404 for another organisation’s project or site, and 403 on its path', async () => {
    const theirs = await createProject(
      { name: 'Their sites' },
      world.other.admin,
      world.other.orgId,
    );
    const theirSites = `${projectsPath(world.other.orgId)}/${theirs.id}/work_sites`;
    const created = await as(world.other.admin, 'POST', theirSites, site('Theirs'));
    const ours = await createProject({ name: 'Our sites' });
    // Their site through our project, their project through our org.
    for (const target of [
      `${projectsPath()}/${ours.id}/work_sites/${created.body.data.id}`,
      `${projectsPath()}/${theirs.id}/work_sites/${created.body.data.id}`,
    ]) {
      const response = await as(world.org.admin, 'PATCH', target, { name: 'Mine' });
      expect(response.status, target).toBe(404);
      expect(response.body.message).toBe(MESSAGES.notFound);
    }
    const listed = await as(world.org.admin, 'GET', `${projectsPath()}/${theirs.id}/work_sites`);
    expect(listed.status).toBe(404);
    expect((await as(world.org.admin, 'GET', theirSites)).status).toBe(403);
  });
});

describe('project groups and customers', () => {
  it('creates, searches, renames and archives project groups; names unique among active', async () => {
    const path = `/orgs/${world.org.orgId}/project_groups`;
    const created = await as(world.org.admin, 'POST', path, { name: ' Civil ' });
    expect(created.body).toMatchObject({
      message: PROJECT_GROUP_TEXT.created,
      data: { name: 'Civil' },
    });
    const dup = await as(world.org.admin, 'POST', path, { name: 'CIVIL' });
    expect(dup.body.field_hints).toEqual({ name: [PROJECT_GROUP_TEXT.nameTaken] });
    const renamed = await as(world.org.admin, 'PATCH', `${path}/${created.body.data.id}`, {
      name: 'Civil works',
    });
    expect(renamed.body.data.name).toBe('Civil works');
    expect((await as(world.org.admin, 'GET', `${path}?search=works`)).body.data).toHaveLength(1);
    const archived = await as(world.org.admin, 'PATCH', `${path}/${created.body.data.id}`, {
      is_archived: true,
    });
    expect(archived.body.message).toBe(PROJECT_GROUP_TEXT.archived);
    expect((await as(world.org.admin, 'GET', `${path}?search=works`)).body.data).toHaveLength(0);
    // An archived group cannot be chosen for a project.
    const response = await as(world.org.admin, 'POST', projectsPath(), {
      name: 'Archived group',
      project_group_id: created.body.data.id,
    });
    expect(response.status).toBe(400);
    // Workers read, managers without 14 do not write.
    expect((await as(world.org.workers[0]!, 'GET', path)).status).toBe(200);
    expect((await as(world.org.managers[0]!, 'POST', path, { name: 'M' })).status).toBe(403);
  });

  it('creates customers with contact details checked, searches them, and refuses duplicates', async () => {
    const path = `/orgs/${world.org.orgId}/org_customers`;
    const created = await as(world.org.admin, 'POST', path, {
      name: 'Harbour Developments',
      contact_name: 'Dana Reyes',
      email: 'Dana@Harbour.example',
      phone: '',
    });
    expect(created.status, created.text).toBe(200);
    expect(created.body.data).toMatchObject({
      email: 'dana@harbour.example',
      phone: null,
      contact_name: 'Dana Reyes',
    });
    const bad = await as(world.org.admin, 'POST', path, {
      name: 'Bad Contact',
      email: 'not-an-email',
      phone: '12',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.field_hints).toEqual({
      email: [RULE_TEXT.emailInvalid],
      phone: [RULE_TEXT.mobileInvalid],
    });
    const dup = await as(world.org.admin, 'POST', path, { name: 'harbour developments' });
    expect(dup.body.field_hints).toEqual({ name: [CUSTOMER_TEXT.nameTaken] });
    expect((await as(world.org.admin, 'GET', `${path}?search=reyes`)).body.data).toHaveLength(1);
    const edited = await as(world.org.admin, 'PATCH', `${path}/${created.body.data.id}`, {
      phone: '+1 415 555 0100',
    });
    expect(edited.status, edited.text).toBe(200);
    expect((await as(world.other.admin, 'GET', path)).status).toBe(403);
    const foreign = await as(
      world.other.admin,
      'PATCH',
      `/orgs/${world.other.orgId}/org_customers/${created.body.data.id}`,
      { name: 'Taken' },
    );
    expect(foreign.status).toBe(404);
  });
});

describe('auto-archive and auto-restore', () => {
  const setOrg = (values: {
    auto_archive_projects_after_days: number | null;
    is_auto_restore_projects: 0 | 1;
  }) =>
    world.server.db
      .updateTable('organisations')
      .set(values)
      .where('id', '=', world.org.orgId)
      .execute();
  const idleSince = (id: number, unix: number) =>
    world.server.db
      .updateTable('projects')
      .set({ last_activity_at_unix: unix })
      .where('id', '=', id)
      .execute();
  const read = async (id: number) =>
    (await as(world.org.admin, 'GET', `${projectsPath()}/${id}`)).body.data;

  it('archives projects idle for the organisation’s days, marks them, and restores them when time is recorded', async () => {
    const jobs = new ProjectActivityService(world.server.db);
    const now = Math.floor(Date.now() / 1000);
    const idle = await createProject({ name: 'Idle long' });
    const busy = await createProject({ name: 'Busy' });
    const other = await createProject(
      { name: 'Other org idle' },
      world.other.admin,
      world.other.orgId,
    );
    await idleSince(idle.id, now - 31 * DAY);
    await idleSince(busy.id, now - 29 * DAY);
    await idleSince(other.id, now - 365 * DAY);

    // Without a setting nothing is archived.
    await setOrg({ auto_archive_projects_after_days: null, is_auto_restore_projects: 0 });
    await jobs.archiveIdle(now);
    expect((await read(idle.id)).status).toBe('active');

    await setOrg({ auto_archive_projects_after_days: 30, is_auto_restore_projects: 0 });
    await jobs.archiveIdle(now);
    expect(await read(idle.id)).toMatchObject({ status: 'archived', auto_archived: true });
    expect(await read(busy.id)).toMatchObject({ status: 'active', auto_archived: false });
    // The other organisation has no setting.
    const theirs = await as(
      world.other.admin,
      'GET',
      `${projectsPath(world.other.orgId)}/${other.id}`,
    );
    expect(theirs.body.data.status).toBe('active');

    // Time recorded without auto-restore: stays archived, activity moves.
    expect(await jobs.recordActivity(world.org.orgId, idle.id, now)).toBe(false);
    expect(await read(idle.id)).toMatchObject({ status: 'archived', last_activity_at_unix: now });

    await setOrg({ auto_archive_projects_after_days: 30, is_auto_restore_projects: 1 });
    expect(await jobs.recordActivity(world.org.orgId, idle.id, now + 10)).toBe(true);
    expect(await read(idle.id)).toMatchObject({
      status: 'active',
      auto_archived: false,
      last_activity_at_unix: now + 10,
    });
    // Another organisation's id changes nothing.
    expect(await jobs.recordActivity(world.other.orgId, idle.id, now + 20)).toBe(false);
    expect((await read(idle.id)).last_activity_at_unix).toBe(now + 10);
  });

  it('does not restore a project archived by a person, nor one whose name is taken again', async () => {
    const jobs = new ProjectActivityService(world.server.db);
    const now = Math.floor(Date.now() / 1000);
    await setOrg({ auto_archive_projects_after_days: 10, is_auto_restore_projects: 1 });
    const byHand = await createProject({ name: 'Archived by hand' });
    await as(world.org.admin, 'PATCH', `${projectsPath()}/${byHand.id}`, { is_archived: true });
    expect(await jobs.recordActivity(world.org.orgId, byHand.id, now)).toBe(false);
    expect((await read(byHand.id)).status).toBe('archived');

    const named = await createProject({ name: 'Renamed later' });
    await idleSince(named.id, now - 11 * DAY);
    await jobs.archiveIdle(now);
    expect((await read(named.id)).auto_archived).toBe(true);
    await createProject({ name: 'Renamed later' });
    expect(await jobs.recordActivity(world.org.orgId, named.id, now)).toBe(false);
    expect((await read(named.id)).status).toBe('archived');
    await setOrg({ auto_archive_projects_after_days: null, is_auto_restore_projects: 0 });
  });
});
