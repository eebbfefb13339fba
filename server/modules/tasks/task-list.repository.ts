import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { likeContains } from '../../lib/sql';
import { managedBy, type EmployeesAsE } from '../visibility/visibility.service';
import { inReach, type TaskReach } from './task-reach';

/** What the list filters by in SQL (the status is decided per occurrence, after expansion). */
export type TaskFilters = {
  assigneeIds?: readonly number[] | undefined;
  groupIds?: readonly number[] | undefined;
  projectId?: number | undefined;
  tagIds?: readonly number[] | undefined;
  search?: string | undefined;
  /** The caller's reach (task-reach.ts). */
  reach: TaskReach;
};

/** The part of a stored row a range expands and sorts on. */
export type TaskTimingRow = {
  id: number;
  series_id: number | null;
  occurrence_dt_unix: number | null;
  rrule_string: string | null;
  start_dt_unix: number;
  due_dt_unix: number;
  timezone: string;
  status: string;
};

type Named = { id: number; name: string };
type Person = { employee_id: number; display_name: string };

/**
 * The list's reads (README.md "The list"): the stored rows that can meet a range, with the
 * filters in SQL, the skipped and stored occurrences of their series, and, for one page, each
 * part of the rows it shows in one query.
 */
export class TaskListRepository {
  constructor(readonly db: Db) {}

  /**
   * Rows that can meet [from, to): one-off tasks and stored occurrences that do, and series that
   * start before its end and have not ended before its start; only rows of `ids` when given.
   */
  async candidates(
    orgId: number,
    range: { from: number; to: number },
    filters: TaskFilters,
    ids?: readonly number[],
  ): Promise<TaskTimingRow[]> {
    if (ids?.length === 0) return [];
    let query = this.db
      .selectFrom('tasks as t')
      .select([
        't.id',
        't.series_id',
        't.occurrence_dt_unix',
        't.rrule_string',
        't.start_dt_unix',
        't.due_dt_unix',
        't.timezone',
        't.status',
      ])
      .where('t.org_id', '=', orgId)
      .where('t.start_dt_unix', '<', range.to)
      .where((eb) =>
        eb.or([eb('t.last_due_unix', 'is', null), eb('t.last_due_unix', '>=', range.from)]),
      );
    if (ids) query = query.where('t.id', 'in', [...ids]);
    const { assigneeIds, groupIds, tagIds, search, reach } = filters;
    if (assigneeIds?.length)
      query = query.where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('task_assignees as a')
              .select(sql`1`.as('one'))
              .whereRef('a.task_id', '=', 't.id')
              .where('a.employee_id', 'in', [...assigneeIds]),
          ),
          eb.exists(
            eb
              .selectFrom('task_employee_groups as g')
              .innerJoin('employee_group_members as m', 'm.group_id', 'g.group_id')
              .select(sql`1`.as('one'))
              .whereRef('g.task_id', '=', 't.id')
              .where('m.employee_id', 'in', [...assigneeIds]),
          ),
        ]),
      );
    if (groupIds?.length)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('task_employee_groups as g')
            .select(sql`1`.as('one'))
            .whereRef('g.task_id', '=', 't.id')
            .where('g.group_id', 'in', [...groupIds]),
        ),
      );
    if (filters.projectId !== undefined)
      query = query.where('t.org_project_id', '=', filters.projectId);
    if (tagIds?.length)
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('task_tag_links as l')
            .select(sql`1`.as('one'))
            .whereRef('l.task_id', '=', 't.id')
            .where('l.tag_id', 'in', [...tagIds]),
        ),
      );
    if (search)
      query = query.where(sql<boolean>`lower(t.title) like ${likeContains(search)} escape '\\'`);
    if (reach.kind !== 'all') query = query.where((eb) => inReach(eb, reach));
    return (await query.execute()).map((row) => ({
      ...row,
      start_dt_unix: Number(row.start_dt_unix),
      due_dt_unix: Number(row.due_dt_unix),
      occurrence_dt_unix: row.occurrence_dt_unix === null ? null : Number(row.occurrence_dt_unix),
    }));
  }

  /**
   * The organisation's skipped and stored occurrences whose rule start is in [from, to), of the
   * series `seriesIds` when given.
   */
  async exceptions(
    orgId: number,
    range: { from: number; to: number },
    seriesIds?: readonly number[],
  ) {
    let query = this.db
      .selectFrom('task_occurrence_exceptions')
      .select(['series_id', 'occurrence_dt_unix'])
      .where('org_id', '=', orgId)
      .where('occurrence_dt_unix', '>=', range.from)
      .where('occurrence_dt_unix', '<', range.to);
    if (seriesIds) query = query.where('series_id', 'in', [...seriesIds]);
    const rows = await query.execute();
    const bySeries = new Map<number, Set<number>>();
    for (const row of rows) {
      const set = bySeries.get(row.series_id) ?? new Set<number>();
      set.add(Number(row.occurrence_dt_unix));
      bySeries.set(row.series_id, set);
    }
    return bySeries;
  }

  /**
   * The keys of the rows written since `version` of the organisation's tasks (migration 0022:
   * row ids, 0 for a change that may move any row), at most `max` + 1 of them.
   */
  async movedSince(orgId: number, version: number, max: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('task_row_versions')
      .select('task_id')
      .where('org_id', '=', orgId)
      .where('version', '>', version)
      .limit(max + 1)
      .execute();
    return rows.map((row) => row.task_id);
  }

  /** The stored rows of a page, with their project, site, creator and series' rule. */
  rows(db: Db, orgId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('tasks as t')
      .leftJoin('tasks as s', 's.id', 't.series_id')
      .leftJoin('projects as p', 'p.id', 't.org_project_id')
      .leftJoin('work_sites as w', 'w.id', 't.work_site_id')
      .leftJoin('employees as c', 'c.id', 't.created_by_employee_id')
      .selectAll('t')
      .select([
        's.rrule_string as series_rrule',
        'p.name as project_name',
        'w.name as work_site_name',
        'c.display_name as created_by_name',
      ])
      .where('t.org_id', '=', orgId)
      .where('t.id', 'in', [...ids])
      .execute();
  }

  /** Each part of some rows, by row: people, teams, tags, checklist and note counts. */
  async parts(db: Db, ids: readonly number[]) {
    const empty = {
      assignees: new Map<number, Person[]>(),
      watchers: new Map<number, Person[]>(),
      groups: new Map<number, Named[]>(),
      tags: new Map<number, Named[]>(),
      checklist: new Map<number, { done: number; total: number }>(),
      notes: new Map<number, number>(),
    };
    if (ids.length === 0) return empty;
    const list = [...ids];
    const [assignees, watchers, groups, tags, checklist, notes] = await Promise.all([
      db
        .selectFrom('task_assignees as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.task_id', 'e.id as employee_id', 'e.display_name'])
        .where('a.task_id', 'in', list)
        .orderBy('e.display_name')
        .orderBy('e.id')
        .execute(),
      db
        .selectFrom('task_watchers as a')
        .innerJoin('employees as e', 'e.id', 'a.employee_id')
        .select(['a.task_id', 'e.id as employee_id', 'e.display_name'])
        .where('a.task_id', 'in', list)
        .orderBy('e.display_name')
        .orderBy('e.id')
        .execute(),
      db
        .selectFrom('task_employee_groups as g')
        .innerJoin('employee_groups as eg', 'eg.id', 'g.group_id')
        .select(['g.task_id', 'eg.id', 'eg.name'])
        .where('g.task_id', 'in', list)
        .orderBy('eg.name')
        .orderBy('eg.id')
        .execute(),
      db
        .selectFrom('task_tag_links as l')
        .innerJoin('task_tags as tg', 'tg.id', 'l.tag_id')
        .select(['l.task_id', 'tg.id', 'tg.name'])
        .where('l.task_id', 'in', list)
        .orderBy('tg.name')
        .orderBy('tg.id')
        .execute(),
      db
        .selectFrom('task_checklist_items')
        .select((eb) => [
          'task_id',
          eb.fn.countAll<number>().as('total'),
          eb.fn.sum<number>(eb.case().when('status', '=', 'done').then(1).else(0).end()).as('done'),
        ])
        .where('task_id', 'in', list)
        .groupBy('task_id')
        .execute(),
      db
        .selectFrom('task_notes')
        .select((eb) => ['task_id', eb.fn.countAll<number>().as('total')])
        .where('task_id', 'in', list)
        .groupBy('task_id')
        .execute(),
    ]);
    const byTask = <T extends { task_id: number }, V>(rows: T[], pick: (row: T) => V) => {
      const map = new Map<number, V[]>();
      for (const row of rows) {
        const items = map.get(row.task_id) ?? [];
        items.push(pick(row));
        map.set(row.task_id, items);
      }
      return map;
    };
    const person = (row: Person) => ({
      employee_id: row.employee_id,
      display_name: row.display_name,
    });
    const named = (row: Named) => ({ id: row.id, name: row.name });
    return {
      assignees: byTask(assignees, person),
      watchers: byTask(watchers, person),
      groups: byTask(groups, named),
      tags: byTask(tags, named),
      checklist: new Map(
        checklist.map((row) => [
          row.task_id,
          { done: Number(row.done ?? 0), total: Number(row.total) },
        ]),
      ),
      notes: new Map(notes.map((row) => [row.task_id, Number(row.total)])),
    };
  }

  /**
   * The organisation's members (not removed) assigned to some rows, directly or through a team,
   * by name, with whether the viewer manages them; for a manager who does not see everyone, only
   * themselves and their workers.
   */
  async assigneesOf(
    orgId: number,
    taskIds: readonly number[],
    viewerId: number | null,
    reach: TaskReach,
  ) {
    if (taskIds.length === 0) return [];
    const ids = [...taskIds];
    let query = this.db
      .selectFrom('employees as e')
      .select((eb) => [
        'e.id as employee_id',
        'e.display_name',
        viewerId === null
          ? sql<number>`0`.as('is_my_worker')
          : eb
              .case()
              .when(managedBy(eb as unknown as EmployeesAsE, viewerId))
              .then(1)
              .else(0)
              .end()
              .as('is_my_worker'),
      ])
      .where('e.org_id', '=', orgId)
      .where('e.staffing_status', '<>', 'removed')
      .where((eb) =>
        eb.or([
          eb.exists(
            eb
              .selectFrom('task_assignees as a')
              .select(sql`1`.as('one'))
              .whereRef('a.employee_id', '=', 'e.id')
              .where('a.task_id', 'in', ids),
          ),
          eb.exists(
            eb
              .selectFrom('task_employee_groups as g')
              .innerJoin('employee_group_members as m', 'm.group_id', 'g.group_id')
              .select(sql`1`.as('one'))
              .whereRef('m.employee_id', '=', 'e.id')
              .where('g.task_id', 'in', ids),
          ),
        ]),
      )
      .orderBy('e.display_name')
      .orderBy('e.id');
    if (reach.kind !== 'all')
      query = query.where((eb) =>
        reach.employeeId === null
          ? sql<boolean>`1 = 0`
          : eb.or([
              eb('e.id', '=', reach.employeeId),
              ...(reach.kind === 'managed'
                ? [managedBy(eb as unknown as EmployeesAsE, reach.employeeId)]
                : []),
            ]),
      );
    return query.execute();
  }
}
