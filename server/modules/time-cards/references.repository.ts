import type { Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import type { Geofence } from './exceptions';

const projectRow = preparedQuery(
  (db) =>
    db
      .selectFrom('projects as p')
      .innerJoin('organisations as o', 'o.id', 'p.org_id')
      .select([
        'p.id',
        'p.name',
        'p.archived_at_unix',
        'p.auto_archived',
        'o.is_auto_restore_projects',
      ])
      .where('p.org_id', '=', param('orgId'))
      .where('p.id', '=', param('id')),
  ['orgId', 'id'],
);

const workSiteRow = preparedQuery(
  (db) =>
    db
      .selectFrom('work_sites')
      .select(['id', 'name', 'project_id', 'archived_at_unix'])
      .where('org_id', '=', param('orgId'))
      .where('id', '=', param('id')),
  ['orgId', 'id'],
);

const jobCodeRow = preparedQuery(
  (db) =>
    db
      .selectFrom('job_codes')
      .select(['id', 'code', 'archived_at_unix'])
      .where('org_id', '=', param('orgId'))
      .where('id', '=', param('id')),
  ['orgId', 'id'],
);

const jobCodeProjects = preparedQuery(
  (db) =>
    db.selectFrom('job_code_projects').select('project_id').where('job_code_id', '=', param('id')),
  ['id'],
);

/** Enabled work sites' geofences: one site (`bySite`), or a project's sites in use. */
const fences = (bySite: boolean) =>
  preparedQuery(
    (db) => {
      const query = db
        .selectFrom('work_sites')
        .select(['latitude', 'longitude', 'geofence_radius_meters'])
        .where('org_id', '=', param('orgId'))
        .where('enabled', '=', 1);
      return bySite
        ? query.where('id', '=', param('id'))
        : query.where('project_id', '=', param('id')).where('archived_at_unix', 'is', null);
    },
    ['orgId', 'id'],
  );
const [siteFences, projectFences] = [fences(true), fences(false)];

/** An allocation's project, work site and cost code ids. */
export type AllocationRefs = {
  project_id: number | null;
  work_site_id: number | null;
  job_code_id: number | null;
};

/**
 * Reads of what time is allocated to (projects, work sites, cost codes: the projects and
 * cost-codes modules' tables), always in one organisation.
 */
export class ReferencesRepository {
  /** A project of the organisation, with its name (answers name it) and what makes it usable. */
  async project(db: Db, orgId: number, id: number) {
    return (await projectRow(db, { orgId, id }))[0];
  }

  async workSite(db: Db, orgId: number, id: number) {
    return (await workSiteRow(db, { orgId, id }))[0];
  }

  /** A cost code and the projects it is limited to (none: every project). */
  async jobCode(db: Db, orgId: number, id: number) {
    const [code] = await jobCodeRow(db, { orgId, id });
    if (!code) return undefined;
    const projects = await jobCodeProjects(db, { id });
    return { ...code, projectIds: projects.map((row) => row.project_id) };
  }

  /**
   * The geofences of where an allocation's time was: its work site, or with none the enabled
   * work sites of its project; none without a project.
   */
  async geofencesOf(db: Db, orgId: number, refs: AllocationRefs | undefined): Promise<Geofence[]> {
    if (!refs || (refs.work_site_id === null && refs.project_id === null)) return [];
    const rows =
      refs.work_site_id !== null
        ? await siteFences(db, { orgId, id: refs.work_site_id })
        : await projectFences(db, { orgId, id: refs.project_id! });
    return rows.map((row) => ({
      latitude: row.latitude,
      longitude: row.longitude,
      radiusMeters: row.geofence_radius_meters,
    }));
  }

  /** Names of the projects, work sites and cost codes allocations name. */
  async names(db: Db, orgId: number, refs: readonly AllocationRefs[]) {
    const ids = (key: keyof AllocationRefs) => [
      ...new Set(refs.map((ref) => ref[key]).filter((id): id is number => id !== null)),
    ];
    const [projectIds, siteIds, codeIds] = [
      ids('project_id'),
      ids('work_site_id'),
      ids('job_code_id'),
    ];
    const [projects, sites, codes] = await Promise.all([
      projectIds.length
        ? db
            .selectFrom('projects')
            .select(['id', 'name'])
            .where('org_id', '=', orgId)
            .where('id', 'in', projectIds)
            .execute()
        : [],
      siteIds.length
        ? db
            .selectFrom('work_sites')
            .select(['id', 'name'])
            .where('org_id', '=', orgId)
            .where('id', 'in', siteIds)
            .execute()
        : [],
      codeIds.length
        ? db
            .selectFrom('job_codes')
            .select(['id', 'code as name'])
            .where('org_id', '=', orgId)
            .where('id', 'in', codeIds)
            .execute()
        : [],
    ]);
    const byId = (rows: ReadonlyArray<{ id: number; name: string }>) =>
      new Map(rows.map((row) => [row.id, row.name]));
    return { projects: byId(projects), sites: byId(sites), codes: byId(codes) };
  }
}
