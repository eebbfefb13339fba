import { sql, type Insertable, type Selectable, type Updateable } from 'kysely';
import type {
  ProjectTimeRuleGroup,
  ProjectTimeTarget,
  AssignmentMode,
  RuleGroup,
} from '../../../contract/rule-groups';
import type { Db } from '../../db/connection';
import type { ProjectTimeRuleGroupTable, RuleGroupTable } from './rule-groups.tables';
import { fromFlag } from '../../lib/flags';

export type RuleGroupRow = Selectable<RuleGroupTable>;
export type ProjectTimeRuleGroupRow = Selectable<ProjectTimeRuleGroupTable>;

/** The two kinds of group: their table and the employees column that names one. */
const KINDS = {
  timeClock: { table: 'rule_groups', column: 'rule_group_id' },
  projectTime: { table: 'project_time_rule_groups', column: 'project_time_rule_group_id' },
} as const;
export type Kind = keyof typeof KINDS;
/** The row of each kind of group. */
export type RuleGroupRowOf = { timeClock: RuleGroupRow; projectTime: ProjectTimeRuleGroupRow };

/** The name of the default groups every organisation starts with. */
export const DEFAULT_RULE_GROUP_NAME = 'Default';

/**
 * A new organisation's default time-clock and project-time groups. Every setting takes its
 * column default (migration 0005), the same values existing organisations were given.
 */
export async function insertDefaultRuleGroups(db: Db, orgId: number, now: number): Promise<void> {
  const values = {
    org_id: orgId,
    name: DEFAULT_RULE_GROUP_NAME,
    is_organization_default: 1 as const,
    created_at_unix: now,
    updated_at_unix: now,
  };
  await db.insertInto('rule_groups').values(values).execute();
  await db.insertInto('project_time_rule_groups').values(values).execute();
}

export function toRuleGroup(row: RuleGroupRow, employeeCount: number): RuleGroup {
  return {
    id: row.id,
    name: row.name,
    is_organization_default: fromFlag(row.is_organization_default),
    employee_count: employeeCount,
    clock_permissions: {
      time_tracking: fromFlag(row.time_tracking),
      allow_clock_editing: fromFlag(row.allow_clock_editing),
      require_clock_in_photo: fromFlag(row.require_clock_in_photo),
      allow_clock_in_and_clock_out_from_kiosks: fromFlag(
        row.allow_clock_in_and_clock_out_from_kiosks,
      ),
    },
    geofence: {
      restrict_geofence_clockin: fromFlag(row.restrict_geofence_clockin),
      automatic_geofence_clockout_trim: fromFlag(row.automatic_geofence_clockout_trim),
    },
    breaks: {
      has_auto_meal_breaks: fromFlag(row.has_auto_meal_breaks),
      is_first_meal_break_required: fromFlag(row.is_first_meal_break_required),
      first_meal_break_after_seconds: row.first_meal_break_after_seconds,
      first_meal_break_duration_seconds: row.first_meal_break_duration_seconds,
      is_second_meal_break_required: fromFlag(row.is_second_meal_break_required),
      second_meal_break_after_seconds: row.second_meal_break_after_seconds,
      second_meal_break_duration_seconds: row.second_meal_break_duration_seconds,
      is_send_meal_break_reminders: fromFlag(row.is_send_meal_break_reminders),
      is_send_rest_break_reminders: fromFlag(row.is_send_rest_break_reminders),
    },
    time_limits: {
      clock_in_from_seconds: row.clock_in_from_seconds,
      clock_out_by_seconds: row.clock_out_by_seconds,
      total_daily_seconds: row.total_daily_seconds,
    },
    rule_work_forms: { time_card_waiver: fromFlag(row.time_card_waiver) },
    // No work forms exist yet.
    work_forms: [],
  };
}

/** What a project-time group names elsewhere: its excluded projects and driving-time cost code. */
export type ProjectTimeRefs = Pick<
  ProjectTimeRuleGroup,
  'excluded_projects' | 'driving_time_cost_code'
>;
const NO_REFS: ProjectTimeRefs = { excluded_projects: [], driving_time_cost_code: null };

export function toProjectTimeRuleGroup(
  row: ProjectTimeRuleGroupRow,
  employeeCount: number,
  refs: ProjectTimeRefs = NO_REFS,
): ProjectTimeRuleGroup {
  return {
    id: row.id,
    name: row.name,
    is_organization_default: fromFlag(row.is_organization_default),
    employee_count: employeeCount,
    assignment_mode: row.assignment_mode as AssignmentMode,
    require_team_members_to_assign_time_to_projects: fromFlag(
      row.require_team_members_to_assign_time_to_projects,
    ),
    excluded_projects: refs.excluded_projects,
    assign_non_project_time_target: row.assign_non_project_time_target as ProjectTimeTarget,
    require_team_members_to_assign_time_to_cost_codes: fromFlag(
      row.require_team_members_to_assign_time_to_cost_codes,
    ),
    require_team_members_to_assign_time_to_cost_codes_on_clockout: fromFlag(
      row.require_team_members_to_assign_time_to_cost_codes_on_clockout,
    ),
    allow_team_members_to_create_projects: fromFlag(row.allow_team_members_to_create_projects),
    assign_driving_time_target: row.assign_driving_time_target as ProjectTimeTarget,
    driving_time_cost_code: refs.driving_time_cost_code,
  };
}

type Paging = { orgId: number; page: number; limit: number };

/**
 * Rule groups of an organisation, both kinds. Every query takes the organisation, so a group id
 * of another organisation matches nothing.
 */
export class RuleGroupsRepository {
  constructor(readonly db: Db) {}

  /** One page of the organisation's groups of a kind: the default first, then by name. */
  async list<K extends Kind>(
    kind: K,
    input: Paging,
  ): Promise<{ total: number; rows: RuleGroupRowOf[K][] }> {
    const query = this.db.selectFrom(KINDS[kind].table).where('org_id', '=', input.orgId);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .selectAll()
        .orderBy('is_organization_default', 'desc')
        .orderBy(sql`lower(name)`)
        .orderBy('id')
        .limit(input.limit)
        .offset((input.page - 1) * input.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows: rows as RuleGroupRowOf[K][] };
  }

  /** The organisation's group of a kind with this id, or its default when the id is null. */
  async find<K extends Kind>(
    kind: K,
    orgId: number,
    id: number | null,
  ): Promise<RuleGroupRowOf[K] | undefined> {
    const row = await this.db
      .selectFrom(KINDS[kind].table)
      .selectAll()
      .where('org_id', '=', orgId)
      .$call((q) =>
        id === null ? q.where('is_organization_default', '=', 1) : q.where('id', '=', id),
      )
      .executeTakeFirst();
    return row as RuleGroupRowOf[K] | undefined;
  }

  /** The group an employee follows: theirs, or the default when they name none or a lost one. */
  async followed<K extends Kind>(
    kind: K,
    orgId: number,
    id: number | null,
  ): Promise<RuleGroupRowOf[K] | undefined> {
    return (
      (await this.find(kind, orgId, id)) ?? (id === null ? undefined : this.find(kind, orgId, null))
    );
  }

  /** The group of a kind a team member names (null: the organisation's default). */
  async chosenBy(kind: Kind, orgId: number, employeeId: number): Promise<number | null> {
    const row = await this.db
      .selectFrom('employees')
      .select((eb) => eb.ref(KINDS[kind].column).as('group_id'))
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .executeTakeFirst();
    return row?.group_id ?? null;
  }

  /** Whether a group of this kind with this id belongs to the organisation (inside a write). */
  async belongsToOrg(db: Db, kind: Kind, orgId: number, id: number): Promise<boolean> {
    const row = await db
      .selectFrom(KINDS[kind].table)
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * How many team members (not removed) follow each of these groups: those naming it, and for
   * the organisation's default also those naming none. One grouped read of the employees index.
   */
  async employeeCounts(
    kind: Kind,
    orgId: number,
    groups: readonly { id: number; is_organization_default: number }[],
  ): Promise<Map<number, number>> {
    const counts = new Map(groups.map((group) => [group.id, 0]));
    if (!groups.length) return counts;
    const column = KINDS[kind].column;
    const defaultId = groups.find((group) => group.is_organization_default === 1)?.id;
    const rows = await this.db
      .selectFrom('employees')
      .select((eb) => [eb.ref(column).as('group_id'), eb.fn.countAll<number>().as('n')])
      .where('org_id', '=', orgId)
      .where('staffing_status', '<>', 'removed')
      .where((eb) =>
        eb.or([
          eb(
            column,
            'in',
            groups.map((group) => group.id),
          ),
          ...(defaultId === undefined ? [] : [eb(column, 'is', null)]),
        ]),
      )
      .groupBy(column)
      .execute();
    for (const row of rows) {
      const id = row.group_id ?? defaultId;
      if (id !== undefined) counts.set(id, (counts.get(id) ?? 0) + Number(row.n));
    }
    return counts;
  }

  /** Whether another group of this kind in the organisation has this name (any case). */
  async nameTaken(db: Db, kind: Kind, orgId: number, name: string, exceptId: number | null) {
    const row = await db
      .selectFrom(KINDS[kind].table)
      .select('id')
      .where('org_id', '=', orgId)
      .where(sql`lower(name)`, '=', name.toLowerCase())
      .$if(exceptId !== null, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A new group of a kind (never a default), inside the caller's transaction. */
  async insert<K extends Kind>(
    db: Db,
    kind: K,
    values: K extends 'timeClock'
      ? Insertable<RuleGroupTable>
      : Insertable<ProjectTimeRuleGroupTable>,
  ): Promise<number> {
    const row = await db
      .insertInto(KINDS[kind].table)
      .values(values as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async update<K extends Kind>(
    db: Db,
    kind: K,
    orgId: number,
    id: number,
    values: K extends 'timeClock'
      ? Updateable<RuleGroupTable>
      : Updateable<ProjectTimeRuleGroupTable>,
  ): Promise<void> {
    await db
      .updateTable(KINDS[kind].table)
      .set(values as never)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .execute();
  }

  /**
   * Deletes a group that is not the default: its members first go back to the default (null),
   * explicitly, whatever the database's foreign-key enforcement. Returns the members moved.
   */
  async remove(db: Db, kind: Kind, orgId: number, id: number): Promise<number> {
    const column = KINDS[kind].column;
    const moved = await db
      .updateTable('employees')
      .set({ [column]: null })
      .where('org_id', '=', orgId)
      .where(column, '=', id)
      .executeTakeFirst();
    await db
      .deleteFrom(KINDS[kind].table)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('is_organization_default', '=', 0)
      .execute();
    return Number(moved.numUpdatedRows);
  }

  /**
   * The excluded projects (by name) and driving-time cost code of these project-time groups.
   * Projects are read by plain SQL: the projects module's table is joined only here.
   */
  async projectTimeRefs(
    orgId: number,
    rows: readonly ProjectTimeRuleGroupRow[],
  ): Promise<Map<number, ProjectTimeRefs>> {
    const refs = new Map<number, ProjectTimeRefs>(
      rows.map((row) => [row.id, { excluded_projects: [], driving_time_cost_code: null }]),
    );
    if (!rows.length) return refs;
    const links = await this.db
      .selectFrom('project_time_rule_group_excluded_projects')
      .select(['project_time_rule_group_id as group_id', 'project_id'])
      .where(
        'project_time_rule_group_id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    if (links.length) {
      const projectIds = [...new Set(links.map((link) => link.project_id))];
      const projects = await sql<{ id: number; name: string }>`
        select id, name from projects
        where org_id = ${orgId} and id in (${sql.join(projectIds)})
        order by lower(name), id`.execute(this.db);
      for (const project of projects.rows)
        for (const link of links)
          if (link.project_id === project.id)
            refs.get(link.group_id)?.excluded_projects.push({ id: project.id, name: project.name });
    }
    const codeIds = [
      ...new Set(
        rows.flatMap((row) =>
          row.driving_time_cost_code_id === null ? [] : [row.driving_time_cost_code_id],
        ),
      ),
    ];
    if (codeIds.length) {
      const codes = await this.db
        .selectFrom('job_codes')
        .select(['id', 'code', 'name'])
        .where('org_id', '=', orgId)
        .where('id', 'in', codeIds)
        .execute();
      const byId = new Map(codes.map((code) => [code.id, code]));
      for (const row of rows) {
        const code =
          row.driving_time_cost_code_id === null
            ? undefined
            : byId.get(row.driving_time_cost_code_id);
        if (code) refs.get(row.id)!.driving_time_cost_code = code;
      }
    }
    return refs;
  }

  /** How many of these ids are projects of the organisation. */
  async countProjectsOf(orgId: number, ids: readonly number[]): Promise<number> {
    const result = await sql<{ n: number | string }>`
      select count(*) as n from projects where org_id = ${orgId} and id in (${sql.join([...ids])})`.execute(
      this.db,
    );
    return Number(result.rows[0]?.n ?? 0);
  }

  /** Whether a cost code (archived or not) of the organisation has this id. */
  async costCodeOf(orgId: number, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('job_codes')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A project-time group's excluded projects become exactly these (in a transaction). */
  async replaceExcludedProjects(db: Db, groupId: number, projectIds: readonly number[]) {
    await db
      .deleteFrom('project_time_rule_group_excluded_projects')
      .where('project_time_rule_group_id', '=', groupId)
      .execute();
    const unique = [...new Set(projectIds)];
    if (unique.length)
      await db
        .insertInto('project_time_rule_group_excluded_projects')
        .values(unique.map((project_id) => ({ project_time_rule_group_id: groupId, project_id })))
        .execute();
  }
}
