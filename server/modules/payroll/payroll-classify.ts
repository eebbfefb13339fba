import type { BreakFlag } from '../../../contract/payroll';
import {
  classifyWeek,
  payMemberOf,
  workdayBreakFlags,
  workOfCard,
  workweekAt,
  workweekOf,
  type PayCard,
  type PayWeekResult,
  type WorkweekSpan,
} from '../pay-rules/pay-rules.service';
import { addDays } from '../../../contract/time/plain-date';
import type { LoadedCard, LoadedMember, OrgPayRules, PayRecord, RangeData } from './payroll-data';
import { hourlyRateCents, recordAt, ruleChoiceOf, takesBreakPremiums } from './payroll-rules';

/**
 * One member's cards over the range's workweeks, classified by the pay-rules engine week by
 * week (every workweek whole, README "Weeks cut by the range"), with the break flags of each
 * workday. What the range's answer is made of; independent of who asks and of the filters.
 */

export type ClassifiedWeek = {
  result: PayWeekResult;
  /** The week's straight-time earnings, cents per hour × seconds, exact (29 CFR 778.115). */
  earnings: bigint;
  /** The week's hours worked, in seconds. */
  worked: bigint;
};

/** The break flags of one workday. */
export type WorkdayFlags = {
  start_dt_unix: number;
  end_dt_unix: number;
  /** The week (index in `weeks`) the workday is in. */
  week: number;
  flags: BreakFlag[];
};

export type CardPay = {
  /** The pay record in effect at the card's clock-in (null: none). */
  record: PayRecord | null;
  /** Its straight-time rate, whole cents per hour (0 without one). */
  rate: number;
  /** The card's end as paid: the payable end, the clock-out, or now while it runs. */
  end: number;
};

export type ClassifiedMember = {
  id: number;
  displayName: string;
  cards: readonly LoadedCard[];
  pay: ReadonlyMap<number, CardPay>;
  weeks: ClassifiedWeek[];
  flags: WorkdayFlags[];
  /** A card runs: the answer holds only for its instant. */
  running: boolean;
};

/** Every workweek that [from, to) touches, whole, in order. */
export function rangeWeeks(from: number, to: number, rules: OrgPayRules): WorkweekSpan[] {
  const first = workweekAt(from, rules.workweek, rules.timezone);
  const weeks = [first];
  while (weeks.at(-1)!.end_dt_unix < to) {
    const next = addDays(weeks.at(-1)!.start_date, 7);
    weeks.push(workweekOf(next, rules.workweek, rules.timezone));
  }
  return weeks;
}

function weekTotals(result: PayWeekResult) {
  let earnings = 0n;
  let worked = 0n;
  for (const span of result.spans) {
    earnings += BigInt(span.rate_cents_per_hour) * BigInt(span.seconds);
    worked += BigInt(span.seconds);
  }
  return { earnings, worked };
}

export function classifyMember(
  member: LoadedMember,
  data: RangeData,
  rules: OrgPayRules,
  weeks: readonly WorkweekSpan[],
  now: number,
): ClassifiedMember {
  const records = data.records.get(member.id);
  const pay = new Map<number, CardPay>();
  let running = false;
  for (const card of member.cards) {
    const record = recordAt(records, card.clockIn);
    if (card.clockOut === null) running = true;
    pay.set(card.id, {
      record,
      rate: hourlyRateCents(record) ?? 0,
      end: Math.max(card.clockIn, card.payableEnd ?? card.clockOut ?? now),
    });
  }
  const meals = rules.mealRules
    ? (data.mealRules.get(member.ruleGroupId ?? data.defaultGroupId ?? -1) ??
      data.mealRules.get(data.defaultGroupId ?? -1) ??
      [])
    : [];

  const classified: ClassifiedWeek[] = [];
  const flags: WorkdayFlags[] = [];
  weeks.forEach((week) => {
    const cards = member.cards.filter(
      (card) => card.clockIn < week.end_dt_unix && pay.get(card.id)!.end > week.start_dt_unix,
    );
    if (cards.length === 0) return;
    const payCards: PayCard[] = cards.map((card) => {
      const cardPay = pay.get(card.id)!;
      return {
        id: card.id,
        work: workOfCard(
          { clock_in_dt_unix: card.clockIn, clock_out_dt_unix: cardPay.end },
          card.breaks.map((each) => ({
            start_dt_unix: each.start,
            end_dt_unix: each.end,
            is_paid: each.isPaid,
          })),
        ),
        rate_cents_per_hour: cardPay.rate,
        compensation_id: cardPay.record?.id ?? null,
      };
    });
    // The record of the week's last card says who the member is that week (README).
    const lastRecord = pay.get(cards.at(-1)!.id)!.record;
    const result = classifyWeek({
      cards: payCards,
      member: payMemberOf(lastRecord),
      rule: ruleChoiceOf(lastRecord, rules, data.overtimeRules),
      time_zone: rules.timezone,
      workweek: rules.workweek,
      week_start_date: week.start_date,
    });
    if (result.totals.worked_seconds === 0) return;
    const index = classified.length;
    classified.push({ result, ...weekTotals(result) });
    if (meals.length === 0 && !rules.stateBreakRule) return;
    for (const day of result.days) {
      if (day.worked_seconds === 0) continue;
      const ofDay = cards.filter(
        (card) => card.clockIn < day.end_dt_unix && pay.get(card.id)!.end > day.start_dt_unix,
      );
      const dayFlags = workdayBreakFlags(
        ofDay.map((card) => ({
          id: card.id,
          start: card.clockIn,
          end: pay.get(card.id)!.end,
          breaks: card.breaks,
        })),
        day,
        {
          meals,
          restBreaks: rules.stateBreakRule,
          premiums: rules.stateBreakRule && takesBreakPremiums(pay.get(ofDay[0]!.id)!.record),
        },
      );
      if (dayFlags.length)
        flags.push({
          start_dt_unix: day.start_dt_unix,
          end_dt_unix: day.end_dt_unix,
          week: index,
          flags: dayFlags,
        });
    }
  });
  return {
    id: member.id,
    displayName: member.displayName,
    cards: member.cards,
    pay,
    weeks: classified,
    flags,
    running,
  };
}
