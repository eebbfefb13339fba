import { describe, expect, it } from 'vitest';
import type { Reading } from './exceptions';
import { geofenceTrimEnd, payableTotals, siteNames } from './geofence-rules';

const site = { latitude: 38.5708, longitude: -121.4835, radiusMeters: 80 };
const on = (at: number): Reading => ({
  at,
  latitude: 38.5708,
  longitude: -121.4835,
  speedMps: null,
});
const off = (at: number): Reading => ({
  at,
  latitude: 38.58,
  longitude: -121.4835,
  speedMps: null,
});

describe('geofenceTrimEnd', () => {
  it('ends payable time at the last reading on site once the readings left', () => {
    const readings = [on(100), on(3600), off(4000), off(7000)];
    expect(geofenceTrimEnd({ clockIn: 0, clockOut: 7200, readings, sites: [site] })).toBe(3600);
  });

  it('claims nothing without sites, without a reading on site, when still on site or within the grace', () => {
    const input = { clockIn: 0, clockOut: 7200 };
    expect(geofenceTrimEnd({ ...input, readings: [on(100), off(7000)], sites: [] })).toBeNull();
    expect(
      geofenceTrimEnd({ ...input, readings: [off(100), off(7000)], sites: [site] }),
    ).toBeNull();
    expect(geofenceTrimEnd({ ...input, readings: [off(100), on(7000)], sites: [site] })).toBeNull();
    expect(
      geofenceTrimEnd({ ...input, readings: [on(7000), off(7100)], sites: [site] }),
    ).toBeNull();
  });
});

describe('payableTotals', () => {
  it('pays up to the payable end and keeps the raw worked time', () => {
    const card = { clockIn: 0, clockOut: 7200, timezone: 'UTC' };
    const totals = payableTotals(card, 3600, [{ start: 600, end: 1200, isPaid: false }], 0, 9000);
    expect(totals).toMatchObject({
      worked_seconds: 6600,
      paid_seconds: 3000,
      rounded_clock_out_dt_unix: 3600,
    });
    expect(payableTotals(card, null, [], 0, 9000).paid_seconds).toBe(7200);
  });
});

describe('siteNames', () => {
  it('names one site, or several with "or"', () => {
    expect(siteNames([{ name: 'Main building' }])).toBe('Main building');
    expect(siteNames([{ name: 'A' }, { name: 'B' }, { name: 'C' }])).toBe('A, B or C');
  });
});
