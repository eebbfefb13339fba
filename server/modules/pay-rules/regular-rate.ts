import { CITATION } from './reasons';
import type { ClassifiedSpan, WeekPay } from './types';

/**
 * Pay of one workweek from its classified spans. The regular rate is the weighted average of the
 * week's straight-time rates: straight-time earnings for all hours over all hours worked (29 CFR
 * 778.115). Straight time pays every hour at its own rate; overtime adds half the regular rate per
 * hour and double time a whole one (the straight time already paid the first 1.0×).
 *
 * Rounding: everything is kept exact as integers of cent-seconds (BigInt, so no float drift and no
 * overflow), and each amount is rounded once, half up, to a whole cent: straight time from the
 * week's exact earnings, each premium from the exact (unrounded) regular rate. Gross is the sum of
 * the three rounded amounts, so a pay stub adds up. The regular rate answered is rounded half up
 * to a whole cent per hour for display only.
 */

const HOUR = 3600n;

/** n / d rounded half up, for n ≥ 0 and d > 0. */
function roundDiv(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

export function weekPay(spans: readonly ClassifiedSpan[]): WeekPay {
  let earnings = 0n; // cents per hour × seconds
  let worked = 0n;
  let overtime = 0n;
  let doubleTime = 0n;
  for (const span of spans) {
    const seconds = BigInt(span.seconds);
    earnings += BigInt(span.rate_cents_per_hour) * seconds;
    worked += seconds;
    if (span.pay_class === 'overtime') overtime += seconds;
    if (span.pay_class === 'double_time') doubleTime += seconds;
  }
  const straight = roundDiv(earnings, HOUR);
  if (worked === 0n)
    return {
      straight_time_cents: 0,
      regular_rate_cents_per_hour: 0,
      overtime_premium_cents: 0,
      double_time_premium_cents: 0,
      gross_cents: 0,
      citation: CITATION.regularRate,
    };
  // Premium = rate × seconds / 3600 × factor, with rate = earnings / worked.
  const overtimePremium = roundDiv(earnings * overtime, 2n * worked * HOUR);
  const doubleTimePremium = roundDiv(earnings * doubleTime, worked * HOUR);
  return {
    straight_time_cents: straight,
    regular_rate_cents_per_hour: roundDiv(earnings, worked),
    overtime_premium_cents: overtimePremium,
    double_time_premium_cents: doubleTimePremium,
    gross_cents: straight + overtimePremium + doubleTimePremium,
    citation: CITATION.regularRate,
  };
}
