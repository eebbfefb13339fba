import { sql } from 'kysely';
import type { TeamSort } from '../../../contract/teams';
import type { Db } from '../../db/connection';
import { likeContains } from '../../lib/sql';
import { inScope, managedBy, type ListScope } from '../visibility/visibility.service';

export type TeamRow = {
  id: number;
  name: string;
  created_at_unix: number;
  archived_at_unix: number | null;
};

/** A member or manager of a team, as the team answers carry them. */
export type TeamPersonRow = {
  group_id: number;
  /** 1 for a row of employee_group_managers, 0 for a member. */
  is_manager: number;
  employee_id: number;
  display_name: string;
  is_saas_enabled: number;
  sort_key: string;
};

export type TeamListInput = {
  orgId: number;
  archived: boolean;
  search: string | undefined;
  sortBy: TeamSort;
  page: number;
  limit: number;
};

type PeopleTable = 'employee_group_members' | 'employee_group_managers';

/** Rows per insert: well under either database's limit of bound parameters. */
const INSERT_CHUNK = 500;

/** Active first, deactivated last, then by name: the order of every people list. */
function byListOrder(
  a: { is_saas_enabled: number; sort_key: string; employee_id: number },
  b: typeof a,
): number {
  if (a.is_saas_enabled !== b.is_saas_enabled) return b.is_saas_enabled - a.is_saas_enabled;
  if (a.sort_key !== b.sort_key) return a.sort_key < b.sort_key ? -1 : 1;
  return a.employee_id - b.employee_id;
}

/**
 * Teams (employee_groups) and their members and managers. Every query takes the organisation:
 * a team id of another organisation matches nothing. Reads by org go through the
 * (org_id, lower(name)) index; people of teams through the (group_id, employee_id) keys.
 */
export class TeamsRepository {
  constructor(private readonly db: Db) {}

  /** One page of the organisation's teams (in use, or archived) and the total. */
  async list(input: TeamListInput): Promise<{ total: number; rows: TeamRow[] }> {
    let query = this.db
      .selectFrom('employee_groups as g')
      .where('g.org_id', '=', input.orgId)
      .where('g.archived_at_unix', input.archived ? 'is not' : 'is', null);
    if (input.search)
      query = query.where(
        sql<boolean>`lower(g.name) like ${likeContains(input.search)} escape '\\'`,
      );
    const direction = input.sortBy === 'desc:name' ? 'desc' : 'asc';
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .select(['g.id', 'g.name', 'g.created_at_unix', 'g.archived_at_unix'])
        .orderBy(sql`lower(g.name)`, direction)
        .orderBy('g.id', direction)
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  /** Of the given ids, the teams of the organisation. */
  async find(db: Db, orgId: number, ids: readonly number[]): Promise<TeamRow[]> {
    if (!ids.length) return [];
    return db
      .selectFrom('employee_groups')
      .select(['id', 'name', 'created_at_unix', 'archived_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
  }

  /**
   * Members and managers of several teams in one query, active first, then by name. People who
   * have been removed from the organisation are left out. Scoped by the rows' org_id; no filter
   * on the employees' org_id, which would lead SQLite to walk the organisation's people instead
   * of the teams' keys.
   */
  async people(db: Db, orgId: number, groupIds: readonly number[]): Promise<TeamPersonRow[]> {
    if (!groupIds.length) return [];
    const ids = [...groupIds];
    const of = (table: PeopleTable, isManager: 0 | 1) =>
      db
        .selectFrom(`${table} as gp`)
        .innerJoin('employees as e', 'e.id', 'gp.employee_id')
        .select([
          'gp.group_id',
          sql<number>`${sql.lit(isManager)}`.as('is_manager'),
          'e.id as employee_id',
          'e.display_name',
          'e.is_saas_enabled',
          'e.sort_key',
        ])
        .where('gp.org_id', '=', orgId)
        .where('gp.group_id', 'in', ids)
        .where('e.staffing_status', '<>', 'removed');
    const rows = await of('employee_group_members', 0)
      .unionAll(of('employee_group_managers', 1))
      .execute();
    return rows.map((row) => ({ ...row, is_manager: Number(row.is_manager) })).sort(byListOrder);
  }

  /** Another team of the organisation with this name, in any case. */
  async nameTaken(db: Db, orgId: number, name: string, exceptId: number | null) {
    let query = db
      .selectFrom('employee_groups')
      .select('id')
      .where('org_id', '=', orgId)
      .where(sql<boolean>`lower(name) = lower(${name})`);
    if (exceptId !== null) query = query.where('id', '<>', exceptId);
    return (await query.executeTakeFirst()) !== undefined;
  }

  /** Of the given ids, the people of the organisation who have not been removed from it. */
  async members(db: Db, orgId: number, ids: readonly number[]) {
    if (!ids.length) return [];
    return db
      .selectFrom('employees')
      .select(['id', 'role_id'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .where('staffing_status', '<>', 'removed')
      .execute();
  }

  /** Every current active team member of the organisation. */
  async activeEmployeeIds(db: Db, orgId: number): Promise<number[]> {
    const rows = await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('staffing_status', '=', 'active')
      .execute();
    return rows.map((row) => row.id);
  }

  async insert(db: Db, orgId: number, name: string, now: number): Promise<number> {
    const row = await db
      .insertInto('employee_groups')
      .values({ org_id: orgId, name, created_at_unix: now, archived_at_unix: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update(
    db: Db,
    orgId: number,
    id: number,
    values: { name?: string; archived_at_unix?: number | null },
  ): Promise<void> {
    if (!Object.keys(values).length) return;
    await db
      .updateTable('employee_groups')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /** Replaces the members (or managers) of a team. */
  async replacePeople(
    db: Db,
    table: PeopleTable,
    orgId: number,
    groupId: number,
    employeeIds: readonly number[],
  ): Promise<void> {
    await db
      .deleteFrom(table)
      .where('org_id', '=', orgId)
      .where('group_id', '=', groupId)
      .execute();
    for (let start = 0; start < employeeIds.length; start += INSERT_CHUNK) {
      await db
        .insertInto(table)
        .values(
          employeeIds
            .slice(start, start + INSERT_CHUNK)
            .map((employee_id) => ({ org_id: orgId, group_id: groupId, employee_id })),
        )
        .execute();
    }
  }

  /**
   * Archives (keeping the first archive time of teams already archived) or unarchives teams of
   * the organisation.
   */
  async setArchived(db: Db, orgId: number, ids: readonly number[], archivedAt: number | null) {
    if (!ids.length) return;
    let query = db
      .updateTable('employee_groups')
      .set({ archived_at_unix: archivedAt })
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids]);
    query =
      archivedAt === null
        ? query.where('archived_at_unix', 'is not', null)
        : query.where('archived_at_unix', 'is', null);
    await query.execute();
  }

  /** Deletes a team; its member and manager rows go with it (foreign keys cascade). */
  async delete(db: Db, orgId: number, id: number): Promise<void> {
    for (const table of ['employee_group_members', 'employee_group_managers'] as const)
      await db.deleteFrom(table).where('org_id', '=', orgId).where('group_id', '=', id).execute();
    await db
      .deleteFrom('employee_groups')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * The people a picker offers, within the caller's scope: active team members and pending
   * invitations (not expired), and the deactivated when asked; active first, then by name.
   */
  async pickerEmployees(input: {
    orgId: number;
    scope: ListScope;
    /** The caller, for is_my_worker (null: provider staff, who manage nobody here). */
    viewerEmployeeId: number | null;
    includeDeactivated: boolean;
    now: number;
  }) {
    const viewer = input.viewerEmployeeId;
    let query = this.db
      .selectFrom('employees as e')
      .select([
        'e.id as employee_id',
        'e.display_name',
        'e.is_saas_enabled',
        'e.rule_group_id',
        'e.project_time_rule_group_id',
      ])
      .select((eb) => {
        const mine =
          viewer === null ? sql`0` : eb.case().when(managedBy(eb, viewer)).then(1).else(0).end();
        return sql<number>`${mine}`.as('is_my_worker');
      })
      .where('e.org_id', '=', input.orgId)
      .where((eb) =>
        eb.or([
          eb('e.staffing_status', '=', 'active'),
          eb.and([
            eb('e.staffing_status', '=', 'pending'),
            eb.or([
              eb('e.invite_expiry_dt_unix', 'is', null),
              eb('e.invite_expiry_dt_unix', '>', input.now),
            ]),
          ]),
          ...(input.includeDeactivated ? [eb('e.staffing_status', '=', 'saas_disabled')] : []),
        ]),
      );
    const scope = input.scope;
    if (scope.kind !== 'all') query = query.where((eb) => inScope(eb, scope));
    return query
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy('e.sort_key')
      .orderBy('e.id')
      .execute();
  }

  /** Teams in use, by name, and their member ids (two queries whatever the number of teams). */
  async pickerTeams(orgId: number) {
    const [teams, members] = await Promise.all([
      this.db
        .selectFrom('employee_groups')
        .select(['id', 'name'])
        .where('org_id', '=', orgId)
        .where('archived_at_unix', 'is', null)
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .execute(),
      this.db
        .selectFrom('employee_group_members as gm')
        .innerJoin('employee_groups as g', 'g.id', 'gm.group_id')
        .select(['gm.group_id', 'gm.employee_id'])
        .where('g.org_id', '=', orgId)
        .where('g.archived_at_unix', 'is', null)
        .where('gm.org_id', '=', orgId)
        .execute(),
    ]);
    return { teams, members };
  }
}
