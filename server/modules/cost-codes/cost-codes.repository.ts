import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import { CatalogueRepository, type CatalogueRow } from '../../lib/catalogue/catalogue-repository';

export type JobCodeRow = CatalogueRow<'job_codes'>;

/**
 * Cost codes of an organisation: an archivable catalogue keyed and sorted by code, searched in
 * code and name; and the projects each code is limited to (job_code_projects).
 */
export class CostCodesRepository extends CatalogueRepository<'job_codes', 'code'> {
  constructor(db: Db) {
    super(db, { table: 'job_codes', keyColumn: 'code', searchColumns: ['code', 'name'] });
  }

  /** The codes usable on a project: those limited to it and those limited to none. */
  usableOn(projectId: number): Expression<SqlBool> {
    return sql<SqlBool>`(not exists (select 1 from job_code_projects p where p.job_code_id = t.id) or exists (select 1 from job_code_projects p where p.job_code_id = t.id and p.project_id = ${projectId}))`;
  }

  /** The projects of each code, by code id (in project id order). */
  async projectIdsOf(db: Db, codeIds: number[]): Promise<Map<number, number[]>> {
    const byCode = new Map<number, number[]>(codeIds.map((id) => [id, []]));
    if (codeIds.length === 0) return byCode;
    const rows = await db
      .selectFrom('job_code_projects')
      .select(['job_code_id', 'project_id'])
      .where('job_code_id', 'in', codeIds)
      .orderBy('project_id')
      .execute();
    for (const row of rows) byCode.get(row.job_code_id)?.push(row.project_id);
    return byCode;
  }

  /** Limits a code to these projects (none: every project). */
  async setProjects(db: Db, codeId: number, projectIds: number[], isNew: boolean) {
    if (isNew && projectIds.length === 0) return;
    await db.deleteFrom('job_code_projects').where('job_code_id', '=', codeId).execute();
    if (projectIds.length > 0)
      await db
        .insertInto('job_code_projects')
        .values(projectIds.map((project_id) => ({ job_code_id: codeId, project_id })))
        .execute();
  }

  /** How many of these ids are projects of the organisation. */
  async countOrgProjects(orgId: number, projectIds: number[]): Promise<number> {
    if (projectIds.length === 0) return 0;
    // The projects table is the projects module's (migration 0008).
    const { rows } = await sql<{
      total: number;
    }>`select count(*) as total from projects where org_id = ${orgId} and id in (${sql.join(projectIds)})`.execute(
      this.db,
    );
    return Number(rows[0]?.total ?? 0);
  }
}
