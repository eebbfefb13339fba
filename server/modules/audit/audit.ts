import type { Db } from '../../db/connection';
import { nowUnix } from '../../lib/time';

/** One audit_log row: who changed what, with the values before and after. */
export async function writeAudit(
  db: Db,
  entry: {
    actorProfileId: number | null;
    orgId: number | null;
    entity: string;
    entityId: number | null;
    action: string;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_profile_id: entry.actorProfileId,
      org_id: entry.orgId,
      entity: entry.entity,
      entity_id: entry.entityId,
      action: entry.action,
      before_json: entry.before === undefined ? null : JSON.stringify(entry.before),
      after_json: entry.after === undefined ? null : JSON.stringify(entry.after),
      at_unix: nowUnix(),
    })
    .execute();
}
