import { describe, expect, it } from 'vitest';
import { computeExceptions, type ExceptionInput, type Reading } from './exceptions';

/** A site and points on and off it (about 220 m north is off a 80 m fence). */
const SITE = { latitude: 38.5708, longitude: -121.4835, radiusMeters: 80 };
const ON = { latitude: 38.5709, longitude: -121.4835 };
const OFF = { latitude: 38.5728, longitude: -121.4835 };
const M = 60;
const IN = 100_000;
const OUT = IN + 8 * 3600;

const at = (seconds: number, place: typeof ON, speedMps: number | null = 0): Reading => ({
  ...place,
  at: seconds,
  speedMps,
});

function exceptions(readings: Reading[], extra: Partial<ExceptionInput> = {}) {
  return computeExceptions({
    clockIn: IN,
    clockOut: OUT,
    isGps: false,
    readings,
    startSites: [SITE],
    endSites: [SITE],
    ...extra,
  });
}

describe('computeExceptions', () => {
  it('finds nothing on a card clocked on site, on time', () => {
    expect(exceptions([at(IN, ON), at(IN + 4 * 3600, ON), at(OUT, ON)])).toEqual([]);
  });

  it('finds a clock started late: on site since well before the clock-in', () => {
    expect(exceptions([at(IN - 30 * M, ON), at(IN - 10 * M, ON), at(IN, ON)])).toEqual([
      'clock_started_late',
    ]);
    // Within the grace, or off site in between, it is not late.
    expect(exceptions([at(IN - 3 * M, ON), at(IN, ON)])).toEqual([]);
    expect(exceptions([at(IN - 30 * M, ON), at(IN - 2 * M, OFF), at(IN, ON)])).toEqual([]);
  });

  it('finds a clock stopped early: still on site well after the clock-out', () => {
    expect(exceptions([at(OUT, ON), at(OUT + 20 * M, ON)])).toEqual(['clock_stopped_early']);
    expect(exceptions([at(OUT, ON), at(OUT + 2 * M, ON), at(OUT + 20 * M, OFF)])).toEqual([]);
  });

  it('finds a clock-in before arriving and a clock-out after leaving', () => {
    expect(
      exceptions([at(IN, OFF), at(IN + 15 * M, OFF), at(IN + 25 * M, ON), at(OUT, ON)]),
    ).toEqual(['clocked_in_before_arriving']);
    expect(
      exceptions([at(IN, ON), at(OUT - 40 * M, ON), at(OUT - 30 * M, OFF), at(OUT, OFF)]),
    ).toEqual(['clocked_out_after_leaving']);
    // Off site only within the grace: nothing.
    expect(exceptions([at(IN, OFF), at(IN + 2 * M, ON), at(OUT, ON)])).toEqual([]);
  });

  it('finds clocking at driving speed, reported or from two readings', () => {
    expect(exceptions([at(IN, ON, 15)])).toEqual(['clocked_in_while_driving']);
    // 1.5 km in a minute: 25 m/s.
    const far = { latitude: ON.latitude + 0.0135, longitude: ON.longitude };
    expect(exceptions([at(OUT - 60, far, null), at(OUT, ON, null)])).toEqual([
      'clocked_out_while_driving',
    ]);
  });

  it('finds a GPS card without a single reading, and claims nothing of sites it does not know', () => {
    expect(exceptions([], { isGps: true })).toEqual(['no_location_for_gps_time_card']);
    expect(exceptions([at(IN, ON)], { isGps: true })).toEqual([]);
    expect(exceptions([at(IN - 30 * M, ON), at(IN, ON)], { startSites: [], endSites: [] })).toEqual(
      [],
    );
  });

  it('leaves the clock-out rules to a card that has clocked out', () => {
    expect(exceptions([at(IN, ON), at(OUT + 20 * M, ON)], { clockOut: null })).toEqual([]);
  });
});
