import { distanceMeters, isInsideGeofence, type LatLng } from '../../../contract/geofence';
import type { GpsActivityType, GpsPlaceKind } from '../../../contract/gps-activity';
import { DRIVING_SPEED_MPS, type Reading } from './exceptions';

/**
 * The GPS activity of a time card (README.md, "GPS activity"): the member's readings during the
 * card cut into site visits, driving, walking and gaps without a signal. Pure and deterministic:
 * the same readings and places always give the same segments. The thresholds:
 */

/** Readings further apart than this leave a gap: 'GPS Signal lost for {duration}'. */
export const GPS_NO_SIGNAL_SECONDS = 10 * 60;
/** A stay: readings within this distance of its first reading (or inside the same geofence)… */
export const GPS_STAY_RADIUS_METERS = 100;
/** …for at least this long. Shorter stops (a traffic light, a gate) belong to the trip. */
export const GPS_STAY_MIN_SECONDS = 5 * 60;
/** Slower than this between two readings is standing still (GPS drift of a phone at rest). */
export const GPS_WALKING_MIN_MPS = 0.5;
/** Faster than this is no longer walking; from 6.7 m/s (15 mph) on it is driving. */
export const GPS_WALKING_MAX_MPS = 2.5;
export { DRIVING_SPEED_MPS };
/** A stretch of one kind shorter than this between two stretches of another kind joins them. */
export const GPS_SHORT_MOVE_SECONDS = 2 * 60;

export type GpsPlaceInput = LatLng & {
  kind: GpsPlaceKind;
  id: number;
  name: string;
  formattedPlaceName: string | null;
  radiusMeters: number;
};

export type GpsSegment = {
  type: GpsActivityType;
  start: number;
  end: number;
  /** The track, in order; a gap's runs from the point before it to the point after it. */
  points: LatLng[];
  /** Where it began: a site visit's centre, else its first point. */
  origin: LatLng;
  /** The place whose geofence holds `origin` (the nearest centre when several do). */
  place: GpsPlaceInput | null;
};

export type GpsActivityInput = {
  clockIn: number;
  /** The card's end, or now while it runs. */
  end: number;
  /** The member's readings (any order); those outside the card are ignored. */
  readings: readonly Reading[];
  /** Work sites and company locations to name visits by and to extend stays over. */
  places: readonly GpsPlaceInput[];
};

type MoveKind = 'driving' | 'walking';
type StepKind = MoveKind | 'fast' | 'still';

/** The place whose geofence holds the point; the nearest centre wins a tie of overlaps. */
export function placeAt(point: LatLng, places: readonly GpsPlaceInput[]): GpsPlaceInput | null {
  let best: GpsPlaceInput | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const place of places) {
    if (!isInsideGeofence(point, place)) continue;
    const distance = distanceMeters(point, place);
    if (distance < bestDistance) [best, bestDistance] = [place, distance];
  }
  return best;
}

/** The speed from one reading to the next: the phone's, else distance over time. */
function stepSpeed(from: Reading, to: Reading): number {
  if (to.speedMps !== null) return to.speedMps;
  const seconds = to.at - from.at;
  return seconds > 0 ? distanceMeters(from, to) / seconds : 0;
}

function stepKind(speed: number): StepKind {
  if (speed >= DRIVING_SPEED_MPS) return 'driving';
  if (speed >= GPS_WALKING_MAX_MPS) return 'fast';
  if (speed >= GPS_WALKING_MIN_MPS) return 'walking';
  return 'still';
}

const centreOf = (points: readonly LatLng[]): LatLng => ({
  latitude: points.reduce((sum, p) => sum + p.latitude, 0) / points.length,
  longitude: points.reduce((sum, p) => sum + p.longitude, 0) / points.length,
});

/** Stays of one run of readings (no gap inside): [first, last] index pairs, in order. */
function staysOf(run: readonly Reading[], places: readonly GpsPlaceInput[]): [number, number][] {
  const stays: [number, number][] = [];
  let i = 0;
  while (i < run.length) {
    const anchor = run[i]!;
    const fence = placeAt(anchor, places);
    let j = i;
    // A reading stays while near the first, or in the first's geofence unless driven to.
    const belongs = (next: Reading) =>
      distanceMeters(anchor, next) <= GPS_STAY_RADIUS_METERS ||
      (fence !== null &&
        isInsideGeofence(next, fence) &&
        stepSpeed(run[j]!, next) < DRIVING_SPEED_MPS);
    while (j + 1 < run.length && belongs(run[j + 1]!)) j++;
    if (run[j]!.at - anchor.at >= GPS_STAY_MIN_SECONDS) {
      stays.push([i, j]);
      i = j + 1;
    } else i++;
  }
  return stays;
}

type Stretch = { kind: MoveKind; from: number; to: number };

/**
 * The moves between two stays (`path`: the readings from the last of one stay to the first of
 * the next): each step's kind from its speed; steps between walking and driving speed count as
 * driving on a trip that reaches driving speed (slow traffic) and as walking otherwise; steps
 * standing still take the kind before them (or after, at the start); then a short stretch between
 * two of the other kind joins them. Null when nothing in it moved.
 */
function movesOf(path: readonly Reading[]): Stretch[] | null {
  const kinds = path.slice(1).map((to, index) => stepKind(stepSpeed(path[index]!, to)));
  if (kinds.every((kind) => kind === 'still')) return null;
  const isTrip = kinds.includes('driving');
  const moving = kinds.map((kind): MoveKind | null =>
    kind === 'fast' ? (isTrip ? 'driving' : 'walking') : kind === 'still' ? null : kind,
  );
  const firstMove = moving.find((kind) => kind !== null)!;
  let last: MoveKind = firstMove;
  const resolved = moving.map((kind) => (last = kind ?? last));
  let stretches: Stretch[] = [];
  resolved.forEach((kind, step) => {
    const open = stretches[stretches.length - 1];
    if (open && open.kind === kind) open.to = step + 1;
    else stretches.push({ kind, from: step, to: step + 1 });
  });
  // Join a short stretch sandwiched between two of one other kind, until none is left.
  for (let changed = true; changed;) {
    changed = false;
    for (let k = 1; k + 1 < stretches.length; k++) {
      const [before, middle, after] = [stretches[k - 1]!, stretches[k]!, stretches[k + 1]!];
      const seconds = path[middle.to]!.at - path[middle.from]!.at;
      if (before.kind === after.kind && seconds < GPS_SHORT_MOVE_SECONDS) {
        stretches = [
          ...stretches.slice(0, k - 1),
          { kind: before.kind, from: before.from, to: after.to },
          ...stretches.slice(k + 2),
        ];
        changed = true;
        break;
      }
    }
  }
  return stretches;
}

const pointOf = ({ latitude, longitude }: LatLng): LatLng => ({ latitude, longitude });

/** The segments of one run of readings (no gap inside), in order. */
function runSegments(run: readonly Reading[], places: readonly GpsPlaceInput[]): GpsSegment[] {
  const segments: GpsSegment[] = [];
  const visit = (from: number, to: number) => {
    const points = run.slice(from, to + 1).map(pointOf);
    const origin = centreOf(points);
    segments.push({
      type: 'site_visit',
      start: run[from]!.at,
      end: run[to]!.at,
      points,
      origin,
      place: placeAt(origin, places),
    });
  };
  const move = (from: number, to: number) => {
    const path = run.slice(from, to + 1);
    const stretches = movesOf(path);
    // Nothing moved and no stay: a short stop on its own, still where the person was.
    if (!stretches) return visit(from, to);
    for (const stretch of stretches) {
      const points = path.slice(stretch.from, stretch.to + 1).map(pointOf);
      segments.push({
        type: stretch.kind,
        start: path[stretch.from]!.at,
        end: path[stretch.to]!.at,
        points,
        origin: points[0]!,
        place: placeAt(points[0]!, places),
      });
    }
  };
  const stays = staysOf(run, places);
  // `next`: the first reading not yet in a segment. A trip runs from the last reading of the
  // stay before it (or the run's first reading) to the first reading of the stay after it.
  let next = 0;
  for (const [first, last] of stays) {
    if (next > 0 || first > 0) move(Math.max(next - 1, 0), first);
    visit(first, last);
    next = last + 1;
  }
  if (stays.length === 0) {
    if (run.length === 1) visit(0, 0);
    else move(0, run.length - 1);
  } else if (next < run.length) move(next - 1, run.length - 1);
  return joinVisits(segments);
}

const samePlace = (a: GpsSegment, b: GpsSegment) =>
  a.place !== null && b.place !== null
    ? a.place.kind === b.place.kind && a.place.id === b.place.id
    : a.place === b.place && distanceMeters(a.origin, b.origin) <= GPS_STAY_RADIUS_METERS;

/** Back-to-back site visits at one place (a stop beside a stay) are one visit. */
function joinVisits(segments: readonly GpsSegment[]): GpsSegment[] {
  const joined: GpsSegment[] = [];
  for (const segment of segments) {
    const before = joined[joined.length - 1];
    if (
      before?.type === 'site_visit' &&
      segment.type === 'site_visit' &&
      samePlace(before, segment)
    ) {
      const [head, ...rest] = segment.points;
      const tail = before.points[before.points.length - 1];
      const shared =
        head && tail && head.latitude === tail.latitude && head.longitude === tail.longitude;
      const points = [...before.points, ...(shared ? rest : segment.points)];
      joined[joined.length - 1] = {
        ...before,
        end: segment.end,
        points,
        origin: centreOf(points),
      };
    } else joined.push(segment);
  }
  return joined;
}

/** A gap of signal between two instants, drawn from the last point known to the next. */
const gap = (start: number, end: number, points: LatLng[]): GpsSegment => ({
  type: 'no_signal',
  start,
  end,
  points,
  origin: points[0]!,
  place: null,
});

/**
 * The card's GPS activity, in time order: the readings within the card split into runs at gaps
 * over GPS_NO_SIGNAL_SECONDS (and before the first / after the last reading when the card runs on
 * that long without one), each run into stays (site visits) and the trips between them (driving
 * and walking stretches). No readings: no activity.
 */
export function gpsActivity(input: GpsActivityInput): GpsSegment[] {
  const readings = input.readings
    .filter((reading) => reading.at >= input.clockIn && reading.at <= input.end)
    .map((reading, index) => ({ reading, index }))
    .sort((a, b) => a.reading.at - b.reading.at || a.index - b.index)
    .map(({ reading }) => reading);
  const first = readings[0];
  const last = readings[readings.length - 1];
  if (!first || !last) return [];

  const runs: Reading[][] = [[first]];
  for (const reading of readings.slice(1)) {
    const run = runs[runs.length - 1]!;
    if (reading.at - run[run.length - 1]!.at > GPS_NO_SIGNAL_SECONDS) runs.push([reading]);
    else run.push(reading);
  }

  const segments: GpsSegment[] = [];
  if (first.at - input.clockIn > GPS_NO_SIGNAL_SECONDS)
    segments.push(gap(input.clockIn, first.at, [pointOf(first)]));
  runs.forEach((run, index) => {
    if (index > 0) {
      const before = runs[index - 1]!;
      const from = before[before.length - 1]!;
      segments.push(gap(from.at, run[0]!.at, [pointOf(from), pointOf(run[0]!)]));
    }
    segments.push(...runSegments(run, input.places));
  });
  if (input.end - last.at > GPS_NO_SIGNAL_SECONDS)
    segments.push(gap(last.at, input.end, [pointOf(last)]));
  return segments;
}
