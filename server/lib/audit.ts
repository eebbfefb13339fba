import type { Db } from '../db/connection';
import { nowUnix } from './time';

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
    /** Why, when the caller said (a time card's edit). */
    reason?: string | null;
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
      reason: entry.reason ?? null,
    })
    .execute();
}

/** An audit_log row as the history pages read it, with the actor's name. */
export type AuditEntry = {
  id: number;
  entity_id: number | null;
  action: string;
  before_json: string | null;
  after_json: string | null;
  at_unix: number;
  actor_profile_id: number | null;
  actor_name: string | null;
};

/**
 * One page of an organisation's changes of one kind of entity (optionally of one entity),
 * newest first, and the total. Reads the (org_id, entity, at_unix) index.
 */
export async function readAudit(
  db: Db,
  input: { orgId: number; entity: string; entityId?: number; page: number; limit: number },
): Promise<{ total: number; rows: AuditEntry[] }> {
  let query = db
    .selectFrom('audit_log as a')
    .where('a.org_id', '=', input.orgId)
    .where('a.entity', '=', input.entity);
  if (input.entityId !== undefined) query = query.where('a.entity_id', '=', input.entityId);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query
      .leftJoin('profiles as p', 'p.id', 'a.actor_profile_id')
      .select([
        'a.id',
        'a.entity_id',
        'a.action',
        'a.before_json',
        'a.after_json',
        'a.at_unix',
        'a.actor_profile_id',
        'p.display_name as actor_name',
      ])
      .orderBy('a.at_unix', 'desc')
      .orderBy('a.id', 'desc')
      .limit(input.limit)
      .offset((input.page - 1) * input.limit)
      .execute(),
  ]);
  return { total: Number(count.total), rows };
}
