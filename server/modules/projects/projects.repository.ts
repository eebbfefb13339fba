import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type { ProjectListQuery, ProjectSort } from '../../../contract/projects';
import type { Db } from '../../db/connection';
import { likeContains } from '../../lib/sql';
import type { ProjectTable } from './projects.tables';

/** A project row with the names of its customer and group. */
export type ProjectRow = Selectable<ProjectTable> & {
  customer_name: string | null;
  project_group_name: string | null;
};

/** The lower-cased name and number a search matches. */
export function projectSearchKey(name: string, number: string | null): string {
  return `${name} ${number ?? ''}`.trim().toLowerCase();
}

const ORDER: Record<ProjectSort, { column: string; desc: boolean }> = {
  name: { column: 'lower(p.name)', desc: false },
  '-name': { column: 'lower(p.name)', desc: true },
  number: { column: "lower(coalesce(p.number, ''))", desc: false },
  '-number': { column: "lower(coalesce(p.number, ''))", desc: true },
  start_date: { column: "coalesce(p.start_date, '')", desc: false },
  '-start_date': { column: "coalesce(p.start_date, '')", desc: true },
  created_at: { column: 'p.created_at_unix', desc: false },
  '-created_at': { column: 'p.created_at_unix', desc: true },
};

/**
 * The organisation's projects and the managers assigned to them. Every query takes the
 * organisation, so another organisation's id matches nothing.
 */
export class ProjectsRepository {
  constructor(private readonly db: Db) {}

  #select(db: Db) {
    return db
      .selectFrom('projects as p')
      .leftJoin('customers as c', 'c.id', 'p.customer_id')
      .leftJoin('project_groups as g', 'g.id', 'p.project_group_id')
      .selectAll('p')
      .select(['c.name as customer_name', 'g.name as project_group_name']);
  }

  /** One page of projects and the total; the search reads search_key (name and number). */
  async list(
    orgId: number,
    query: ProjectListQuery,
  ): Promise<{ total: number; rows: ProjectRow[] }> {
    let where = this.db.selectFrom('projects as p').where('p.org_id', '=', orgId);
    if (query.status !== 'all')
      where = where.where(
        'p.archived_at_unix',
        query.status === 'archived' ? 'is not' : 'is',
        null,
      );
    if (query.search)
      where = where.where(
        sql`p.search_key`,
        'like',
        sql`${likeContains(query.search)} escape '\\'`,
      );
    if (query.customer_id) where = where.where('p.customer_id', '=', query.customer_id);
    if (query.project_group_id)
      where = where.where('p.project_group_id', '=', query.project_group_id);
    const order = ORDER[query.sort];
    const direction = order.desc ? sql`desc` : sql`asc`;
    const [count, ids] = await Promise.all([
      where.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      where
        .select('p.id')
        .orderBy(sql`${sql.raw(order.column)} ${direction}`)
        .orderBy('p.id', order.desc ? 'desc' : 'asc')
        .limit(query.limit)
        .offset((query.page - 1) * query.limit)
        .execute(),
    ]);
    const rows = await this.findMany(
      this.db,
      orgId,
      ids.map((row) => row.id),
    );
    return { total: Number(count.total), rows };
  }

  /** Rows by id, in the order of the ids. */
  async findMany(db: Db, orgId: number, ids: number[]): Promise<ProjectRow[]> {
    if (ids.length === 0) return [];
    const rows = await this.#select(db)
      .where('p.org_id', '=', orgId)
      .where('p.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  async find(db: Db, orgId: number, id: number): Promise<ProjectRow | undefined> {
    return this.#select(db).where('p.org_id', '=', orgId).where('p.id', '=', id).executeTakeFirst();
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

  /** The assigned managers of each project, by project id (in employee id order). */
  async managerIdsOf(db: Db, projectIds: number[]): Promise<Map<number, number[]>> {
    const byProject = new Map<number, number[]>(projectIds.map((id) => [id, []]));
    if (projectIds.length === 0) return byProject;
    const rows = await db
      .selectFrom('project_managers')
      .select(['project_id', 'employee_id'])
      .where('project_id', 'in', projectIds)
      .orderBy('employee_id')
      .execute();
    for (const row of rows) byProject.get(row.project_id)?.push(row.employee_id);
    return byProject;
  }

  /** How many work sites in use each project has. */
  async workSiteCounts(db: Db, projectIds: number[]): Promise<Map<number, number>> {
    const counts = new Map<number, number>();
    if (projectIds.length === 0) return counts;
    const rows = await db
      .selectFrom('work_sites')
      .select((eb) => ['project_id', eb.fn.countAll<number>().as('total')])
      .where('project_id', 'in', projectIds)
      .where('archived_at_unix', 'is', null)
      .groupBy('project_id')
      .execute();
    for (const row of rows) counts.set(row.project_id, Number(row.total));
    return counts;
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
