import { describe, expect, it } from 'vitest';
import {
  FEET_PER_METER,
  FEET_PER_MILE,
  GEOFENCE_RADIUS_MAX_METERS,
  GEOFENCE_RADIUS_MIN_METERS,
  GEOFENCE_SLIDER_MAX_POSITION,
  METERS_PER_MILE,
  clampRadiusMeters,
  distanceMeters,
  feetToMeters,
  isInsideGeofence,
  metersToFeet,
  metersToMiles,
  radiusMetersToPosition,
  radiusPositionToMeters,
} from './geofence';

const positions = Array.from({ length: GEOFENCE_SLIDER_MAX_POSITION + 1 }, (_, p) => p);

describe('geofence constants', () => {
  it('are the spec figures', () => {
    expect(METERS_PER_MILE).toBe(1609.344);
    expect(FEET_PER_METER).toBe(3.28084);
    expect(GEOFENCE_SLIDER_MAX_POSITION).toBe(100);
  });

  it('bound the radius from 30 m to exactly 5 miles', () => {
    expect(GEOFENCE_RADIUS_MIN_METERS).toBe(30);
    expect(GEOFENCE_RADIUS_MAX_METERS).toBeCloseTo(5 * METERS_PER_MILE, 10);
    expect(metersToMiles(GEOFENCE_RADIUS_MAX_METERS)).toBeCloseTo(5, 10);
    // A mile is 5,280 ft, and the two spec constants agree to a hundredth of a foot.
    expect(metersToFeet(METERS_PER_MILE)).toBeCloseTo(FEET_PER_MILE, 1);
  });
});

describe('metres and feet', () => {
  it('converts with 3.28084 ft per metre', () => {
    expect(metersToFeet(30)).toBeCloseTo(98.4252, 4);
    expect(metersToFeet(100)).toBeCloseTo(328.084, 6);
    expect(feetToMeters(500)).toBeCloseTo(152.4, 3);
    expect(metersToFeet(0)).toBe(0);
  });

  it('round-trips', () => {
    for (const meters of [0, 1, 30, 45.72, 152.4, 1609.344, 8046.72]) {
      expect(feetToMeters(metersToFeet(meters))).toBeCloseTo(meters, 9);
    }
    for (const feet of [1, 98, 150, 5280, 26_400]) {
      expect(metersToFeet(feetToMeters(feet))).toBeCloseTo(feet, 9);
    }
  });
});

describe('slider position and radius', () => {
  it('puts the bounds exactly at the ends of the scale', () => {
    expect(radiusPositionToMeters(0)).toBe(GEOFENCE_RADIUS_MIN_METERS);
    expect(radiusPositionToMeters(100)).toBe(GEOFENCE_RADIUS_MAX_METERS);
    expect(radiusMetersToPosition(GEOFENCE_RADIUS_MIN_METERS)).toBe(0);
    expect(radiusMetersToPosition(GEOFENCE_RADIUS_MAX_METERS)).toBeCloseTo(100, 10);
  });

  it('is logarithmic: the middle is the geometric mean, and every step is the same ratio', () => {
    const middle = Math.sqrt(GEOFENCE_RADIUS_MIN_METERS * GEOFENCE_RADIUS_MAX_METERS);
    expect(radiusPositionToMeters(50)).toBeCloseTo(middle, 9);
    const ratio = (GEOFENCE_RADIUS_MAX_METERS / GEOFENCE_RADIUS_MIN_METERS) ** (1 / 100);
    for (const p of positions.slice(1)) {
      expect(radiusPositionToMeters(p) / radiusPositionToMeters(p - 1)).toBeCloseTo(ratio, 9);
    }
  });

  it('follows the spec formula in feet: minFt · (maxFt / minFt)^(p / 100)', () => {
    const minFt = metersToFeet(GEOFENCE_RADIUS_MIN_METERS);
    const maxFt = metersToFeet(GEOFENCE_RADIUS_MAX_METERS);
    for (const p of [0, 1, 25, 50, 73, 99, 100]) {
      expect(metersToFeet(radiusPositionToMeters(p))).toBeCloseTo(
        minFt * (maxFt / minFt) ** (p / 100),
        6,
      );
    }
  });

  it('round-trips position → metres → position at every step', () => {
    for (const p of positions) {
      expect(radiusMetersToPosition(radiusPositionToMeters(p))).toBeCloseTo(p, 9);
    }
  });

  it('round-trips metres → position → metres within the bounds', () => {
    for (const meters of [30, 30.5, 45.72, 100, 152.4, 1609.344, 5000, 8046.72]) {
      expect(radiusPositionToMeters(radiusMetersToPosition(meters))).toBeCloseTo(meters, 6);
    }
  });

  it('is strictly increasing, and every whole position is a different whole number of feet', () => {
    const feet = positions.map((p) => Math.round(metersToFeet(radiusPositionToMeters(p))));
    for (const [index, value] of feet.entries()) {
      if (index > 0) expect(value).toBeGreaterThan(feet[index - 1] ?? Infinity);
    }
    expect(feet[0]).toBe(98);
    expect(feet[100]).toBe(26_400);
  });

  it('keeps positions and radii out of range at the ends', () => {
    expect(radiusPositionToMeters(-5)).toBe(GEOFENCE_RADIUS_MIN_METERS);
    expect(radiusPositionToMeters(140)).toBe(GEOFENCE_RADIUS_MAX_METERS);
    expect(radiusMetersToPosition(1)).toBe(0);
    expect(radiusMetersToPosition(100_000)).toBeCloseTo(100, 10);
    expect(clampRadiusMeters(10)).toBe(30);
    expect(clampRadiusMeters(9000)).toBe(8046.72);
    expect(clampRadiusMeters(152.4)).toBe(152.4);
  });

  it('takes other bounds', () => {
    const bounds = { minMeters: 10, maxMeters: 1000 };
    expect(radiusPositionToMeters(50, bounds)).toBeCloseTo(100, 9);
    expect(radiusMetersToPosition(100, bounds)).toBeCloseTo(50, 9);
    expect(clampRadiusMeters(5, bounds)).toBe(10);
  });
});

describe('distances and geofences', () => {
  it('measures great-circle distances in metres', () => {
    // One degree of latitude is about 111.2 km; a thousandth about 111 m.
    expect(
      distanceMeters({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }),
    ).toBeCloseTo(111_195, -1);
    expect(
      distanceMeters(
        { latitude: 38.5708, longitude: -121.4835 },
        { latitude: 38.5718, longitude: -121.4835 },
      ),
    ).toBeCloseTo(111.2, 0);
  });

  it('puts a point inside a geofence up to its radius', () => {
    const fence = { latitude: 38.5708, longitude: -121.4835, radiusMeters: 80 };
    expect(isInsideGeofence({ latitude: 38.5714, longitude: -121.4835 }, fence)).toBe(true);
    expect(isInsideGeofence({ latitude: 38.5718, longitude: -121.4835 }, fence)).toBe(false);
  });
});
