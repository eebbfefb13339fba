import { sql, type Insertable, type Updateable } from 'kysely';
import type { ProjectListQuery } from '../../../contract/projects';
import type { Db } from '../../db/connection';
import { ProjectListPages, type ProjectListVersions } from './project-list-pages';
import { MANAGER_LIST, toRow, WORK_SITES_COUNT, type ProjectRow } from './project-rows';
import type { ProjectTable } from './projects.tables';

/** The lower-cased name and number a search matches. */
export function projectSearchKey(name: string, number: string | null): string {
  return `${name} ${number ?? ''}`.trim().toLowerCase();
}

/**
 * The organisation's projects and the managers assigned to them. Every query takes the
 * organisation, so another organisation's id matches nothing.
 */
export class ProjectsRepository {
  readonly #list;

  constructor(private readonly db: Db) {
    this.#list = new ProjectListPages(db);
  }

  /** One page of projects and the total (project-list-pages.ts). */
  /** `versions`: the list's versions if already read (with the session check). */
  async list(orgId: number, query: ProjectListQuery, versions?: ProjectListVersions) {
    return this.#list.read(orgId, query, versions);
  }

  async find(db: Db, orgId: number, id: number): Promise<ProjectRow | undefined> {
    const row = await db
      .selectFrom('projects as p')
      .leftJoin('customers as c', 'c.id', 'p.customer_id')
      .leftJoin('project_groups as g', 'g.id', 'p.project_group_id')
      .selectAll('p')
      .select(['c.name as customer_name', 'g.name as project_group_name'])
      .select([MANAGER_LIST, WORK_SITES_COUNT])
      .where('p.org_id', '=', orgId)
      .where('p.id', '=', id)
      .executeTakeFirst();
    return row && toRow(row);
  }

  /** Whether another active project of the organisation has this name, in any case. */
  async nameTaken(db: Db, orgId: number, name: string, exceptId: number | null) {
    let query = db
      .selectFrom('projects')
      .select('id')
      .where('org_id', '=', orgId)
      .where('archived_at_unix', 'is', null)
      .where(sql`lower(name)`, '=', name.toLowerCase());
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  async insert(db: Db, values: Insertable<ProjectTable>): Promise<number> {
    const row = await db
      .insertInto('projects')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(db: Db, orgId: number, id: number, values: Updateable<ProjectTable>) {
    await db
      .updateTable('projects')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  async setManagers(db: Db, orgId: number, projectId: number, employeeIds: number[]) {
    await db.deleteFrom('project_managers').where('project_id', '=', projectId).execute();
    if (employeeIds.length > 0)
      await db
        .insertInto('project_managers')
        .values(
          employeeIds.map((employee_id) => ({ org_id: orgId, project_id: projectId, employee_id })),
        )
        .execute();
  }

  /** Whether the employee is one of the project's assigned managers. */
  async isAssigned(orgId: number, projectId: number, employeeId: number | null) {
    if (employeeId === null) return false;
    const row = await this.db
      .selectFrom('project_managers')
      .select('project_id')
      .where('org_id', '=', orgId)
      .where('project_id', '=', projectId)
      .where('employee_id', '=', employeeId)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The role of each of these employees of the organisation. */
  async rolesOf(orgId: number, employeeIds: number[]): Promise<Map<number, number>> {
    if (employeeIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('employees')
      .select(['id', 'role_id'])
      .where('org_id', '=', orgId)
      .where('id', 'in', employeeIds)
      .execute();
    return new Map(rows.map((row) => [row.id, row.role_id]));
  }

  /** Whether the organisation has an item of a catalogue in use with this id. */
  async catalogueItemInUse(orgId: number, table: 'customers' | 'project_groups', id: number) {
    const row = await this.db
      .selectFrom(table)
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('archived_at_unix', 'is', null)
      .executeTakeFirst();
    return row !== undefined;
  }
}
