import type { LabourCost } from '../../../contract/job-costing';
import type { PayClass } from '../../../contract/payroll';
import { ExactSum } from './exact-sum';
import type { RangeDay } from './payroll-assemble';
import type { ClassifiedMember } from './payroll-classify';

/**
 * Labour cost by project and cost code (README "Job costing"): every classified span of a
 * member inside the range, cut by the card's stretches (allocations), costed as the summary pays
 * it: straight time at the card's rate, overtime and double-time premiums on the week's weighted
 * regular rate. Each figure is rounded once, where it is answered.
 */

/** A piece of a span on one stretch of its card, in one day of the range. */
export type CostPiece = {
  /** Index in the range's days. */
  day: number;
  projectId: number | null;
  jobCodeId: number | null;
  payClass: PayClass;
  seconds: number;
  /** False: the member had no pay record for the card; the time is counted, not costed. */
  costed: boolean;
  /** Straight time: cents per hour × seconds. */
  straight: number;
  /** The premium, in cents: numerator and denominator (exact). */
  premium: [bigint, bigint];
};

/** The day of `days` an instant falls in, or -1. */
function dayAt(days: readonly RangeDay[], instant: number): number {
  let low = 0;
  let high = days.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const day = days[middle]!;
    if (instant < day.start_dt_unix) high = middle - 1;
    else if (instant >= day.end_dt_unix) low = middle + 1;
    else return middle;
  }
  return -1;
}

/** The member's pieces of work inside [start, end), in time order. */
export function* costPieces(
  member: ClassifiedMember,
  start: number,
  end: number,
  days: readonly RangeDay[],
): Generator<CostPiece> {
  const cards = new Map(member.cards.map((card) => [card.id, card]));
  for (const week of member.weeks) {
    for (const span of week.result.spans) {
      const from = Math.max(span.start_dt_unix, start);
      const to = Math.min(span.end_dt_unix, end);
      if (to <= from) continue;
      const card = cards.get(span.card_id)!;
      const cardPay = member.pay.get(card.id)!;
      const day = dayAt(days, from);
      if (day < 0) continue;
      // Stretches cover the card; time outside any (none recorded) is on no project.
      const stretches = card.allocations.length
        ? card.allocations
        : [{ projectId: null, jobCodeId: null, start: card.clockIn, end: null }];
      for (const stretch of stretches) {
        const pieceFrom = Math.max(from, stretch.start);
        const pieceTo = Math.min(to, stretch.end ?? cardPay.end);
        if (pieceTo <= pieceFrom) continue;
        const seconds = pieceTo - pieceFrom;
        const factor =
          span.pay_class === 'overtime' ? 2n : span.pay_class === 'double_time' ? 1n : 0n;
        yield {
          day,
          projectId: stretch.projectId,
          jobCodeId: stretch.jobCodeId,
          payClass: span.pay_class,
          seconds,
          costed: cardPay.record !== null,
          straight: span.rate_cents_per_hour * seconds,
          // Overtime: RR × s / 3600 / 2; double time: RR × s / 3600, with RR = earnings / worked.
          premium:
            factor === 0n || week.worked === 0n
              ? [0n, 1n]
              : [week.earnings * BigInt(seconds), factor * week.worked * 3600n],
        };
      }
    }
  }
}

/** A running sum of pieces, answered as LabourCost. */
export class LabourSum {
  worked = 0;
  regular = 0;
  overtime = 0;
  doubleTime = 0;
  uncosted = 0;
  readonly cost = new ExactSum();
  readonly premium = new ExactSum();

  add(piece: CostPiece): void {
    this.worked += piece.seconds;
    if (piece.payClass === 'regular') this.regular += piece.seconds;
    else if (piece.payClass === 'overtime') this.overtime += piece.seconds;
    else this.doubleTime += piece.seconds;
    if (!piece.costed) {
      this.uncosted += piece.seconds;
      return;
    }
    this.cost.add(piece.straight, 3600).add(...piece.premium);
    this.premium.add(...piece.premium);
  }

  view(): LabourCost {
    return {
      worked_seconds: this.worked,
      regular_seconds: this.regular,
      overtime_seconds: this.overtime,
      double_time_seconds: this.doubleTime,
      labour_cost_cents: this.cost.cents(),
      premium_cents: this.premium.cents(),
      uncosted_seconds: this.uncosted,
    };
  }
}
