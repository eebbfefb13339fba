import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline, GPS_POLYLINE_PRECISION } from './polyline';

// Google's reference line (the algorithm's documentation), and the same points at precision 6
// as other encoders publish it (Valhalla's polyline6, mapbox's and go-polyline's test vectors).
const REFERENCE: [number, number][] = [
  [38.5, -120.2],
  [40.7, -120.95],
  [43.252, -126.453],
];
const REFERENCE_5 = '_p~iF~ps|U_ulLnnqC_mqNvxq`@';
const REFERENCE_6 = '_izlhA~rlgdF_{geC~ywl@_kwzCn`{nI';

describe('encodePolyline', () => {
  it('writes the reference line at precision 5 and 6', () => {
    expect(encodePolyline(REFERENCE, 5)).toBe(REFERENCE_5);
    expect(encodePolyline(REFERENCE, 6)).toBe(REFERENCE_6);
  });

  it('uses precision 6 unless told (the spec’s GPS activity)', () => {
    expect(GPS_POLYLINE_PRECISION).toBe(6);
    expect(encodePolyline(REFERENCE)).toBe(REFERENCE_6);
  });

  it('encodes single coordinates as the reference does', () => {
    // Google's worked example: -179.9832104 at precision 5 is '`~oia@'.
    expect(encodePolyline([[0, -179.9832104]], 5)).toBe('?`~oia@');
    expect(encodePolyline([[0, 0]])).toBe('??');
    expect(encodePolyline([])).toBe('');
  });

  it('rounds half away from zero, then deltas from the rounded point', () => {
    // 0.0000005 rounds to 1 unit, -0.0000005 to -1: zig-zag 2 ('A') and 1 ('@').
    expect(encodePolyline([[0.0000005, -0.0000005]])).toBe('A@');
    // Below the precision nothing moves: the second point repeats the first.
    expect(
      encodePolyline([
        [1, 1],
        [1.0000001, 1.0000004],
      ]),
    ).toBe(`${encodePolyline([[1, 1]])}??`);
  });

  it('handles the extremes of latitude and longitude without overflow', () => {
    const extremes: [number, number][] = [
      [-90, -180],
      [90, 180],
      [-90, -180],
    ];
    expect(decodePolyline(encodePolyline(extremes))).toEqual(extremes);
  });
});

describe('decodePolyline', () => {
  it('reads the reference lines back exactly', () => {
    expect(decodePolyline(REFERENCE_5, 5)).toEqual(REFERENCE);
    expect(decodePolyline(REFERENCE_6)).toEqual(REFERENCE);
    expect(decodePolyline('')).toEqual([]);
  });

  it('reads back any 6-decimal track it wrote', () => {
    // A deterministic walk through Denver and over the date line, 6 decimals each.
    let seed = 17;
    const next = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const track: [number, number][] = [];
    for (let i = 0; i < 200; i++) {
      const lat = Math.round((39.7 + (next() - 0.5) * 0.2) * 1e6) / 1e6;
      const lng = Math.round((i < 100 ? -105 : 179.99) * 1e6 + (next() - 0.5) * 2e4) / 1e6;
      track.push([lat, lng]);
    }
    expect(decodePolyline(encodePolyline(track))).toEqual(track);
  });

  it('refuses malformed text', () => {
    expect(() => decodePolyline('_p~iF')).toThrow(/ends inside a value/);
    expect(() => decodePolyline('_')).toThrow(/ends inside a value/);
    expect(() => decodePolyline('?? ')).toThrow(/unexpected character/);
  });
});
