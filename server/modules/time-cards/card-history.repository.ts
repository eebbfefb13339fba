import type { Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';

const historyRows = preparedQuery(
  (db) =>
    db
      .selectFrom('audit_log as a')
      .leftJoin('profiles as p', 'p.id', 'a.actor_profile_id')
      .select([
        'a.id',
        'a.entity_id',
        'a.action',
        'a.before_json',
        'a.after_json',
        'a.at_unix',
        'a.actor_profile_id',
        'a.reason',
        'p.display_name as actor_name',
      ])
      .where('a.org_id', '=', param('orgId'))
      .where('a.entity', '=', 'time_card')
      .where('a.entity_id', '=', param('cardId'))
      .orderBy('a.at_unix', 'desc')
      .orderBy('a.id', 'desc')
      .limit(500),
  ['orgId', 'cardId'],
);

/** The SQL of a card's history: its rows in the audit log. */
export class CardHistoryRepository {
  /** The card's audit rows, newest first, with who made each change. */
  async history(db: Db, orgId: number, cardId: number) {
    return historyRows(db, { orgId, cardId });
  }
}
