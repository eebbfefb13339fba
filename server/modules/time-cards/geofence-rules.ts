import { isInsideGeofence } from '../../../contract/geofence';
import type { TimeCardTotals } from '../../../contract/time-cards';
import { EXCEPTION_GRACE_SECONDS, type Geofence, type Reading } from './exceptions';
import { cardTotals, type BreakSpan } from './totals';

/** A work site's geofence with its name, for the clock-in restriction's message. */
export type NamedGeofence = Geofence & { name: string };

/** "A", "A or B", "A, B or C": the sites a refusal names. */
export function siteNames(sites: readonly { name: string }[]): string {
  const names = [...new Set(sites.map((site) => site.name))];
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
}

/** Whether a position is inside any of the geofences. */
export function insideAnySite(
  position: { latitude: number; longitude: number },
  sites: readonly Geofence[],
): boolean {
  return sites.some((site) => isInsideGeofence(position, site));
}

/**
 * The payable end of a card the geofence clock-out trim cuts: the last reading on site, when the
 * member's readings left the sites after it and stayed off them up to the clock-out, more than the
 * exceptions' grace before the clock-out. Null (no trim) without sites, without a reading on site
 * (the member never arrived: nothing is claimed), or when the last reading is on site.
 */
export function geofenceTrimEnd(input: {
  clockIn: number;
  clockOut: number;
  readings: readonly Reading[];
  sites: readonly Geofence[];
}): number | null {
  if (input.sites.length === 0) return null;
  const during = input.readings
    .filter((reading) => reading.at >= input.clockIn && reading.at <= input.clockOut)
    .sort((a, b) => a.at - b.at);
  let lastInside = -1;
  during.forEach((reading, index) => {
    if (insideAnySite(reading, input.sites)) lastInside = index;
  });
  if (lastInside < 0 || lastInside === during.length - 1) return null;
  const end = during[lastInside]!.at;
  return input.clockOut - end > EXCEPTION_GRACE_SECONDS ? end : null;
}

/**
 * A card's totals with the trim: worked and break time stay the raw ones; paid time (and the
 * rounded clock-out) runs to the payable end, less the unpaid breaks before it.
 */
export function payableTotals(
  card: { clockIn: number; clockOut: number | null; timezone: string },
  payableEnd: number | null,
  breaks: readonly BreakSpan[],
  roundMinutes: number,
  now: number,
): TimeCardTotals {
  const raw = cardTotals(card, breaks, roundMinutes, now);
  if (payableEnd === null || card.clockOut === null || payableEnd >= card.clockOut) return raw;
  const paid = cardTotals({ ...card, clockOut: payableEnd }, breaks, roundMinutes, now);
  return {
    ...raw,
    paid_seconds: paid.paid_seconds,
    rounded_clock_out_dt_unix: paid.rounded_clock_out_dt_unix,
  };
}
