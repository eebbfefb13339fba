import { can, PERMISSION, hasPermission, type TimeCardTarget } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type { PlanFields } from '../../../contract/plans';
import { TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { writeAudit } from '../../lib/audit';
import type { VisibilityService } from '../visibility/visibility.service';
import { computeExceptions, EXCEPTION_WINDOW_SECONDS, type Reading } from './exceptions';
import { snapshotOf, type CardSnapshot } from './history';
import type { CardHistoryRepository } from './card-history.repository';
import type { CardPartsRepository } from './card-parts.repository';
import type { LocationReadingsRepository } from './location-readings.repository';
import { memberRules, type MemberRules } from './member-rules';
import type { MemberRulesRepository } from './member-rules.repository';
import type { AllocationRefs, ReferencesRepository } from './references.repository';
import type { TimeCardsRepository } from './time-cards.repository';
import type { AllocationRow, TimeCardRow } from './time-cards.tables';

/** Two allocations go to the same project and work site, so to the same geofences (geofencesOf). */
const sameRefs = (a: AllocationRefs | undefined, b: AllocationRefs | undefined) =>
  a !== undefined &&
  b !== undefined &&
  a.project_id === b.project_id &&
  a.work_site_id === b.work_site_id;

/** How a card is reached: read it, act on its clock, or edit it. */
export type CardNeed = 'read' | 'clock' | 'edit';

/** The organisation's plan, as the org guard's lookups read it. */
export type PlanReader = { planFields(orgId: number): Promise<PlanFields | undefined> };

/**
 * What one transaction of TimeCardActions has read already, so each is read once in it: the
 * plan read before it began, members' rules, the caller's relation to members, and the
 * organisation's time settings. Nothing a card write changes, so they hold for the transaction.
 */
type TransactionReads = {
  plan: PlanFields | undefined;
  rules: Map<string, Promise<MemberRules | undefined>>;
  targets: Map<string, Promise<TimeCardTarget>>;
  /** By organisation, read with a member's rules (a transaction acts in one organisation). */
  orgTimes: Map<number, OrgTime>;
};

/** The organisation's time zone and rounding step, as the list reads them. */
export type OrgTime = { timezone: string; time_round_minutes: number };

/**
 * What every time-card service shares inside its transaction: a member's rules, who may reach a
 * card, snapshots and audit rows, and the exceptions recomputed after a write.
 */
export class TimeCardStore {
  /** What each transaction read already, by transaction (see bindPlan). */
  readonly #reads = new WeakMap<Db, TransactionReads>();

  constructor(
    readonly cards: TimeCardsRepository,
    readonly parts: CardPartsRepository,
    readonly readings: LocationReadingsRepository,
    readonly auditLog: CardHistoryRepository,
    readonly references: ReferencesRepository,
    private readonly facts: MemberRulesRepository,
    private readonly plans: PlanReader,
    private readonly visibility: VisibilityService,
  ) {}

  /** The organisation's plan (read outside any transaction). */
  planOf(orgId: number): Promise<PlanFields | undefined> {
    return this.plans.planFields(orgId);
  }

  /**
   * Gives a transaction the plan read before it began: the plan lookup runs on its own
   * connection, and SQLite has one, which the transaction holds until it ends. From here on the
   * transaction keeps what it reads of members (TransactionReads).
   */
  bindPlan(db: Db, plan: PlanFields | undefined): void {
    this.#reads.set(db, { plan, rules: new Map(), targets: new Map(), orgTimes: new Map() });
  }

  /** The member's rules; undefined for someone who is not a member of the organisation. */
  rulesOf(
    db: Db,
    orgId: number,
    employeeId: number,
    now: number,
  ): Promise<MemberRules | undefined> {
    const reads = this.#reads.get(db);
    if (!reads) return this.#readRules(db, orgId, employeeId, now, undefined);
    const key = `${orgId}:${employeeId}:${now}`;
    let rules = reads.rules.get(key);
    if (!rules) {
      rules = this.#readRules(db, orgId, employeeId, now, reads);
      reads.rules.set(key, rules);
    }
    return rules;
  }

  /**
   * The member's rules, with the member's lock taken for the rest of the transaction
   * (TimeCardsRepository.lockMember): in the same read when the transaction has not read their
   * rules yet, so a clock action's first read is also its lock.
   */
  lockedRulesOf(
    db: Db,
    orgId: number,
    employeeId: number,
    now: number,
  ): Promise<MemberRules | undefined> {
    const reads = this.#reads.get(db);
    const key = `${orgId}:${employeeId}:${now}`;
    const read = reads?.rules.get(key);
    if (read)
      return read.then(async (rules) => {
        await this.cards.lockMember(db, orgId, employeeId);
        return rules;
      });
    const rules = this.#readRules(db, orgId, employeeId, now, reads, true);
    reads?.rules.set(key, rules);
    return rules;
  }

  async #readRules(
    db: Db,
    orgId: number,
    employeeId: number,
    now: number,
    reads: TransactionReads | undefined,
    lock = false,
  ): Promise<MemberRules | undefined> {
    const facts = await this.facts.facts(db, orgId, employeeId, now, lock);
    if (!facts) return undefined;
    if (reads && !reads.orgTimes.has(orgId)) reads.orgTimes.set(orgId, facts.org);
    const plan = reads ? reads.plan : await this.planOf(orgId);
    return memberRules(facts, plan);
  }

  /** The organisation's time zone and rounding step (read with a member's rules when it was). */
  async orgTime(db: Db, orgId: number): Promise<OrgTime> {
    return this.#reads.get(db)?.orgTimes.get(orgId) ?? this.facts.orgTime(db, orgId);
  }

  /** The caller's relation to a member: themselves, or their manager. */
  targetOf(db: Db, ctx: OrgContext, employeeId: number): Promise<TimeCardTarget> {
    const reads = this.#reads.get(db);
    if (!reads) return this.#readTarget(db, ctx, employeeId);
    const key = `${ctx.orgId}:${ctx.employeeId}:${employeeId}`;
    let target = reads.targets.get(key);
    if (!target) {
      target = this.#readTarget(db, ctx, employeeId);
      reads.targets.set(key, target);
    }
    return target;
  }

  async #readTarget(db: Db, ctx: OrgContext, employeeId: number): Promise<TimeCardTarget> {
    // Only a manager's rights over a card depend on managing its member (the time-card policies'
    // managesPerson and isTimeApproverFor), so nobody else's relation is read.
    const isMyWorker =
      ctx.flags.isManager &&
      ctx.employeeId !== null &&
      ctx.employeeId !== employeeId &&
      (await this.visibility.isManagedBy(ctx.orgId, employeeId, ctx.employeeId, db));
    return { employeeId, isMyWorker };
  }

  /**
   * Whether the caller may do `need` to a member's cards. Reading follows 13 and the scope;
   * clock actions on a card are the clocking rule's, or anyone's who edits every card (17);
   * editing needs the member's own permission for their own cards.
   */
  allows(ctx: OrgContext, need: CardNeed, target: TimeCardTarget): boolean {
    if (need === 'read') return can(ctx, 'timeCards.read', target);
    if (need === 'clock')
      return can(ctx, 'timeCards.clock', target) || hasPermission(ctx, PERMISSION.editAllTimeCards);
    return can(ctx, 'timeCards.edit', target);
  }

  /**
   * A card the caller reaches for `need`: 404 when they may not even read it (nor learn it
   * exists), 403 when they may read but not do this. With `lock`, the member's lock is taken
   * and the card read again under it, so the answer holds for the rest of the transaction.
   */
  async reach(
    db: Db,
    ctx: OrgContext,
    id: number,
    need: CardNeed,
    options: { lock?: boolean; now: number },
  ): Promise<{ card: TimeCardRow; target: TimeCardTarget; rules: MemberRules }> {
    let card = await this.cards.find(db, ctx.orgId, id);
    if (!card) throw new AppError(404, MESSAGES.notFound);
    const target = await this.targetOf(db, ctx, card.employee_id);
    if (!this.allows(ctx, 'read', target)) throw new AppError(404, MESSAGES.notFound);
    // With `lock`, the member's lock comes with their rules (one read).
    const rules = options.lock
      ? await this.lockedRulesOf(db, ctx.orgId, card.employee_id, options.now)
      : await this.rulesOf(db, ctx.orgId, card.employee_id, options.now);
    if (!rules) throw new AppError(404, MESSAGES.notFound);
    const full = { ...target, mayEditOwn: rules.mayEditOwn };
    if (!this.allows(ctx, need, full)) {
      const ownEdit = need === 'edit' && card.employee_id === ctx.employeeId;
      throw new AppError(403, ownEdit ? TIME_CARD_TEXT.editingOff : MESSAGES.forbidden);
    }
    if (options.lock) {
      card = await this.cards.find(db, ctx.orgId, id, { lock: true });
      if (!card) throw new AppError(404, MESSAGES.notFound);
    }
    return { card, target: full, rules };
  }

  /** Approved cards change only after a time approver unapproves them. */
  assertUnlocked(card: TimeCardRow) {
    if (card.approval_state === 'approved') throw new AppError(409, TIME_CARD_TEXT.locked);
  }

  async snapshot(db: Db, orgId: number, id: number): Promise<CardSnapshot | undefined> {
    const card = await db
      .selectFrom('time_cards')
      .selectAll()
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!card) return undefined;
    const [breaks, allocations] = await Promise.all([
      this.parts.breaksOf(db, [id]),
      this.parts.allocationsOf(db, [id]),
    ]);
    return snapshotOf(card, breaks.get(id) ?? [], allocations.get(id) ?? []);
  }

  /** The audit row of a change: who, what before and after, and why. */
  async audit(
    db: Db,
    entry: {
      orgId: number;
      actorProfileId: number | null;
      cardId: number;
      action: string;
      before: CardSnapshot | undefined;
      reason?: string | null;
      /** The card as it now is, when the caller holds it already (else read here). */
      after?: CardSnapshot;
    },
  ) {
    await writeAudit(db, {
      actorProfileId: entry.actorProfileId,
      orgId: entry.orgId,
      entity: 'time_card',
      entityId: entry.cardId,
      action: entry.action,
      before: entry.before,
      after: entry.after ?? (await this.snapshot(db, entry.orgId, entry.cardId)),
      reason: entry.reason ?? null,
    });
  }

  /**
   * Recomputes a card's exceptions from the member's readings around it and the geofences of its
   * first and last allocation, and stores them when they changed. `allocations`: the card's, when
   * the caller holds them already. Answers the card's row with its exceptions as stored.
   */
  async refreshExceptions(
    db: Db,
    card: TimeCardRow,
    now: number,
    allocations?: readonly AllocationRow[],
  ): Promise<TimeCardRow> {
    const clockIn = Number(card.clock_in_dt_unix);
    const clockOut = card.clock_out_dt_unix === null ? null : Number(card.clock_out_dt_unix);
    const stretches =
      allocations ?? (await this.parts.allocationsOf(db, [card.id])).get(card.id) ?? [];
    const [first, last] = [stretches[0], stretches[stretches.length - 1]];
    const readings = await this.readings.readingsAround(
      db,
      card.org_id,
      card.employee_id,
      clockIn - EXCEPTION_WINDOW_SECONDS,
      (clockOut ?? now) + EXCEPTION_WINDOW_SECONDS,
    );
    // Without readings no exception depends on the geofences (exceptions.ts): none are read. One
    // stretch (or the same place at both ends): its geofences once.
    const startFences =
      readings.length === 0 ? [] : await this.references.geofencesOf(db, card.org_id, first);
    const endFences =
      readings.length === 0 || first === last || sameRefs(first, last)
        ? startFences
        : await this.references.geofencesOf(db, card.org_id, last);
    const found = computeExceptions({
      clockIn,
      clockOut,
      isGps: card.is_gps === 1,
      readings: readings.map((row): Reading => ({
        at: Number(row.recorded_at_unix),
        latitude: row.latitude,
        longitude: row.longitude,
        speedMps: row.speed_mps,
      })),
      startSites: startFences,
      endSites: endFences,
    });
    const text = JSON.stringify(found);
    if (text === card.exceptions) return card;
    await this.cards.updateCard(db, card.org_id, card.id, { exceptions: text });
    return { ...card, exceptions: text };
  }

  /**
   * Readings sent late (buffered on the phone) also tell about the member's other cards around
   * them: those not approved are recomputed.
   */
  async refreshAround(
    db: Db,
    orgId: number,
    employeeId: number,
    range: { from: number; to: number },
    now: number,
  ): Promise<void> {
    const cards = await this.cards.cardsBetween(
      db,
      orgId,
      employeeId,
      range.from - EXCEPTION_WINDOW_SECONDS,
      range.to + EXCEPTION_WINDOW_SECONDS,
    );
    for (const card of cards)
      if (card.approval_state !== 'approved') await this.refreshExceptions(db, card, now);
  }
}
