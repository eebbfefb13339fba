import type { Db } from '../../db/connection';
import { managedBy, type EmployeesAsE } from '../visibility/visibility.service';

/**
 * What a task names of the rest of the organisation, looked up by id within it: members (not
 * removed), teams (in use), tags, projects and work sites. A name another organisation's id
 * gives is simply not found.
 */
export class TaskRefsRepository {
  constructor(readonly db: Db) {}

  async members(db: Db, orgId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .where('staffing_status', '<>', 'removed')
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  /** Of the ids, the manager and their workers (primary or secondary manager). */
  async managedPeople(
    db: Db,
    orgId: number,
    ids: readonly number[],
    managerId: number,
  ): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.org_id', '=', orgId)
      .where('e.id', 'in', [...ids])
      .where((eb) =>
        eb.or([eb('e.id', '=', managerId), managedBy(eb as unknown as EmployeesAsE, managerId)]),
      )
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  async tags(db: Db, orgId: number, ids: readonly number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db
      .selectFrom('task_tags')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
    return new Set(rows.map((row) => row.id));
  }

  project(db: Db, orgId: number, id: number) {
    return db
      .selectFrom('projects')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  workSite(db: Db, orgId: number, id: number) {
    return db
      .selectFrom('work_sites')
      .select(['id', 'project_id'])
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The files of notes (uploaded ones), for their links. */
  files(db: Db, orgId: number, ids: readonly number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('file_attachments')
      .select(['id', 'display_name', 'file_name', 'mime_type', 'file_size_bytes'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .where('upload_state', '=', 'success')
      .where('is_stored', '=', 1)
      .where('deleted_at_unix', 'is', null)
      .execute();
  }

  /** Display names of members, for note authors. */
  async names(db: Db, orgId: number, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .selectFrom('employees')
      .select(['id', 'display_name'])
      .where('org_id', '=', orgId)
      .where('id', 'in', [...ids])
      .execute();
    return new Map(rows.map((row) => [row.id, row.display_name]));
  }
}
