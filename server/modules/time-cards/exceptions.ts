import { distanceMeters, isInsideGeofence, type LatLng } from '../../../contract/geofence';
import {
  TIME_CARD_EXCEPTION_TYPES,
  type TimeCardExceptionType,
} from '../../../contract/time-cards';

/** A clock time is late or early by more than this before it counts as an exception. */
export const EXCEPTION_GRACE_SECONDS = 5 * 60;
/** How far around a card the member's readings are read. */
export const EXCEPTION_WINDOW_SECONDS = 2 * 3600;
/** 15 mph: faster than anyone walks or works on a site. */
export const DRIVING_SPEED_MPS = 6.7;
/** Two readings further apart than this say nothing about speed. */
const SPEED_PAIR_MAX_SECONDS = 10 * 60;

export type Reading = LatLng & { at: number; speedMps: number | null };
export type Geofence = LatLng & { radiusMeters: number };

export type ExceptionInput = {
  clockIn: number;
  /** Null while the card runs. */
  clockOut: number | null;
  /** Location tracking was required when the card began. */
  isGps: boolean;
  /** The member's readings around the card (any order). */
  readings: readonly Reading[];
  /** The geofences of where the card's first stretch was (its work site, or its project's). */
  startSites: readonly Geofence[];
  /** The same for its last stretch. */
  endSites: readonly Geofence[];
};

const insideAny = (reading: Reading, sites: readonly Geofence[]) =>
  sites.some((site) => isInsideGeofence(reading, site));

/** The reading's speed: reported, or from the reading before it when close enough in time. */
function speedAt(readings: readonly Reading[], index: number): number | null {
  const reading = readings[index]!;
  if (reading.speedMps !== null) return reading.speedMps;
  const before = readings[index - 1];
  if (!before || reading.at - before.at <= 0 || reading.at - before.at > SPEED_PAIR_MAX_SECONDS)
    return null;
  return distanceMeters(before, reading) / (reading.at - before.at);
}

/** Whether the reading closest to `at` (within the grace) was taken at driving speed. */
function drivingAt(readings: readonly Reading[], at: number): boolean {
  let best = -1;
  readings.forEach((reading, index) => {
    const gap = Math.abs(reading.at - at);
    if (gap <= EXCEPTION_GRACE_SECONDS && (best < 0 || gap < Math.abs(readings[best]!.at - at)))
      best = index;
  });
  if (best < 0) return false;
  return (speedAt(readings, best) ?? 0) >= DRIVING_SPEED_MPS;
}

/**
 * The exceptions a card's data shows (the spec's seven types), from the member's location
 * readings around it and the geofences of where its time went:
 * - clock_started_late: on site, without leaving, since more than the grace before clocking in;
 * - clocked_in_before_arriving: clocked in off site and arrived more than the grace later;
 * - clock_stopped_early: still on site more than the grace after clocking out;
 * - clocked_out_after_leaving: left the site more than the grace before clocking out;
 * - clocked_in_while_driving / clocked_out_while_driving: moving at driving speed at the clock;
 * - no_location_for_gps_time_card: a card that needed tracking has no reading at all.
 * Site rules need geofences and readings; without them nothing is claimed.
 */
export function computeExceptions(input: ExceptionInput): TimeCardExceptionType[] {
  const found = new Set<TimeCardExceptionType>();
  const readings = [...input.readings].sort((a, b) => a.at - b.at);
  const { clockIn, clockOut } = input;
  const end = clockOut ?? Number.POSITIVE_INFINITY;
  const during = readings.filter((r) => r.at >= clockIn && r.at <= end);

  if (input.isGps && during.length === 0) found.add('no_location_for_gps_time_card');
  if (drivingAt(readings, clockIn)) found.add('clocked_in_while_driving');
  if (clockOut !== null && drivingAt(readings, clockOut)) found.add('clocked_out_while_driving');

  if (input.startSites.length > 0) {
    const inside = (r: Reading) => insideAny(r, input.startSites);
    // On site without a break in the readings, going back from the clock-in.
    const before = readings.filter(
      (r) => r.at < clockIn && r.at >= clockIn - EXCEPTION_WINDOW_SECONDS,
    );
    let arrived: number | null = null;
    for (let i = before.length - 1; i >= 0 && inside(before[i]!); i--) arrived = before[i]!.at;
    if (arrived !== null && arrived <= clockIn - EXCEPTION_GRACE_SECONDS)
      found.add('clock_started_late');
    // Off site at the clock-in, and still off site more than the grace later.
    const firstInside = during.findIndex(inside);
    if (
      firstInside > 0 &&
      during[0]!.at <= clockIn + EXCEPTION_GRACE_SECONDS &&
      during[firstInside - 1]!.at >= clockIn + EXCEPTION_GRACE_SECONDS
    )
      found.add('clocked_in_before_arriving');
  }

  if (clockOut !== null && input.endSites.length > 0) {
    const inside = (r: Reading) => insideAny(r, input.endSites);
    // Still on site, going forward from the clock-out.
    const after = readings.filter(
      (r) => r.at > clockOut && r.at <= clockOut + EXCEPTION_WINDOW_SECONDS,
    );
    let stayed: number | null = null;
    for (let i = 0; i < after.length && inside(after[i]!); i++) stayed = after[i]!.at;
    if (stayed !== null && stayed >= clockOut + EXCEPTION_GRACE_SECONDS)
      found.add('clock_stopped_early');
    // Off site at the clock-out, and already off site more than the grace before it.
    let lastInside = -1;
    during.forEach((reading, index) => {
      if (inside(reading)) lastInside = index;
    });
    const gone = lastInside >= 0 ? during[lastInside + 1] : undefined;
    if (
      gone &&
      gone.at <= clockOut - EXCEPTION_GRACE_SECONDS &&
      during[during.length - 1]!.at >= clockOut - EXCEPTION_GRACE_SECONDS
    )
      found.add('clocked_out_after_leaving');
  }
  return TIME_CARD_EXCEPTION_TYPES.filter((type) => found.has(type));
}
