import { describe, expect, it } from 'vitest';
import { TIME_CARD_TEXT } from '../../contract/time-card-text';
import { nowUnix } from '../../server/lib/time';
import {
  IDEMPOTENCY_RETENTION_SECONDS,
  IdempotencyStore,
} from '../../server/modules/time-cards/idempotency';
import { timeCardsWorld } from './time-cards-world';

/**
 * Retries of clock actions under an Idempotency-Key (issue 14): the same key and body answer
 * the first result and change nothing; the same key with another body is refused with 422.
 */
const t = timeCardsWorld();
const { world } = t;

async function cardsOf(employeeId: number) {
  return world.server.db
    .selectFrom('time_cards')
    .selectAll()
    .where('employee_id', '=', employeeId)
    .execute();
}

describe('Idempotency-Key', () => {
  it('answers a retried clock-in with the first answer and records one card and one audit row', async () => {
    const worker = await t.freshWorker();
    const first = await t.call(worker, 'POST', t.cardsPath(), { note: 'Gate 3' }, 'clock-in-1');
    expect(first.status).toBe(200);
    const retry = await t.call(worker, 'POST', t.cardsPath(), { note: 'Gate 3' }, 'clock-in-1');
    expect(retry.status).toBe(200);
    expect(retry.text).toBe(first.text);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const cards = await cardsOf(worker.employeeId);
    expect(cards).toHaveLength(1);
    expect(await t.auditOf(cards[0]!.id)).toHaveLength(1);
  });

  it('refuses the same key with another body with 422, changing nothing', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker);
    const path = `${t.cardsPath()}/${card.id}/start_break`;
    await t.ok(await t.call(worker, 'POST', path, { break_type: 'meal' }, 'break-1'));
    const other = await t.call(worker, 'POST', path, { break_type: 'rest' }, 'break-1');
    expect(other.body).toEqual({ status_code: 422, message: TIME_CARD_TEXT.idempotencyKeyReused });
    // The same body on another card is another request too.
    const elsewhere = await t.call(
      worker,
      'POST',
      `${t.cardsPath()}/${card.id + 100000}/start_break`,
      { break_type: 'meal' },
      'break-1',
    );
    expect(elsewhere.status).toBe(422);
    const breaks = await world.server.db
      .selectFrom('time_card_breaks')
      .selectAll()
      .where('time_card_id', '=', card.id)
      .execute();
    expect(breaks.map((each) => each.break_type)).toEqual(['meal']);
  });

  it('keeps keys per member: another member’s same key is their own', async () => {
    const [a, b] = [await t.freshWorker(), await t.freshWorker()];
    const first = await t.ok(await t.call(a, 'POST', t.cardsPath(), {}, 'shared-key'));
    const second = await t.ok(await t.call(b, 'POST', t.cardsPath(), {}, 'shared-key'));
    expect(second.id).not.toBe(first.id);
    expect(second.employee_id).toBe(b.employeeId);
  });

  it('leaves the key free when the first request failed, so a retry does the work', async () => {
    const worker = await t.freshWorker();
    const card = await t.clockIn(worker);
    const refused = await t.call(
      worker,
      'POST',
      `${t.cardsPath()}/${card.id}/end_break`,
      {},
      'k-9',
    );
    expect(refused.status).toBe(409);
    await t.ok(
      await t.call(
        worker,
        'POST',
        `${t.cardsPath()}/${card.id}/start_break`,
        { break_type: 'rest' },
        'k-9',
      ),
    );
  });

  it('answers every one of many simultaneous retries alike, with one card written', async () => {
    const worker = await t.freshWorker();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => t.call(worker, 'POST', t.cardsPath(), {}, 'burst')),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    expect(await cardsOf(worker.employeeId)).toHaveLength(1);
  });

  it('lets only one of two simultaneous clock-ins under different keys win', async () => {
    const worker = await t.freshWorker();
    const answers = await Promise.all([
      t.call(worker, 'POST', t.cardsPath(), {}, 'race-a'),
      t.call(worker, 'POST', t.cardsPath(), {}, 'race-b'),
      t.call(worker, 'POST', t.cardsPath(), {}),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    expect(await cardsOf(worker.employeeId)).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const worker = await t.freshWorker();
    const response = await t.call(worker, 'POST', t.cardsPath(), {}, 'has spaces');
    expect(response.body).toMatchObject({
      status_code: 400,
      message: TIME_CARD_TEXT.idempotencyKeyInvalid,
    });
    expect(await cardsOf(worker.employeeId)).toHaveLength(0);
  });

  it('keeps keys at least 24 hours; the cleanup removes those past retention', async () => {
    const worker = await t.freshWorker();
    await t.ok(await t.call(worker, 'POST', t.cardsPath(), {}, 'kept'));
    const now = nowUnix();
    await world.server.db
      .insertInto('idempotency_keys')
      .values({
        org_id: world.org.orgId,
        profile_id: worker.profileId,
        key: 'old',
        request_hash: 'x',
        response_json: '{}',
        created_at_unix: now - IDEMPOTENCY_RETENTION_SECONDS - 1,
      })
      .execute();
    expect(IDEMPOTENCY_RETENTION_SECONDS).toBeGreaterThanOrEqual(24 * 3600);
    const removed = await new IdempotencyStore(world.server.db).removeExpired(now);
    expect(removed).toBe(1);
    const left = await world.server.db
      .selectFrom('idempotency_keys')
      .select('key')
      .where('profile_id', '=', worker.profileId)
      .execute();
    expect(left.map((row) => row.key)).toEqual(['kept']);
  });
});
