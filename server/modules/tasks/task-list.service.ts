import { isTimeApproverFor } from '../../../contract/access';
import type { Page } from '../../../contract/pagination';
import type { Task, TaskListQuery, WorkerRecord } from '../../../contract/tasks';
import type { TaskStatusFilter } from '../../../contract/tasks-text';
import { startOfZonedDay, zonedDate } from '../../../contract/time/zoned-time';
import { addDays } from '../../../contract/time/plain-date';
import type { Db } from '../../db/connection';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { pageMeta } from '../../lib/page-meta';
import { nowUnix } from '../../lib/time';
import type { TaskFilters, TaskListRepository } from './task-list.repository';
import { entriesKept, entryAt, expandEntries, type ListEntries } from './task-list-entries';
import { reachOf } from './task-reach';
import type { TaskReader } from './task-reader';
import { TaskListCache, type Kept } from './task-list-cache';
import { ANY_ROW } from '../../db/migrations/0022-task-row-versions';
import type { TasksRepository } from './tasks.repository';

/** A day either side: every zone's local day of an instant lies within it. */
const ZONE_REACH_SECONDS = 2 * 86_400;

/**
 * More rows moved than this since a kept list and the list is read whole again: by then one read
 * costs less than an IN list of them.
 */
const REFRESH_ROWS_MAX = 500;

/**
 * The task list and the members with tasks on a day (README.md "The list"). The rows that can
 * meet the range are read with the filters in SQL, series expanded in memory over the range only
 * (in their zone), the occurrences they skip or keep on their own left out, all sorted by start
 * then id (in columns: task-list-entries.ts); one page of them is then read, each part in one
 * query. The expanded list and each answer are kept under the organisation's task version
 * (task-list-cache.ts), so paging and repeated reads skip the expansion, and a page read again
 * costs one query.
 */
export class TaskListService {
  readonly #entries = new TaskListCache<ListEntries>({
    maxEntries: 100,
    maxSize: 300_000,
    sizeOf: (entries) => entries.length,
    readAt: (entries) => entries.readAt,
  });
  /** Whole answers (a page of a list), as JSON. */
  readonly #answers = new TaskListCache<string>({
    maxEntries: 500,
    maxSize: 2_000_000,
    sizeOf: (text) => text.length,
  });

  constructor(
    private readonly db: Db,
    private readonly tasks: TasksRepository,
    private readonly list: TaskListRepository,
    private readonly reader: TaskReader,
  ) {}

  /**
   * GET tasks. The answer is kept whole per range, filter, reach and page under the task version
   * (an overdue filter for the minute it was read in).
   */
  async page(ctx: OrgContext, query: TaskListQuery): Promise<RawJson> {
    const now = nowUnix();
    const range = { from: query.display_start_dt_unix, to: query.display_end_dt_unix };
    const filters: TaskFilters = {
      assigneeIds: query.assignee_ids,
      groupIds: query.employee_group_ids,
      projectId: query.org_project_id,
      tagIds: query.tag_ids,
      search: query.search,
      reach: reachOf(ctx),
    };
    const listKey = JSON.stringify([ctx.orgId, range, filters]);
    const minute = query.status?.includes('overdue') ? Math.floor(now / 60) : 0;
    const answerKey = JSON.stringify([listKey, query.status, minute, query.page, query.limit]);
    // Read before the rows, so a write committed meanwhile only makes the next read miss.
    const version = await this.tasks.version(ctx.orgId);
    const text = await this.#answers.get(answerKey, version, async () => {
      const entries = await this.#entries.get(listKey, version, (older) =>
        this.#expand(ctx.orgId, range, filters, older),
      );
      const kept = query.status?.length
        ? entriesKept(entries, byStatus(query.status, now))
        : entries.order;
      const first = (query.page - 1) * query.limit;
      const data = await this.reader.views(
        this.db,
        ctx.orgId,
        Array.from(kept.subarray(first, first + query.limit), (i) => entryAt(entries, i)),
      );
      const page: Page<Task> = { data, meta: pageMeta(query, kept.length, data.length) };
      return JSON.stringify(page);
    });
    return new RawJson(text);
  }

  /**
   * GET employees.v2?has_assigned_tasks_display_dt_unix=: the members assigned (directly or
   * through a team) a task or occurrence on the local day of the instant, in each task's zone.
   */
  async employeesWithTasks(
    ctx: OrgContext,
    query: { has_assigned_tasks_display_dt_unix: number; page: number; limit: number },
  ): Promise<Page<WorkerRecord>> {
    const at = query.has_assigned_tasks_display_dt_unix;
    const reach = reachOf(ctx);
    const range = { from: at - ZONE_REACH_SECONDS, to: at + ZONE_REACH_SECONDS };
    const version = await this.tasks.version(ctx.orgId);
    const entries = await this.#entries.get(
      JSON.stringify([ctx.orgId, range, { reach }]),
      version,
      (older) => this.#expand(ctx.orgId, range, { reach }, older),
    );
    const rowIds = new Set<number>();
    // The instant's local day once per zone: each wall-clock reading goes through Intl.
    const days = new Map<string, { start: number; end: number }>();
    for (let i = 0; i < entries.length; i++) {
      const { id, timezone } = entries.rows[entries.row[i]!]!;
      if (rowIds.has(id)) continue;
      let day = days.get(timezone);
      if (!day) {
        const date = zonedDate(at, timezone);
        day = {
          start: startOfZonedDay(date, timezone),
          end: startOfZonedDay(addDays(date, 1), timezone),
        };
        days.set(timezone, day);
      }
      if (entries.start[i]! < day.end && entries.due[i]! >= day.start) rowIds.add(id);
    }
    const viewerId = ctx.isProviderStaff ? null : ctx.employeeId;
    const people = await this.list.assigneesOf(ctx.orgId, [...rowIds], viewerId, reach);
    const first = (query.page - 1) * query.limit;
    const data = people.slice(first, first + query.limit).map((person) => {
      const isMyWorker = Number(person.is_my_worker) === 1;
      return {
        display_name: person.display_name,
        employee_id: person.employee_id,
        is_my_worker: isMyWorker,
        is_time_approver_for_worker: isTimeApproverFor(
          { roleId: ctx.roleId, employeeId: viewerId },
          { employeeId: person.employee_id, isMyWorker },
        ),
      };
    });
    return { data, meta: pageMeta(query, people.length, data.length) };
  }

  /**
   * Every row and occurrence meeting [from, to) with the filters, by start then id. From an older
   * list of the same key, only the rows written since (README.md "Kept answers") are read and
   * expanded again, unless a change may have moved any row or too many moved.
   */
  async #expand(
    orgId: number,
    range: { from: number; to: number },
    filters: TaskFilters,
    older?: Kept<ListEntries>,
  ): Promise<ListEntries> {
    const moved = older && (await this.list.movedSince(orgId, older.version, REFRESH_ROWS_MAX));
    const refresh = moved && moved.length <= REFRESH_ROWS_MAX && !moved.includes(ANY_ROW);
    const ids = refresh ? moved : undefined;
    const rows = await this.list.candidates(orgId, range, filters, ids);
    const series = rows.filter((row) => row.rrule_string !== null);
    const longest = Math.max(0, ...series.map((row) => row.due_dt_unix - row.start_dt_unix));
    const exceptions =
      series.length === 0
        ? new Map<number, Set<number>>()
        : await this.list.exceptions(
            orgId,
            { from: range.from - longest - ZONE_REACH_SECONDS, to: range.to },
            ids && series.map((row) => row.id),
          );
    const kept = refresh ? { entries: older.value, moved: new Set(moved) } : undefined;
    return expandEntries(rows, exceptions, range, kept);
  }
}

/** The list's status filter: to do, done, overdue (to do and due before now). */
function byStatus(statuses: readonly TaskStatusFilter[], now: number) {
  return (status: string, due: number) =>
    statuses.some((each) =>
      each === 'overdue' ? status === 'to_do' && due < now : status === each,
    );
}
