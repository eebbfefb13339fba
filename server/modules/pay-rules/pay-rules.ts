import { applyBands, type Piece } from './bands';
import { CITATION, reason } from './reasons';
import { weekPay } from './regular-rate';
import type { RuleModel } from './rule-model';
import { californiaRule } from './rules-california';
import { customRule } from './rules-custom';
import { flsaRule } from './rules-flsa';
import type {
  ClassifiedSpan,
  PayDay,
  PayMember,
  PayReason,
  PayRuleChoice,
  PaySeconds,
  PayWeekInput,
  PayWeekResult,
} from './types';
import { workweekOf, type WorkweekSpan } from './workweek';

/**
 * The pay-rules engine: one member's hours worked in one workweek, classified second by second as
 * regular, overtime or double time, each span with its reason, and the week's pay on the weighted
 * regular rate. Pure and deterministic: the same input (in any card order) gives the same answer.
 * The model, each rule and the rounding are written down in README.md.
 */

export function ruleModel(choice: PayRuleChoice): RuleModel {
  switch (choice.kind) {
    case 'flsa':
      return flsaRule();
    case 'california':
      return californiaRule();
    case 'custom':
      return customRule(choice.rule);
  }
}

/** Why a member earns no overtime at all, or null when the rule applies to them. */
function noOvertimeReason(member: PayMember, model: RuleModel): PayReason | null {
  if (member.pay_type === '1099')
    return reason(
      model.rule,
      'contractor',
      null,
      'Independent contractor: not an employee, no overtime',
      CITATION.flsaEmployee,
    );
  if (member.exemption_status === 'exempt')
    return reason(
      model.rule,
      'exempt',
      null,
      'Exempt from overtime',
      model.rule.rule_id === 'california' ? 'Cal. Lab. Code 515(a)' : CITATION.flsaExempt,
    );
  return null;
}

/** The cards' work inside the week, cut at workday boundaries, in time order, all regular. */
function piecesOf(input: PayWeekInput, week: Readonly<WorkweekSpan>, regular: PayReason): Piece[] {
  const pieces: Piece[] = [];
  for (const card of input.cards) {
    const rate = card.rate_cents_per_hour;
    if (!Number.isSafeInteger(rate) || rate < 0)
      throw new RangeError(`Card ${card.id}: the rate must be whole cents per hour, not ${rate}`);
    for (const interval of card.work) {
      const { start_dt_unix: from, end_dt_unix: to } = interval;
      if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to) || to < from)
        throw new RangeError(`Card ${card.id}: an interval must run forward in whole seconds`);
      for (const day of week.days) {
        const start = Math.max(from, day.start_dt_unix);
        const end = Math.min(to, day.end_dt_unix);
        if (end > start)
          pieces.push({
            card_id: card.id,
            compensation_id: card.compensation_id ?? null,
            rate_cents_per_hour: rate,
            day: day.index,
            start,
            end,
            pay_class: 'regular',
            reason: regular,
          });
      }
    }
  }
  pieces.sort((a, b) => a.start - b.start || a.card_id - b.card_id);
  for (let index = 1; index < pieces.length; index += 1) {
    const [before, piece] = [pieces[index - 1]!, pieces[index]!];
    // The database keeps a member's cards apart; counting one second twice would pay it twice.
    if (piece.start < before.end)
      throw new RangeError(`Cards ${before.card_id} and ${piece.card_id} overlap`);
  }
  return pieces;
}

const seconds = (piece: { start: number; end: number }) => piece.end - piece.start;

function sumSeconds(spans: readonly ClassifiedSpan[]): PaySeconds {
  const totals = {
    worked_seconds: 0,
    regular_seconds: 0,
    overtime_seconds: 0,
    double_time_seconds: 0,
  };
  for (const span of spans) {
    totals.worked_seconds += span.seconds;
    totals[`${span.pay_class}_seconds`] += span.seconds;
  }
  return totals;
}

const toSpan = (piece: Piece): ClassifiedSpan => ({
  card_id: piece.card_id,
  compensation_id: piece.compensation_id,
  start_dt_unix: piece.start,
  end_dt_unix: piece.end,
  seconds: seconds(piece),
  rate_cents_per_hour: piece.rate_cents_per_hour,
  pay_class: piece.pay_class,
  reason: piece.reason,
});

export function classifyWeek(input: PayWeekInput): PayWeekResult {
  const model = ruleModel(input.rule);
  const week = workweekOf(input.week_start_date, input.workweek, input.time_zone);
  const exempt = noOvertimeReason(input.member, model);
  let pieces = piecesOf(input, week, exempt ?? model.regular);

  const workedDays = new Set(pieces.map((piece) => piece.day));
  // "The seventh day of work in any one workweek" (Cal. Lab. Code 510(a)): only when all seven
  // workdays of this workweek were worked, so it is always the workweek's last day; days worked
  // at the end of the week before do not count.
  const seventhDay = !exempt && model.seventhDay && workedDays.size === 7 ? 6 : null;

  if (!exempt) {
    // Daily: each workday's hours counted from its start.
    pieces = week.days.flatMap((day) => {
      const ofDay = pieces.filter((piece) => piece.day === day.index);
      const bands = day.index === seventhDay ? model.seventhDay : model.daily;
      return bands ? applyBands(ofDay, bands) : ofDay;
    });
    // Weekly: only straight-time hours count toward the weekly threshold (no pyramiding).
    if (model.weekly) {
      const straight = applyBands(
        pieces.filter((piece) => piece.pay_class === 'regular'),
        model.weekly,
      );
      pieces = [...pieces.filter((piece) => piece.pay_class !== 'regular'), ...straight];
      pieces.sort((a, b) => a.start - b.start);
    }
  }

  const spans = pieces.map(toSpan);
  const days: PayDay[] = week.days.map((day) => {
    const ofDay = spans.filter((_, index) => pieces[index]!.day === day.index);
    return {
      ...day,
      is_seventh_day: day.index === seventhDay,
      ...sumSeconds(ofDay),
      spans: ofDay,
    };
  });
  return {
    rule_id: model.rule.rule_id,
    rule_name: model.rule.rule_name,
    week: {
      start_date: week.start_date,
      start_dt_unix: week.start_dt_unix,
      end_dt_unix: week.end_dt_unix,
    },
    days,
    spans,
    totals: sumSeconds(spans),
    pay: weekPay(spans),
  };
}
