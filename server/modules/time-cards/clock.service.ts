import { can } from '../../../contract/access';
import { MESSAGES } from '../../../contract/errors';
import type {
  ClockIn,
  ClockOut,
  EndBreak,
  StartBreak,
  Switch,
} from '../../../contract/time-card-inputs';
import { TIME_CARD_ERROR_CODE, TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import type { AllocationTarget } from './allocations';
import { needsLongConfirmation } from './card-checks';
import type { MemberRules } from './member-rules';
import { readingRows } from './readings';
import { CLOCK_FIELDS, checkTarget } from './target-checks';
import type { TimeCardStore } from './time-card-store';
import { clockInLimitProblem, startOfLocalDay } from './time-limits';
import type { TimeCardRow } from './time-cards.tables';
import { breakSpans, cardSpan } from './row-values';
import { cardTotals } from './totals';

/** What a write did: the card to answer with, its message, and the projects time went to. */
export type ActionResult = { cardId: number; message: string; projectIds: number[] };

type Position = { latitude?: number; longitude?: number };

const targetOf = (input: {
  org_project_id?: number | null;
  work_site_id?: number | null;
  job_code_id?: number | null;
}): AllocationTarget => ({
  projectId: input.org_project_id ?? null,
  workSiteId: input.work_site_id ?? null,
  jobCodeId: input.job_code_id ?? null,
});

const projectsOf = (target: AllocationTarget) =>
  target.projectId === null ? [] : [target.projectId];

/**
 * The clock: clocking in (oneself, or a manager or administrator for their crew), breaks,
 * switches of project and clocking out, each at the server's time, in the caller's transaction
 * (`db`) under the member's lock. Every change writes an audit row.
 */
export class ClockService {
  constructor(private readonly store: TimeCardStore) {}

  private get cards() {
    return this.store.cards;
  }

  /** POST time_cards. */
  async clockIn(ctx: OrgContext, db: Db, input: ClockIn, now: number): Promise<ActionResult> {
    const employeeId = input.employee_id ?? ctx.employeeId;
    if (employeeId === null) throw new AppError(403, MESSAGES.forbidden);
    const rules = await this.store.rulesOf(db, ctx.orgId, employeeId, now);
    if (!rules) throw fieldError('employee_id', TIME_CARD_TEXT.unknownMember);
    const target = await this.store.targetOf(db, ctx, employeeId);
    if (!can(ctx, 'timeCards.clock', target)) throw new AppError(403, MESSAGES.forbidden);
    const isSelf = employeeId === ctx.employeeId;
    if (!rules.isActive) throw new AppError(409, TIME_CARD_TEXT.memberInactive);
    if (!rules.tracksTime) throw new AppError(403, TIME_CARD_TEXT.timeTrackingOff);

    await this.cards.lockMember(db, ctx.orgId, employeeId);
    if (await this.cards.openCardOf(db, ctx.orgId, employeeId))
      throw new AppError(409, TIME_CARD_TEXT.alreadyClockedIn(isSelf ? null : rules.displayName));
    const limit = clockInLimitProblem(
      rules,
      now,
      rules.timezone,
      await this.#workedToday(db, ctx.orgId, rules, now),
    );
    if (limit) throw new AppError(403, limit);
    if (rules.requiresPhoto && input.photo_file_attachment_id === null)
      throw fieldError('photo_file_attachment_id', TIME_CARD_TEXT.photoRequired);
    const allocation = targetOf(input);
    await checkTarget(this.store.references, db, ctx.orgId, rules, allocation, CLOCK_FIELDS, {
      project: rules.requireProject,
      jobCode: rules.requireCostCode,
    });
    if (await this.cards.overlaps(db, ctx.orgId, employeeId, now, null, null))
      throw new AppError(409, TIME_CARD_TEXT.overlap);

    const cardId = await this.cards.insertCard(db, {
      org_id: ctx.orgId,
      employee_id: employeeId,
      clock_in_dt_unix: now,
      clock_out_dt_unix: null,
      timezone: rules.timezone,
      status: 'working',
      source: 'web',
      note: input.note,
      is_gps: rules.requiresLocation ? 1 : 0,
      approved_by_employee_id: null,
      approved_at_unix: null,
      signed_off_at_unix: null,
      created_by_profile_id: ctx.profileId,
      created_at_unix: now,
      updated_at_unix: now,
      deleted_at_unix: null,
    });
    await this.cards.insertAllocation(db, {
      orgId: ctx.orgId,
      cardId,
      ...allocation,
      start: now,
      end: null,
    });
    if (input.photo_file_attachment_id !== null)
      await this.cards.insertPhoto(db, {
        orgId: ctx.orgId,
        cardId,
        fileId: input.photo_file_attachment_id,
        kind: 'clock_in',
        at: now,
      });
    await this.#record(
      db,
      ctx.orgId,
      employeeId,
      cardId,
      now,
      now,
      'clock_in',
      input,
      input.location_readings,
    );
    await this.store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId,
      action: 'clock_in',
      before: undefined,
    });
    return {
      cardId,
      message: isSelf ? TIME_CARD_TEXT.clockedIn : TIME_CARD_TEXT.crewClockedIn(rules.displayName),
      projectIds: projectsOf(allocation),
    };
  }

  /** POST time_cards/{id}/start_break. */
  async startBreak(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: StartBreak,
    now: number,
  ): Promise<ActionResult> {
    const { card, rules } = await this.#running(db, ctx, id, now);
    if (card.status === 'on_break') throw new AppError(409, TIME_CARD_TEXT.alreadyOnBreak);
    const before = await this.store.snapshot(db, ctx.orgId, id);
    await this.cards.insertBreak(db, {
      orgId: ctx.orgId,
      cardId: id,
      type: input.break_type,
      isPaid: input.break_type === 'rest' || rules.mealBreaksPaid,
      start: now,
      end: null,
    });
    await this.cards.updateCard(db, ctx.orgId, id, { status: 'on_break', updated_at_unix: now });
    await this.#record(
      db,
      ctx.orgId,
      card.employee_id,
      id,
      Number(card.clock_in_dt_unix),
      now,
      'break_start',
      input,
      [],
    );
    await this.#audit(db, ctx, id, 'start_break', before);
    return { cardId: id, message: TIME_CARD_TEXT.breakStarted, projectIds: [] };
  }

  /** POST time_cards/{id}/end_break. */
  async endBreak(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: EndBreak,
    now: number,
  ): Promise<ActionResult> {
    const { card } = await this.#running(db, ctx, id, now);
    if (card.status !== 'on_break') throw new AppError(409, TIME_CARD_TEXT.notOnBreak);
    const before = await this.store.snapshot(db, ctx.orgId, id);
    await this.cards.endOpenBreak(db, id, now);
    await this.cards.updateCard(db, ctx.orgId, id, { status: 'working', updated_at_unix: now });
    await this.#record(
      db,
      ctx.orgId,
      card.employee_id,
      id,
      Number(card.clock_in_dt_unix),
      now,
      'break_end',
      input,
      [],
    );
    await this.#audit(db, ctx, id, 'end_break', before);
    return { cardId: id, message: TIME_CARD_TEXT.breakEnded, projectIds: [] };
  }

  /**
   * POST time_cards/{id}/switch: the time from now goes to another project. With split time
   * cards the running allocation ends and the next begins on the same card; without, the card
   * is clocked out and a new one begins at the same second (one project per card). A switch in
   * the card's first second only changes where that stretch goes.
   */
  async switchProject(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: Switch,
    now: number,
  ): Promise<ActionResult> {
    const { card, rules } = await this.#running(db, ctx, id, now);
    if (card.status === 'on_break') throw new AppError(409, TIME_CARD_TEXT.endBreakFirst);
    const next = targetOf(input);
    await checkTarget(this.store.references, db, ctx.orgId, rules, next, CLOCK_FIELDS, {
      project: true,
      jobCode: rules.requireCostCode,
    });
    const running = ((await this.cards.allocationsOf(db, [id])).get(id) ?? []).find(
      (allocation) => allocation.end_dt_unix === null,
    );
    const before = await this.store.snapshot(db, ctx.orgId, id);
    const result = { message: TIME_CARD_TEXT.switched, projectIds: projectsOf(next) };
    if (running && Number(running.start_dt_unix) >= now) {
      await this.cards.retargetAllocation(db, running.id, next);
    } else if (rules.splitAllowed) {
      await this.cards.endOpenAllocation(db, id, now);
      await this.cards.insertAllocation(db, {
        orgId: ctx.orgId,
        cardId: id,
        ...next,
        start: now,
        end: null,
      });
    } else {
      await this.#close(db, card, now, null);
      await this.#record(
        db,
        ctx.orgId,
        card.employee_id,
        id,
        Number(card.clock_in_dt_unix),
        now,
        'switch',
        input,
        [],
      );
      await this.store.refreshExceptions(db, (await this.cards.find(db, ctx.orgId, id))!, now);
      await this.#audit(db, ctx, id, 'switch', before);
      const nextId = await this.cards.insertCard(db, {
        org_id: ctx.orgId,
        employee_id: card.employee_id,
        clock_in_dt_unix: now,
        clock_out_dt_unix: null,
        timezone: card.timezone,
        status: 'working',
        source: card.source,
        note: null,
        is_gps: card.is_gps,
        approved_by_employee_id: null,
        approved_at_unix: null,
        signed_off_at_unix: null,
        created_by_profile_id: ctx.profileId,
        created_at_unix: now,
        updated_at_unix: now,
        deleted_at_unix: null,
      });
      await this.cards.insertAllocation(db, {
        orgId: ctx.orgId,
        cardId: nextId,
        ...next,
        start: now,
        end: null,
      });
      await this.store.refreshExceptions(db, (await this.cards.find(db, ctx.orgId, nextId))!, now);
      await this.store.audit(db, {
        orgId: ctx.orgId,
        actorProfileId: ctx.profileId,
        cardId: nextId,
        action: 'clock_in',
        before: undefined,
        reason: TIME_CARD_TEXT.switchedFrom(id),
      });
      return { cardId: nextId, ...result };
    }
    await this.cards.updateCard(db, ctx.orgId, id, { updated_at_unix: now });
    await this.#record(
      db,
      ctx.orgId,
      card.employee_id,
      id,
      Number(card.clock_in_dt_unix),
      now,
      'switch',
      input,
      [],
    );
    await this.#audit(db, ctx, id, 'switch', before);
    return { cardId: id, ...result };
  }

  /** POST time_cards/{id}/clock_out: now; a running break ends with it. */
  async clockOut(
    ctx: OrgContext,
    db: Db,
    id: number,
    input: ClockOut,
    now: number,
  ): Promise<ActionResult> {
    const { card, rules } = await this.#running(db, ctx, id, now);
    const clockIn = Number(card.clock_in_dt_unix);
    if (needsLongConfirmation(clockIn, now) && !input.confirm_over_24_hours)
      throw new AppError(400, TIME_CARD_TEXT.needsLongConfirmation, {
        field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
        error_code: TIME_CARD_ERROR_CODE.needsLongConfirmation,
      });
    const allocations = (await this.cards.allocationsOf(db, [id])).get(id) ?? [];
    const running = allocations.find((allocation) => allocation.end_dt_unix === null);
    if (input.job_code_id !== null)
      await checkTarget(
        this.store.references,
        db,
        ctx.orgId,
        rules,
        {
          projectId: running?.project_id ?? null,
          workSiteId: null,
          jobCodeId: input.job_code_id,
        },
        CLOCK_FIELDS,
        { project: false, jobCode: false },
      );
    if (rules.requireCostCodeOnClockOut && input.job_code_id === null && !running?.job_code_id)
      throw fieldError('job_code_id', TIME_CARD_TEXT.costCodeOnClockOut);
    const before = await this.store.snapshot(db, ctx.orgId, id);
    await this.#close(db, card, now, input.job_code_id);
    if (input.note !== undefined)
      await this.cards.updateCard(db, ctx.orgId, id, { note: input.note });
    if (input.photo_file_attachment_id !== null)
      await this.cards.insertPhoto(db, {
        orgId: ctx.orgId,
        cardId: id,
        fileId: input.photo_file_attachment_id,
        kind: 'clock_out',
        at: now,
      });
    await this.#record(
      db,
      ctx.orgId,
      card.employee_id,
      id,
      clockIn,
      now,
      'clock_out',
      input,
      input.location_readings,
    );
    await this.#audit(db, ctx, id, 'clock_out', before);
    return { cardId: id, message: TIME_CARD_TEXT.clockedOut, projectIds: [] };
  }

  /**
   * Deactivating a member clocks out their running card (employees module, in its transaction):
   * the break and the allocation end now, and the audit row says why.
   */
  async clockOutOnDeactivation(
    db: Db,
    orgId: number,
    actorProfileId: number,
    employeeId: number,
    now: number,
  ): Promise<void> {
    await this.cards.lockMember(db, orgId, employeeId);
    const card = await this.cards.openCardOf(db, orgId, employeeId);
    if (!card) return;
    const before = await this.store.snapshot(db, orgId, card.id);
    await this.#close(db, card, now, null);
    await this.store.refreshExceptions(db, (await this.cards.find(db, orgId, card.id))!, now);
    await this.store.audit(db, {
      orgId,
      actorProfileId,
      cardId: card.id,
      action: 'auto_clock_out',
      before,
      reason: TIME_CARD_TEXT.deactivatedReason,
    });
  }

  /** A running card the caller may act on, under the member's lock. */
  async #running(db: Db, ctx: OrgContext, id: number, now: number) {
    const reached = await this.store.reach(db, ctx, id, 'clock', { lock: true, now });
    this.store.assertUnlocked(reached.card);
    if (reached.card.clock_out_dt_unix !== null) throw new AppError(409, TIME_CARD_TEXT.completed);
    return reached;
  }

  /** Ends the card now: its break, its allocation (with a cost code if given), the card. */
  async #close(db: Db, card: TimeCardRow, now: number, jobCodeId: number | null) {
    const end = Math.max(now, Number(card.clock_in_dt_unix));
    await this.cards.endOpenBreak(db, card.id, end);
    await this.cards.endOpenAllocation(db, card.id, end, jobCodeId);
    await this.cards.updateCard(db, card.org_id, card.id, {
      clock_out_dt_unix: end,
      status: 'completed',
      updated_at_unix: now,
    });
  }

  /**
   * Keeps where the phone was (and what it buffered), then recomputes the card's exceptions and
   * those of the member's other cards the buffered readings tell about.
   */
  async #record(
    db: Db,
    orgId: number,
    employeeId: number,
    cardId: number,
    cardStart: number,
    now: number,
    kind: 'clock_in' | 'clock_out' | 'break_start' | 'break_end' | 'switch',
    position: Position,
    buffered: ClockIn['location_readings'],
  ) {
    const readings = readingRows({
      orgId,
      employeeId,
      cardId,
      cardStart,
      now,
      kind,
      position,
      buffered,
    });
    if (readings) await this.cards.insertReadings(db, readings.rows);
    const card = await this.cards.find(db, orgId, cardId);
    if (card) await this.store.refreshExceptions(db, card, now);
    if (readings && readings.from < cardStart)
      await this.store.refreshAround(
        db,
        orgId,
        employeeId,
        { from: readings.from, to: cardStart },
        now,
      );
  }

  async #audit(db: Db, ctx: OrgContext, cardId: number, action: string, before: unknown) {
    await this.store.audit(db, {
      orgId: ctx.orgId,
      actorProfileId: ctx.profileId,
      cardId,
      action,
      before: before as never,
    });
  }

  /** Seconds the member has worked on cards that began today (local), up to now. */
  async #workedToday(db: Db, orgId: number, rules: MemberRules, now: number): Promise<number> {
    if (rules.totalDailySeconds === null) return 0;
    const dayStart = startOfLocalDay(now, rules.timezone);
    const cards = (
      await this.cards.cardsBetween(db, orgId, rules.employeeId, dayStart, now)
    ).filter((card) => Number(card.clock_in_dt_unix) >= dayStart);
    const breaks = await this.cards.breaksOf(
      db,
      cards.map((card) => card.id),
    );
    return cards.reduce(
      (sum, card) =>
        sum + cardTotals(cardSpan(card), breakSpans(breaks.get(card.id)), 0, now).worked_seconds,
      0,
    );
  }
}
