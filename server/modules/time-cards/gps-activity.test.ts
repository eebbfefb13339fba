import { describe, expect, it } from 'vitest';
import { distanceMeters, type LatLng } from '../../../contract/geofence';
import type { Reading } from './exceptions';
import {
  DRIVING_SPEED_MPS,
  GPS_NO_SIGNAL_SECONDS,
  GPS_STAY_MIN_SECONDS,
  GPS_WALKING_MAX_MPS,
  GPS_WALKING_MIN_MPS,
  gpsActivity,
  type GpsPlaceInput,
  type GpsSegment,
} from './gps-activity';

/** Metres in one degree of latitude on the sphere contract/geofence.ts measures on. */
const METERS_PER_DEGREE = (6_371_008.8 * Math.PI) / 180;
const T0 = 1_760_000_000;
const START: LatLng = { latitude: 39.7392, longitude: -104.9903 };
const north = (point: LatLng, meters: number): LatLng => ({
  latitude: point.latitude + meters / METERS_PER_DEGREE,
  longitude: point.longitude,
});

/** A person's day as readings: staying put, moving north at a speed, or out of signal. */
class Day {
  at = T0;
  position = START;
  readings: Reading[] = [];
  here(speedMps: number | null = null) {
    this.readings.push({ ...this.position, at: this.at, speedMps });
    return this;
  }
  stay(seconds: number, every = 60) {
    for (let t = every; t <= seconds; t += every) {
      this.at += every;
      this.here();
    }
    return this;
  }
  move(speedMps: number, seconds: number, every = 30) {
    for (let t = every; t <= seconds; t += every) {
      this.at += every;
      this.position = north(this.position, speedMps * every);
      this.here();
    }
    return this;
  }
  /** No readings for a while, then reappears at `to` (or where it was). */
  lose(seconds: number, to: LatLng = this.position) {
    this.at += seconds;
    this.position = to;
    return this.here();
  }
}

const place = (
  id: number,
  name: string,
  at: LatLng,
  radiusMeters: number,
  kind: GpsPlaceInput['kind'] = 'work_site',
): GpsPlaceInput => ({ ...at, id, kind, name, formattedPlaceName: null, radiusMeters });

const summary = (segments: GpsSegment[]) =>
  segments.map((segment) => [segment.type, segment.place?.name ?? null]);

/** Every segment starts where the one before ended. */
function expectContinuous(segments: GpsSegment[]) {
  segments.slice(1).forEach((segment, index) => {
    expect(segment.start).toBe(segments[index]!.end);
  });
}

describe('gpsActivity', () => {
  it('has no activity without readings during the card', () => {
    expect(gpsActivity({ clockIn: T0, end: T0 + 3600, readings: [], places: [] })).toEqual([]);
    const before = new Day().here().stay(600).readings;
    expect(
      gpsActivity({ clockIn: T0 + 3600, end: T0 + 7200, readings: before, places: [] }),
    ).toEqual([]);
  });

  it('cuts a day into visits, a drive, a walk and a gap, naming where each began', () => {
    const yard = place(1, 'North yard', START, 60, 'company_location');
    const day = new Day().here().stay(600); // 10 min at the yard
    const leftYard = day.at;
    day.move(13, 900); // 15 min driving, 11.7 km
    const arrived = day.at;
    const site = place(7, 'Riverside apartments', day.position, 80);
    day.stay(3600).move(1.3, 600).stay(600); // an hour on site, a walk to the shops, a stop
    const lost = day.at;
    day.lose(1200, site).stay(1800); // no signal for 20 min, back on site
    const segments = gpsActivity({
      clockIn: T0,
      end: day.at,
      readings: day.readings,
      places: [yard, site],
    });
    expect(summary(segments)).toEqual([
      ['site_visit', 'North yard'],
      ['driving', 'North yard'],
      ['site_visit', 'Riverside apartments'],
      ['walking', 'Riverside apartments'],
      ['site_visit', null],
      ['no_signal', null],
      ['site_visit', 'Riverside apartments'],
    ]);
    expectContinuous(segments);
    const [atYard, drive, , , , gap, back] = segments;
    expect([atYard!.start, atYard!.end]).toEqual([T0, leftYard]);
    expect([drive!.start, drive!.end]).toEqual([leftYard, arrived]);
    expect(drive!.points).toHaveLength(31);
    expect([gap!.start, gap!.end]).toEqual([lost, lost + 1200]);
    expect(gap!.points).toHaveLength(2);
    expect(back!.end).toBe(day.at);
    expect(distanceMeters(back!.origin, site)).toBeLessThan(0.01);
  });

  it('reads the phone’s speed against the thresholds', () => {
    // Three readings 30 s apart, too short for a stay: each moves as the speed says.
    const run = (...speeds: number[]) => {
      const day = new Day().here();
      for (const speed of speeds) {
        day.at += 30;
        day.position = north(day.position, 200);
        day.here(speed);
      }
      return gpsActivity({ clockIn: T0, end: day.at, readings: day.readings, places: [] }).map(
        (segment) => segment.type,
      );
    };
    expect(run(GPS_WALKING_MIN_MPS - 0.01, 0)).toEqual(['site_visit']);
    expect(run(GPS_WALKING_MIN_MPS, GPS_WALKING_MIN_MPS)).toEqual(['walking']);
    expect(run(GPS_WALKING_MAX_MPS - 0.01, 1)).toEqual(['walking']);
    // Between walking and driving speed: walking, unless the trip reaches driving speed.
    expect(run(GPS_WALKING_MAX_MPS, DRIVING_SPEED_MPS - 0.01)).toEqual(['walking']);
    expect(run(DRIVING_SPEED_MPS, DRIVING_SPEED_MPS)).toEqual(['driving']);
    expect(run(DRIVING_SPEED_MPS, 3)).toEqual(['driving']);
    // Without a reported speed, distance over time: 200 m in 30 s is 6.7 m/s.
    const day = new Day().here();
    day.at += 30;
    day.position = north(day.position, 201);
    day.here();
    expect(
      gpsActivity({ clockIn: T0, end: day.at, readings: day.readings, places: [] })[0]?.type,
    ).toBe('driving');
  });

  it('keeps a drive whole through a red light and a slow corner', () => {
    const day = new Day().here().move(13, 300).stay(120, 30).move(1.5, 60).move(13, 300);
    const segments = gpsActivity({ clockIn: T0, end: day.at, readings: day.readings, places: [] });
    expect(summary(segments)).toEqual([['driving', null]]);
    expect([segments[0]!.start, segments[0]!.end]).toEqual([T0, day.at]);
  });

  it('needs five minutes within 100 m for a stay', () => {
    // Two minutes put, then the walk leaves the 100 m at once: no stay, all one walk.
    const short = new Day()
      .here()
      .stay(GPS_STAY_MIN_SECONDS - 180)
      .move(2, 300);
    expect(
      summary(gpsActivity({ clockIn: T0, end: short.at, readings: short.readings, places: [] })),
    ).toEqual([['walking', null]]);
    const long = new Day().here().stay(GPS_STAY_MIN_SECONDS).move(2, 300);
    expect(
      summary(gpsActivity({ clockIn: T0, end: long.at, readings: long.readings, places: [] })),
    ).toEqual([
      ['site_visit', null],
      ['walking', null],
    ]);
  });

  it('counts a walk around a large site as one visit while inside its geofence', () => {
    const site = place(3, 'Elk Grove warehouse', START, 250);
    // Up and down the slab, 180 m each way, at a slow 0.6 m/s with readings every 60 s.
    const day = new Day().here().move(0.6, 300, 60).move(-0.6, 600, 60).move(0.6, 300, 60);
    const segments = gpsActivity({
      clockIn: T0,
      end: day.at,
      readings: day.readings,
      places: [site],
    });
    expect(summary(segments)).toEqual([['site_visit', 'Elk Grove warehouse']]);
  });

  it('names a visit after the nearest of overlapping geofences', () => {
    const far = place(1, 'Big campus', north(START, 150), 400);
    const near = place(2, 'Gate house', north(START, 20), 50);
    const day = new Day().here().stay(900);
    expect(
      summary(
        gpsActivity({ clockIn: T0, end: day.at, readings: day.readings, places: [far, near] }),
      ),
    ).toEqual([['site_visit', 'Gate house']]);
  });

  it('loses the signal only after more than ten minutes without a reading', () => {
    const within = new Day().here().stay(600).lose(GPS_NO_SIGNAL_SECONDS).stay(600);
    expect(
      summary(gpsActivity({ clockIn: T0, end: within.at, readings: within.readings, places: [] })),
    ).toEqual([['site_visit', null]]);
    const over = new Day()
      .here()
      .stay(600)
      .lose(GPS_NO_SIGNAL_SECONDS + 1)
      .stay(600);
    expect(
      summary(gpsActivity({ clockIn: T0, end: over.at, readings: over.readings, places: [] })),
    ).toEqual([
      ['site_visit', null],
      ['no_signal', null],
      ['site_visit', null],
    ]);
  });

  it('shows the time before the first and after the last reading as signal lost', () => {
    const day = new Day();
    day.at += 1800;
    day.here().stay(600);
    const segments = gpsActivity({
      clockIn: T0,
      end: day.at + 3600,
      readings: day.readings,
      places: [],
    });
    expect(segments.map((s) => [s.type, s.start, s.end, s.points.length])).toEqual([
      ['no_signal', T0, T0 + 1800, 1],
      ['site_visit', T0 + 1800, T0 + 2400, 11],
      ['no_signal', T0 + 2400, T0 + 6000, 1],
    ]);
    // A lone reading is where the person was: a visit of no length.
    const lone = new Day().here();
    expect(
      gpsActivity({ clockIn: T0, end: T0 + 60, readings: lone.readings, places: [] }).map((s) => [
        s.type,
        s.start,
        s.end,
      ]),
    ).toEqual([['site_visit', T0, T0]]);
  });

  it('gives the same answer whatever order the readings come in, ignoring those outside the card', () => {
    const day = new Day().here().stay(600).move(13, 600).stay(900).move(1, 300);
    const places = [place(1, 'Yard', START, 60)];
    const input = { clockIn: T0, end: day.at, readings: day.readings, places };
    const expected = gpsActivity(input);
    const shuffled = [...day.readings].reverse();
    const outside: Reading[] = [
      { ...START, at: T0 - 60, speedMps: 30 },
      { ...START, at: day.at + 60, speedMps: 30 },
    ];
    expect(gpsActivity({ ...input, readings: [...outside, ...shuffled] })).toEqual(expected);
    expect(gpsActivity(input)).toEqual(expected);
  });
});
