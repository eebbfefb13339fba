import { describe, expect, it } from 'vitest';
import {
  circleBounds,
  describePlace,
  frameOf,
  framingKey,
  mapInstructions,
  mapKeyAction,
  pathClass,
  pickedPoint,
  pointsOf,
  toneClass,
} from './geo-map-model';
import type { GeoMapPath, GeoMapPlace } from './geo-map-types';

const yard: GeoMapPlace = {
  id: 1,
  label: 'Main yard',
  latitude: 37.7749,
  longitude: -122.4194,
  radiusMeters: 45.72,
};
const office: GeoMapPlace = { id: 2, label: 'Office', latitude: 37.79, longitude: -122.4 };
const track: GeoMapPath = {
  id: 't1',
  label: 'Driving',
  points: [
    [37.76, -122.43],
    [37.8, -122.38],
  ],
};

describe('circleBounds', () => {
  it('is the point itself without a radius', () => {
    expect(circleBounds(10, 20)).toEqual([
      [10, 20],
      [10, 20],
    ]);
  });

  it('spans the radius north and south, and wider east and west away from the equator', () => {
    const [[south, west], [north, east]] = circleBounds(60, 10, 1000);
    // About 0.009° of latitude per kilometre.
    expect(north - 60).toBeCloseTo(0.008983, 5);
    expect(60 - south).toBeCloseTo(0.008983, 5);
    // At 60° a degree of longitude is half as long, so the box is twice as wide in degrees.
    expect(east - 10).toBeCloseTo(2 * 0.008983, 5);
    expect(10 - west).toBeCloseTo(2 * 0.008983, 5);
  });

  it('stays within the poles', () => {
    const [[south], [north]] = circleBounds(89.99, 0, 50_000);
    expect(north).toBe(90);
    expect(south).toBeLessThan(89.99);
  });
});

describe('frameOf', () => {
  it('is empty with nothing to show', () => {
    expect(frameOf([], [])).toEqual({ kind: 'empty' });
  });

  it('centres on a single place and keeps its geofence box for zooming out', () => {
    const frame = frameOf([yard], []);
    expect(frame).toEqual({
      kind: 'place',
      center: [37.7749, -122.4194],
      bounds: circleBounds(37.7749, -122.4194, 45.72),
    });
  });

  it('fits several places, circles included', () => {
    const frame = frameOf([yard, office], []);
    const [[yardSouth, yardWest]] = circleBounds(37.7749, -122.4194, 45.72);
    expect(frame).toEqual({
      kind: 'fit',
      bounds: [
        [yardSouth, yardWest],
        [37.79, -122.4],
      ],
    });
  });

  it('fits a place with a path, and a path alone', () => {
    expect(frameOf([office], [track])).toEqual({
      kind: 'fit',
      bounds: [
        [37.76, -122.43],
        [37.8, -122.38],
      ],
    });
    expect(frameOf([], [track])).toMatchObject({ kind: 'fit' });
  });
});

describe('framingKey', () => {
  it('changes with the set of places and their radii, not with a move', () => {
    const key = framingKey([yard], []);
    expect(framingKey([{ ...yard, latitude: 37.7 }], [])).toBe(key);
    expect(framingKey([{ ...yard, radiusMeters: 500 }], [])).not.toBe(key);
    expect(framingKey([yard, office], [])).not.toBe(key);
    expect(framingKey([yard], [track])).not.toBe(key);
  });
});

describe('pointsOf', () => {
  it('lists places then path points', () => {
    expect(pointsOf([office], [track])).toEqual([
      [37.79, -122.4],
      [37.76, -122.43],
      [37.8, -122.38],
    ]);
  });
});

describe('pickedPoint', () => {
  it('rounds to 6 decimals', () => {
    expect(pickedPoint(37.774912345, -122.419412345)).toEqual([37.774912, -122.419412]);
  });

  it('wraps longitude into -180..180 and keeps latitude within ±90', () => {
    expect(pickedPoint(10, 190)).toEqual([10, -170]);
    expect(pickedPoint(10, -190)).toEqual([10, 170]);
    expect(pickedPoint(10, 540.5)).toEqual([10, -179.5]);
    expect(pickedPoint(10, 180)).toEqual([10, 180]);
    expect(pickedPoint(10, -180)).toEqual([10, -180]);
    expect(pickedPoint(95, 0)).toEqual([90, 0]);
    expect(pickedPoint(-95, 0)).toEqual([-90, 0]);
  });

  it('never reports -0', () => {
    const [lat, lng] = pickedPoint(-0.0000001, -0.0000001);
    expect(Object.is(lat, 0)).toBe(true);
    expect(Object.is(lng, 0)).toBe(true);
  });
});

describe('texts and classes', () => {
  it('describes a place with its geofence in feet or miles', () => {
    expect(describePlace(yard)).toBe('Main yard, geofence 150 ft');
    expect(describePlace({ ...yard, radiusMeters: 1609.344 })).toBe('Main yard, geofence 1 mi');
    expect(describePlace(office)).toBe('Office');
  });

  it('tells how to use the map, and how to pick when picking', () => {
    expect(mapInstructions(false)).toBe('Arrow keys move the map; plus and minus zoom.');
    expect(mapInstructions(true)).toContain('type its latitude and longitude');
  });

  it('names tone and path classes', () => {
    expect(toneClass()).toBe('cc-geo-tone-primary');
    expect(toneClass('neutral')).toBe('cc-geo-tone-neutral');
    expect(pathClass()).toBe('cc-geo-path cc-geo-path-driving');
    expect(pathClass('no_signal')).toBe('cc-geo-path cc-geo-path-no-signal');
  });
});

describe('mapKeyAction', () => {
  it('pans 80 px with the arrows, three times that with Shift', () => {
    expect(mapKeyAction('ArrowRight')).toEqual({ pan: [80, 0] });
    expect(mapKeyAction('ArrowLeft')).toEqual({ pan: [-80, 0] });
    expect(mapKeyAction('ArrowUp')).toEqual({ pan: [0, -80] });
    expect(mapKeyAction('ArrowDown', true)).toEqual({ pan: [0, 240] });
  });

  it('zooms with plus and minus (and the keys they share), and ignores other keys', () => {
    expect(mapKeyAction('+')).toEqual({ zoom: 1 });
    expect(mapKeyAction('=')).toEqual({ zoom: 1 });
    expect(mapKeyAction('-')).toEqual({ zoom: -1 });
    expect(mapKeyAction('_')).toEqual({ zoom: -1 });
    expect(mapKeyAction('Enter')).toBeNull();
    expect(mapKeyAction('Tab')).toBeNull();
  });
});
