import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TimeCardWriteResponse } from '../../../contract/time-cards';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { nowUnix } from '../../lib/time';
import type { ProjectActivityService } from '../projects/project-activity.service';
import { idempotencyKeyOf, requestHash, type IdempotencyStore } from './idempotency';
import type { HeldParts, TimeCardReader } from './time-card-reader';
import type { TimeCardStore } from './time-card-store';

/**
 * What a write did: the card to answer with, its message, the projects time went to, and the
 * card's parts when the write holds them all (a card it created: the answer need not read them).
 */
export type ActionResult = {
  cardId: number;
  message: string;
  projectIds: number[];
  held?: HeldParts;
};

/** A write of a card, in the transaction it is given, at the instant it is given. */
export type CardWork = (db: Db, now: number) => Promise<ActionResult>;

/**
 * Runs a card write the same way for every call: one transaction for the write, its audit rows,
 * the answer (the card as it now is) and, with an Idempotency-Key header, the key and that
 * answer, so a retry with the same key and body answers the first result and changes nothing.
 * After the commit, time recorded on projects moves their last activity (auto-archive).
 */
export class TimeCardActions {
  constructor(
    private readonly db: Db,
    private readonly store: TimeCardStore,
    private readonly idempotency: IdempotencyStore,
    private readonly reader: TimeCardReader,
    private readonly activity: ProjectActivityService,
  ) {}

  async run(
    /** What the run reads of the request; the kiosk passes its body without the PIN. */
    request: Pick<FastifyRequest, 'headers' | 'params' | 'body' | 'log'>,
    reply: FastifyReply,
    ctx: OrgContext,
    call: string,
    work: CardWork,
  ): Promise<TimeCardWriteResponse | RawJson> {
    const key = idempotencyKeyOf(request);
    const now = nowUnix();
    const claim = key && {
      orgId: ctx.orgId,
      profileId: ctx.profileId,
      key,
      hash: requestHash(call, request.params, request.body),
    };
    const outcome = await this.#transaction(ctx, async (db) => {
      if (claim) {
        const first = await this.idempotency.claim(db, claim, now);
        if (first !== null) return { kind: 'replay' as const, text: first };
      }
      const result = await work(db, now);
      const response: TimeCardWriteResponse = {
        data: await this.reader.detail(db, ctx, result.cardId, now, result.held),
        message: result.message,
      };
      if (claim) await this.idempotency.complete(db, claim, JSON.stringify(response));
      return { kind: 'done' as const, response, projectIds: result.projectIds };
    });
    if (outcome.kind === 'replay') {
      reply.header('idempotent-replayed', 'true');
      return new RawJson(outcome.text);
    }
    for (const projectId of new Set(outcome.projectIds))
      // The card is written; a failure here only delays an auto-archived project's return.
      await this.activity.recordActivity(ctx.orgId, projectId, now).catch((error: unknown) => {
        request.log.error({ err: error, projectId }, 'Recording project activity failed');
      });
    return outcome.response;
  }

  /** A write that answers without a card (deletion, approval), in one transaction. */
  async plain<R>(ctx: OrgContext, work: (db: Db, now: number) => Promise<R>): Promise<R> {
    const now = nowUnix();
    return this.#transaction(ctx, (db) => work(db, now));
  }

  /**
   * A transaction; the one-open-card index refusing a second running card (a race the member's
   * lock should already have settled) answers as the check does. The plan is the one the session
   * check read with the request (OrgSnapshot), else read here, before the transaction.
   */
  async #transaction<R>(ctx: OrgContext, work: (db: Db) => Promise<R>): Promise<R> {
    const plan = ctx.snapshot ? ctx.snapshot.plan : await this.store.planOf(ctx.orgId);
    try {
      return await this.db.transaction().execute((trx) => {
        const db = trx as unknown as Db;
        this.store.bindPlan(db, plan);
        return work(db);
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, TIME_CARD_TEXT.alreadyClockedIn(null));
      throw error;
    }
  }
}
