import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { param, preparedQuery } from '../../db/prepared';
import { AppError } from '../../http/app-error';

/** Keys are kept at least 24 hours; the hourly cleanup removes them after 48. */
export const IDEMPOTENCY_RETENTION_SECONDS = 48 * 3600;
export const IDEMPOTENCY_CLEANUP_INTERVAL_MS = 60 * 60 * 1000;

const KEY = /^[\x21-\x7e]{1,255}$/;

/** The request's Idempotency-Key header, null when it sent none; 400 when it is malformed. */
export function idempotencyKeyOf(request: Pick<FastifyRequest, 'headers'>): string | null {
  const value = request.headers['idempotency-key'];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !KEY.test(value))
    throw new AppError(400, TIME_CARD_TEXT.idempotencyKeyInvalid, {
      field_hints: { 'Idempotency-Key': [TIME_CARD_TEXT.idempotencyKeyInvalid] },
    });
  return value;
}

/** What makes two requests the same: the call, its path and its body as the contract read them. */
export function requestHash(call: string, params: unknown, body: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify([call, params, body]))
    .digest('hex');
}

export type IdempotencyClaim = { orgId: number; profileId: number; key: string; hash: string };

const claimKey = preparedQuery(
  (db) =>
    db
      .insertInto('idempotency_keys')
      .values({
        org_id: param('orgId'),
        profile_id: param('profileId'),
        key: param<string>('key'),
        request_hash: param<string>('hash'),
        response_json: null,
        created_at_unix: param('now'),
      })
      .onConflict((conflict) => conflict.columns(['org_id', 'profile_id', 'key']).doNothing())
      .returning('key'),
  ['orgId', 'profileId', 'key', 'hash', 'now'],
);

const storedKey = preparedQuery(
  (db) =>
    db
      .selectFrom('idempotency_keys')
      .select(['request_hash', 'response_json'])
      .where('org_id', '=', param('orgId'))
      .where('profile_id', '=', param('profileId'))
      .where('key', '=', param<string>('key')),
  ['orgId', 'profileId', 'key'],
);

const completeKey = preparedQuery(
  (db) =>
    db
      .updateTable('idempotency_keys')
      .set({ response_json: param<string>('response') })
      .where('org_id', '=', param('orgId'))
      .where('profile_id', '=', param('profileId'))
      .where('key', '=', param<string>('key')),
  ['orgId', 'profileId', 'key', 'response'],
);

/**
 * The first answer of each clock action sent with a key, per caller (organisation, person,
 * key). A request claims its key inside its own transaction: the row is written with the action
 * and its answer, or not at all, so a failed request leaves the key free for the retry. A
 * concurrent request with the same key waits on the row (PostgreSQL) or runs after the first
 * (SQLite's single writer) and then reads the first answer.
 */
export class IdempotencyStore {
  constructor(private readonly db: Db) {}

  /**
   * Claims the key in the transaction `db`. Returns the first answer's JSON when the key was
   * used for this very request before, null when the request is new; 422 when the key was used
   * for another request.
   */
  async claim(db: Db, claim: IdempotencyClaim, now: number): Promise<string | null> {
    const [inserted] = await claimKey(db, { ...claim, now });
    if (inserted) return null;
    const [stored] = await storedKey(db, claim);
    if (!stored) throw new Error('An idempotency key that conflicted is missing');
    if (stored.request_hash !== claim.hash || stored.response_json === null)
      throw new AppError(422, TIME_CARD_TEXT.idempotencyKeyReused);
    return stored.response_json;
  }

  /** Keeps the answer with the claimed key (in the same transaction). */
  async complete(db: Db, claim: IdempotencyClaim, responseJson: string): Promise<void> {
    await completeKey(db, { ...claim, response: responseJson });
  }

  /** The hourly cleanup: removes keys past their retention. Returns how many. */
  async removeExpired(now: number): Promise<number> {
    const result = await this.db
      .deleteFrom('idempotency_keys')
      .where('created_at_unix', '<', now - IDEMPOTENCY_RETENTION_SECONDS)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
