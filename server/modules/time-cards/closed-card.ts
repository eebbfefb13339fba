import type { AllocationInput, BreakInput } from '../../../contract/time-card-inputs';
import { TIME_CARD_ERROR_CODE, TIME_CARD_TEXT } from '../../../contract/time-card-text';
import type { Db } from '../../db/connection';
import { AppError, fieldError } from '../../http/app-error';
import { layoutAllocations, type AllocationSegment } from './allocations';
import { cardTimeProblems, needsLongConfirmation } from './card-checks';
import type { MemberRules } from './member-rules';
import { checkTarget } from './target-checks';
import type { TimeCardStore } from './time-card-store';
import { formatDuration } from './totals';

/** A closed card as a manual entry or an edit gives it. */
export type ClosedCard = {
  employeeId: number;
  clockIn: number;
  clockOut: number;
  breaks: readonly BreakInput[];
};

/**
 * The checks of a card typed in or edited, in the member's transaction: its times (clock-out
 * after clock-in, nothing in the future, breaks inside and apart), 24 hours only when confirmed,
 * and no overlap with the member's other cards.
 */
export async function checkClosedCard(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  card: ClosedCard,
  options: { now: number; confirmLong: boolean; askLong: boolean; exceptId: number | null },
): Promise<void> {
  const hints = cardTimeProblems(
    {
      clockIn: card.clockIn,
      clockOut: card.clockOut,
      breaks: card.breaks.map((each) => ({ start: each.start_dt_unix, end: each.end_dt_unix })),
    },
    options.now,
  );
  const first = Object.values(hints)[0]?.[0];
  if (first) throw new AppError(400, first, { field_hints: hints });
  if (options.askLong && !options.confirmLong && needsLongConfirmation(card.clockIn, card.clockOut))
    throw new AppError(400, TIME_CARD_TEXT.needsLongConfirmation, {
      field_hints: { confirm_over_24_hours: [TIME_CARD_TEXT.needsLongConfirmation] },
      error_code: TIME_CARD_ERROR_CODE.needsLongConfirmation,
    });
  if (
    await store.cards.overlaps(
      db,
      orgId,
      card.employeeId,
      card.clockIn,
      card.clockOut,
      options.exceptId,
    )
  )
    throw new AppError(409, TIME_CARD_TEXT.overlap, {
      field_hints: { clock_in_dt_unix: [TIME_CARD_TEXT.overlap] },
    });
}

/**
 * Allocations sent as seconds of work, checked and laid over the card: one unless the
 * organisation splits cards, each target checked against the member's rules, the seconds adding
 * up to the time worked.
 */
export async function planAllocations(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  rules: MemberRules,
  card: ClosedCard,
  allocations: readonly AllocationInput[],
): Promise<AllocationSegment[]> {
  if (allocations.length > 1 && !rules.splitAllowed)
    throw fieldError('allocations', TIME_CARD_TEXT.allocationsSplit);
  for (const [index, each] of allocations.entries())
    await checkTarget(
      store.references,
      db,
      orgId,
      rules,
      {
        projectId: each.org_project_id,
        workSiteId: each.work_site_id,
        jobCodeId: each.job_code_id,
      },
      {
        project: `allocations.${index}.org_project_id`,
        workSite: `allocations.${index}.work_site_id`,
        jobCode: `allocations.${index}.job_code_id`,
      },
      { project: true, jobCode: rules.requireCostCode },
    );
  const breaks = card.breaks.map((each) => ({ start: each.start_dt_unix, end: each.end_dt_unix }));
  const segments = layoutAllocations(
    card.clockIn,
    card.clockOut,
    breaks,
    allocations.map((each) => ({
      projectId: each.org_project_id,
      workSiteId: each.work_site_id,
      jobCodeId: each.job_code_id,
      seconds: each.seconds,
    })),
  );
  if (!segments) {
    const worked =
      card.clockOut - card.clockIn - breaks.reduce((sum, each) => sum + each.end - each.start, 0);
    throw fieldError('allocations', TIME_CARD_TEXT.allocationsTotal(formatDuration(worked)));
  }
  return segments;
}

/** A card without allocations sent: its time goes nowhere unless the rules ask for a project. */
export function unallocated(rules: MemberRules, card: ClosedCard): AllocationSegment[] {
  if (rules.requireProject) throw fieldError('allocations', TIME_CARD_TEXT.projectRequired);
  if (rules.requireCostCode) throw fieldError('allocations', TIME_CARD_TEXT.costCodeRequired);
  return [
    {
      projectId: null,
      workSiteId: null,
      jobCodeId: null,
      start: card.clockIn,
      end: card.clockOut,
    },
  ];
}

/** Writes a closed card's breaks: a rest break is paid, a meal break as the member's pay says. */
export async function writeBreaks(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  cardId: number,
  rules: MemberRules,
  breaks: readonly BreakInput[],
  kept: ReadonlyArray<{ break_type: string; start: number; end: number; isPaid: boolean }> = [],
) {
  for (const each of breaks) {
    // A break sent back unchanged keeps whether it was paid when it was recorded.
    const same = kept.find(
      (old) =>
        old.break_type === each.break_type &&
        old.start === each.start_dt_unix &&
        old.end === each.end_dt_unix,
    );
    await store.parts.insertBreak(db, {
      orgId,
      cardId,
      type: each.break_type,
      isPaid: same ? same.isPaid : each.break_type === 'rest' || rules.mealBreaksPaid,
      start: each.start_dt_unix,
      end: each.end_dt_unix,
    });
  }
}

export async function writeAllocations(
  store: TimeCardStore,
  db: Db,
  orgId: number,
  cardId: number,
  segments: readonly AllocationSegment[],
) {
  for (const segment of segments)
    await store.parts.insertAllocation(db, { orgId, cardId, ...segment });
}
