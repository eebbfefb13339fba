import type { Db } from '../../db/connection';
import type { Geofence } from './exceptions';

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
  async project(db: Db, orgId: number, id: number) {
    return db
      .selectFrom('projects as p')
      .innerJoin('organisations as o', 'o.id', 'p.org_id')
      .select(['p.id', 'p.archived_at_unix', 'p.auto_archived', 'o.is_auto_restore_projects'])
      .where('p.org_id', '=', orgId)
      .where('p.id', '=', id)
      .executeTakeFirst();
  }

  async workSite(db: Db, orgId: number, id: number) {
    return db
      .selectFrom('work_sites')
      .select(['id', 'project_id', 'archived_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** A cost code and the projects it is limited to (none: every project). */
  async jobCode(db: Db, orgId: number, id: number) {
    const code = await db
      .selectFrom('job_codes')
      .select(['id', 'archived_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!code) return undefined;
    const projects = await db
      .selectFrom('job_code_projects')
      .select('project_id')
      .where('job_code_id', '=', id)
      .execute();
    return { ...code, projectIds: projects.map((row) => row.project_id) };
  }

  /**
   * The geofences of where an allocation's time was: its work site, or with none the enabled
   * work sites of its project; none without a project.
   */
  async geofencesOf(db: Db, orgId: number, refs: AllocationRefs | undefined): Promise<Geofence[]> {
    if (!refs || (refs.work_site_id === null && refs.project_id === null)) return [];
    let query = db
      .selectFrom('work_sites')
      .select(['latitude', 'longitude', 'geofence_radius_meters'])
      .where('org_id', '=', orgId)
      .where('enabled', '=', 1);
    query =
      refs.work_site_id !== null
        ? query.where('id', '=', refs.work_site_id)
        : query.where('project_id', '=', refs.project_id!).where('archived_at_unix', 'is', null);
    const rows = await query.execute();
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
