import type {
  BreakFlag,
  PaySpanView,
  PayrollDay,
  PayrollHours,
  PayrollMember,
  PayrollPay,
  TimeOffEntry,
} from '../../../contract/payroll';
import type { WorkweekSpan } from '../pay-rules/pay-rules.service';
import { ExactSum } from './exact-sum';
import type { ClassifiedMember } from './payroll-classify';
import type { LoadedCard, OrgPayRules, PayRecord, RangeData, TimeOffDay } from './payroll-data';
import {
  contractorDayCents,
  dayRateOf,
  hourlyRateCents,
  recordAt,
  ruleChoiceOf,
  ruleNameOf,
} from './payroll-rules';

/**
 * One member's part of the answer (README "What is counted", "Money"): the classified spans of
 * the cards the filters keep, cut to the range and summed per day; their breaks, break flags,
 * time off and approval; and their pay, every amount rounded once for the member (and once per
 * day for the day's own figures). Pay here is always computed; whether the caller sees it is the
 * service's.
 */

export type RangeDay = { date: string; start_dt_unix: number; end_dt_unix: number };

/** The workdays of the weeks that [start, end) touches, each cut to the range. */
export function daysOfRange(
  weeks: readonly WorkweekSpan[],
  start: number,
  end: number,
): RangeDay[] {
  const days: RangeDay[] = [];
  for (const week of weeks)
    for (const day of week.days)
      if (day.end_dt_unix > start && day.start_dt_unix < end)
        days.push({
          date: day.date,
          start_dt_unix: Math.max(day.start_dt_unix, start),
          end_dt_unix: Math.min(day.end_dt_unix, end),
        });
  return days;
}

export const zeroHours = (): PayrollHours => ({
  worked_seconds: 0,
  regular_seconds: 0,
  overtime_seconds: 0,
  double_time_seconds: 0,
  break_seconds: 0,
  paid_break_seconds: 0,
  time_off_seconds: 0,
  paid_time_off_seconds: 0,
  premium_hours: 0,
});

export function addHours(into: PayrollHours, from: PayrollHours): void {
  for (const key of Object.keys(into) as (keyof PayrollHours)[]) into[key] += from[key];
}

const zeroApproval = () => ({ card_count: 0, approved_count: 0, pending_count: 0 });

/** Everything of the request a member's part depends on. */
export type AssembleContext = {
  start: number;
  end: number;
  days: readonly RangeDay[];
  rules: OrgPayRules;
  data: RangeData;
  /** The project and cost-code filters: whether a card's time is counted. */
  cardMatches: (card: LoadedCard) => boolean;
  /** Answer spans (the JSON does; the CSV does not need them). */
  withSpans: boolean;
};

type DayWork = {
  view: PayrollDay;
  /** Straight-time earnings at hourly rates: cents per hour × seconds. */
  straight: number;
  /** Seconds at a 1099 day rate, and the rate. */
  dayRateSeconds: number;
  dayRate: ReturnType<typeof dayRateOf>;
  /** The classified week (index) the day is in. */
  week: number | null;
  /** Paid time off at the member's rate: cents per hour × seconds. */
  timeOff: number;
  noRecord: boolean;
};

/** The day of `days` an instant falls in (the last day starting by then), or -1. */
function dayIndexAt(days: readonly RangeDay[], instant: number): number {
  let low = 0;
  let high = days.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if (days[middle]!.start_dt_unix <= instant) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found >= 0 && instant < days[found]!.end_dt_unix ? found : -1;
}

/** The member's pay record at the range's end names their pay type and rule. */
function memberRule(records: readonly PayRecord[] | undefined, ctx: AssembleContext) {
  const record = recordAt(records, ctx.end - 1);
  return {
    record,
    ...ruleNameOf(ruleChoiceOf(record, ctx.rules, ctx.data.overtimeRules)),
  };
}

export type AssembledMember = {
  member: PayrollMember;
  /** Worked, break or time-off seconds inside the range. */
  hasTime: boolean;
};

export function assembleMember(
  id: number,
  displayName: string,
  classified: ClassifiedMember | undefined,
  timeOff: readonly TimeOffDay[],
  ctx: AssembleContext,
): AssembledMember {
  const { days, start, end } = ctx;
  const records = ctx.data.records.get(id);
  const work: DayWork[] = days.map((day) => ({
    view: {
      date: day.date,
      ...zeroHours(),
      pay: null,
      spans: [],
      break_flags: [],
      time_off: [],
      approval: zeroApproval(),
    },
    straight: 0,
    dayRateSeconds: 0,
    dayRate: null,
    week: null,
    timeOff: 0,
    noRecord: false,
  }));
  const cardsById = new Map<number, LoadedCard>();
  for (const card of classified?.cards ?? []) cardsById.set(card.id, card);
  const matches = (cardId: number) => {
    const card = cardsById.get(cardId);
    return card !== undefined && ctx.cardMatches(card);
  };

  if (classified) {
    classified.weeks.forEach((week, weekIndex) => {
      for (const span of week.result.spans) {
        const from = Math.max(span.start_dt_unix, start);
        const to = Math.min(span.end_dt_unix, end);
        if (to <= from || !matches(span.card_id)) continue;
        const index = dayIndexAt(days, from);
        if (index < 0) continue;
        const day = work[index]!;
        const seconds = to - from;
        day.week = weekIndex;
        day.view.worked_seconds += seconds;
        day.view[`${span.pay_class}_seconds`] += seconds;
        const cardPay = classified.pay.get(span.card_id)!;
        const dayRate = dayRateOf(cardPay.record);
        if (dayRate) {
          day.dayRate = dayRate;
          day.dayRateSeconds += seconds;
        } else day.straight += span.rate_cents_per_hour * seconds;
        if (!cardPay.record) day.noRecord = true;
        // Only time paid above straight time carries its span: the answer says why an hour is
        // overtime, and regular hours need no reason (and would make a month's answer ten times larger).
        if (ctx.withSpans && span.pay_class !== 'regular') {
          const view: PaySpanView = {
            time_card_id: span.card_id,
            start_dt_unix: from,
            end_dt_unix: to,
            seconds,
            pay_class: span.pay_class,
            reason: span.reason,
          };
          day.view.spans.push(view);
        }
      }
    });

    for (const card of classified.cards) {
      const cardEnd = classified.pay.get(card.id)!.end;
      if (card.clockIn >= end || cardEnd <= start || !ctx.cardMatches(card)) continue;
      const first = dayIndexAt(days, Math.max(card.clockIn, start));
      if (first >= 0) {
        const approval = work[first]!.view.approval;
        approval.card_count += 1;
        if (card.approved) approval.approved_count += 1;
        else approval.pending_count += 1;
      }
      for (const each of card.breaks) {
        const from = Math.max(each.start, card.clockIn, start);
        const to = Math.min(each.end ?? cardEnd, cardEnd, end);
        for (let at = from; at < to;) {
          const index = dayIndexAt(days, at);
          if (index < 0) break;
          const until = Math.min(to, days[index]!.end_dt_unix);
          const view = work[index]!.view;
          view.break_seconds += until - at;
          if (each.isPaid) view.paid_break_seconds += until - at;
          at = until;
        }
      }
    }

    for (const workday of classified.flags) {
      const from = Math.max(workday.start_dt_unix, start);
      const index = dayIndexAt(days, from);
      if (index < 0 || from >= Math.min(workday.end_dt_unix, end)) continue;
      const day = work[index]!;
      for (const flag of workday.flags) {
        if (!matches(flag.time_card_id)) continue;
        const copy: BreakFlag = { ...flag };
        day.view.break_flags.push(copy);
        day.view.premium_hours += copy.premium_hours;
        day.week ??= workday.week;
      }
    }
  }

  const byDate = new Map(days.map((day, index) => [day.date, index]));
  for (const entry of timeOff) {
    const index = byDate.get(entry.date);
    if (index === undefined) continue;
    const day = work[index]!;
    const view: TimeOffEntry = {
      time_off_request_id: entry.time_off_request_id,
      leave_policy_id: entry.leave_policy_id,
      policy_name: entry.policy_name,
      is_paid: entry.is_paid,
      seconds: entry.seconds,
    };
    day.view.time_off.push(view);
    day.view.time_off_seconds += entry.seconds;
    if (entry.is_paid) {
      day.view.paid_time_off_seconds += entry.seconds;
      const rate = hourlyRateCents(recordAt(records, days[index]!.start_dt_unix));
      if (rate === null) day.noRecord = true;
      else day.timeOff += rate * entry.seconds;
    }
  }

  const totals = zeroHours();
  const approval = zeroApproval();
  for (const day of work) {
    addHours(totals, day.view);
    approval.card_count += day.view.approval.card_count;
    approval.approved_count += day.view.approval.approved_count;
    approval.pending_count += day.view.approval.pending_count;
  }
  const rule = memberRule(records, ctx);
  const hasTime = totals.worked_seconds + totals.break_seconds + totals.time_off_seconds > 0;
  const payable = (records?.length ?? 0) > 0 && !work.some((day) => day.noRecord);
  return {
    member: {
      employee_id: id,
      display_name: displayName,
      pay_type: rule.record?.payType ?? null,
      exemption_status: rule.record?.exemptionStatus ?? null,
      rule_id: rule.rule_id,
      rule_name: rule.rule_name,
      totals,
      pay: payable ? payOf(work, classified) : null,
      days: work.map((day) => day.view),
      approval,
      closed_totals: null,
      closed_pay: null,
      changed_since_close: false,
    },
    hasTime,
  };
}

/** n / d rounded half up (n ≥ 0, d > 0), exact. */
const roundBig = (n: bigint, d: bigint) => Number((2n * n + d) / (2n * d));

/**
 * The member's money and each day's, from the days' work (README "Money"). A day is in one week,
 * so each of its amounts has one denominator and is rounded at once; the member's amounts add
 * the days up per week first (one regular rate per week), then the weeks exactly, and are
 * rounded once.
 */
function payOf(work: DayWork[], classified: ClassifiedMember | undefined): PayrollPay {
  let straightCs = 0; // cents per hour × seconds, exact in a double below 2^53
  let contractorCents = 0;
  let timeOffCs = 0;
  let worked = 0;
  /** Per week: overtime, double-time and worked seconds and premium hours in the range. */
  const weeks = new Map<number, { ot: number; dt: number; worked: number; premium: number }>();
  for (const day of work) {
    const { view } = day;
    const contractor = day.dayRate ? contractorDayCents(day.dayRate, day.dayRateSeconds) : 0;
    straightCs += day.straight;
    contractorCents += contractor;
    timeOffCs += day.timeOff;
    worked += view.worked_seconds;
    const week = day.week === null ? undefined : classified?.weeks[day.week];
    let overtime = 0;
    let doubleTime = 0;
    let breaks = 0;
    let rate = 0;
    if (week && week.worked > 0n && day.week !== null) {
      // Premiums on the week's exact regular rate, earnings / worked (29 CFR 778.115).
      const { earnings, worked: weekWorked } = week;
      overtime = roundBig(earnings * BigInt(view.overtime_seconds), 7200n * weekWorked);
      doubleTime = roundBig(earnings * BigInt(view.double_time_seconds), 3600n * weekWorked);
      breaks = roundBig(earnings * BigInt(view.premium_hours), weekWorked);
      rate = roundBig(earnings, weekWorked);
      const sums = weeks.get(day.week) ?? { ot: 0, dt: 0, worked: 0, premium: 0 };
      sums.ot += view.overtime_seconds;
      sums.dt += view.double_time_seconds;
      sums.worked += view.worked_seconds;
      sums.premium += view.premium_hours;
      weeks.set(day.week, sums);
    }
    view.pay = priced(
      Math.floor((2 * day.straight + 3600) / 7200) + contractor,
      overtime,
      doubleTime,
      breaks,
      Math.floor((2 * day.timeOff + 3600) / 7200),
      rate,
    );
  }
  const overtime = new ExactSum();
  const doubleTime = new ExactSum();
  const breaks = new ExactSum();
  /** Σ regular rate × seconds worked, for the hours-weighted rate. */
  const rate = new ExactSum();
  for (const [index, sums] of weeks) {
    const { earnings, worked: weekWorked } = classified!.weeks[index]!;
    overtime.add(earnings * BigInt(sums.ot), 7200n * weekWorked);
    doubleTime.add(earnings * BigInt(sums.dt), 3600n * weekWorked);
    breaks.add(earnings * BigInt(sums.premium), weekWorked);
    rate.add(earnings * BigInt(sums.worked), weekWorked);
  }
  return priced(
    new ExactSum().add(straightCs, 3600).add(contractorCents).cents(),
    overtime.cents(),
    doubleTime.cents(),
    breaks.cents(),
    new ExactSum().add(timeOffCs, 3600).cents(),
    rate.centsOver(worked),
  );
}

function priced(
  straight: number,
  overtime: number,
  doubleTime: number,
  breaks: number,
  timeOff: number,
  rate: number,
): PayrollPay {
  return {
    straight_time_cents: straight,
    overtime_premium_cents: overtime,
    double_time_premium_cents: doubleTime,
    break_premium_cents: breaks,
    time_off_cents: timeOff,
    gross_cents: straight + overtime + doubleTime + breaks + timeOff,
    regular_rate_cents_per_hour: rate,
  };
}

/** The sum of members' pay (each already rounded), with the hours-weighted regular rate. */
export function sumPay(members: readonly { pay: PayrollPay | null; worked: number }[]) {
  let pay: PayrollPay | null = null;
  const rate = new ExactSum();
  let worked = 0;
  for (const member of members) {
    if (!member.pay) continue;
    pay ??= {
      straight_time_cents: 0,
      overtime_premium_cents: 0,
      double_time_premium_cents: 0,
      break_premium_cents: 0,
      time_off_cents: 0,
      gross_cents: 0,
      regular_rate_cents_per_hour: 0,
    };
    for (const key of Object.keys(pay) as (keyof PayrollPay)[])
      if (key !== 'regular_rate_cents_per_hour') pay[key] += member.pay[key];
    rate.add(member.pay.regular_rate_cents_per_hour * member.worked);
    worked += member.worked;
  }
  if (pay) pay.regular_rate_cents_per_hour = rate.centsOver(worked);
  return pay;
}
