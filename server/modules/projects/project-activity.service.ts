import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { writeAudit } from '../../lib/audit';
import { nowUnix } from '../../lib/time';

const DAY_SECONDS = 86_400;

/**
 * When time was last recorded on projects, and the auto-archive it drives
 * (organisations.auto_archive_projects_after_days, is_auto_restore_projects).
 */
export class ProjectActivityService {
  constructor(private readonly db: Db) {}

  /**
   * Time was recorded on a project at `unix` (the time-card service calls this). Moves its last
   * activity forward, and brings it back if the job archived it and the organisation restores
   * such projects. Returns whether it was restored.
   */
  async recordActivity(orgId: number, projectId: number, unix: number): Promise<boolean> {
    // A project in use (every clock action's case) only moves forward: no transaction, and no
    // write when it is already there (many clock-ins a second on one project).
    const current = await this.db
      .selectFrom('projects')
      .select(['archived_at_unix', 'last_activity_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', '=', projectId)
      .executeTakeFirst();
    if (!current) return false;
    if (current.archived_at_unix === null) {
      if (Number(current.last_activity_at_unix) < unix)
        await this.db
          .updateTable('projects')
          .set({ last_activity_at_unix: unix })
          .where('org_id', '=', orgId)
          .where('id', '=', projectId)
          .where('last_activity_at_unix', '<', unix)
          .execute();
      return false;
    }
    return this.db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('projects as p')
        .innerJoin('organisations as o', 'o.id', 'p.org_id')
        .select([
          'p.archived_at_unix',
          'p.auto_archived',
          'p.last_activity_at_unix',
          'o.is_auto_restore_projects',
        ])
        .where('p.org_id', '=', orgId)
        .where('p.id', '=', projectId)
        .executeTakeFirst();
      if (!row) return false;
      const restore =
        row.archived_at_unix !== null &&
        row.auto_archived === 1 &&
        row.is_auto_restore_projects === 1 &&
        // A project in use has taken its name meanwhile: it stays archived for a person to rename.
        !(await trx
          .selectFrom('projects as other')
          .select('other.id')
          .where('other.org_id', '=', orgId)
          .where('other.id', '<>', projectId)
          .where('other.archived_at_unix', 'is', null)
          .where(
            sql`lower(other.name)`,
            '=',
            sql`(select lower(name) from projects where id = ${projectId})`,
          )
          .executeTakeFirst());
      const now = nowUnix();
      await trx
        .updateTable('projects')
        .set({
          last_activity_at_unix: Math.max(Number(row.last_activity_at_unix), unix),
          ...(restore
            ? { archived_at_unix: null, auto_archived: 0 as const, updated_at_unix: now }
            : {}),
        })
        .where('org_id', '=', orgId)
        .where('id', '=', projectId)
        .execute();
      if (restore)
        await writeAudit(trx as unknown as Db, {
          actorProfileId: null,
          orgId,
          entity: 'project',
          entityId: projectId,
          action: 'auto_restore',
        });
      return restore;
    });
  }

  /**
   * The scheduled job: archives the active projects of every organisation that auto-archives,
   * idle (no activity) for at least its number of days, and marks them auto_archived. Returns
   * how many it archived.
   */
  async archiveIdle(now: number = nowUnix()): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      const idle = await trx
        .selectFrom('projects as p')
        .innerJoin('organisations as o', 'o.id', 'p.org_id')
        .select(['p.id', 'p.org_id'])
        .where('p.archived_at_unix', 'is', null)
        .where('o.auto_archive_projects_after_days', 'is not', null)
        .where('o.auto_archive_projects_after_days', '>', 0)
        .where(
          sql<boolean>`p.last_activity_at_unix <= ${now} - o.auto_archive_projects_after_days * ${DAY_SECONDS}`,
        )
        .execute();
      if (idle.length === 0) return 0;
      await trx
        .updateTable('projects')
        .set({ archived_at_unix: now, auto_archived: 1, updated_at_unix: now })
        .where(
          'id',
          'in',
          idle.map((project) => project.id),
        )
        .execute();
      for (const project of idle)
        await writeAudit(trx as unknown as Db, {
          actorProfileId: null,
          orgId: project.org_id,
          entity: 'project',
          entityId: project.id,
          action: 'auto_archive',
        });
      return idle.length;
    });
  }
}
