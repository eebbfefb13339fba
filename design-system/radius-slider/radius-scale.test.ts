import { describe, expect, it } from 'vitest';
import {
  feetToMeters,
  formatDistance,
  metersToFeet,
  metersToPosition,
  positionAfterKey,
  positionToMeters,
  roundMeters,
} from './radius-scale';

const range = { min: 30, max: 8046.72 };

describe('formatDistance', () => {
  it('shows whole feet below a mile, with thousands separators', () => {
    expect(formatDistance(30)).toBe('98 ft');
    expect(formatDistance(feetToMeters(150))).toBe('150 ft');
    expect(formatDistance(feetToMeters(2400))).toBe('2,400 ft');
    expect(formatDistance(feetToMeters(5279.4))).toBe('5,279 ft');
  });

  it('shows miles to a tenth from 5,280 ft', () => {
    expect(formatDistance(feetToMeters(5279.6))).toBe('1 mi');
    expect(formatDistance(1609.344)).toBe('1 mi');
    expect(formatDistance(feetToMeters(6336))).toBe('1.2 mi');
    expect(formatDistance(8046.72)).toBe('5 mi');
  });
});

describe('slider scale', () => {
  it('puts the range exactly at the ends', () => {
    expect(positionToMeters(0, range)).toBe(30);
    expect(positionToMeters(100, range)).toBe(8046.72);
    expect(metersToPosition(30, range)).toBe(0);
    expect(metersToPosition(8046.72, range)).toBe(100);
  });

  it('gives radii to the centimetre and whole positions', () => {
    const meters = positionToMeters(37, range);
    expect(meters).toBe(roundMeters(meters));
    expect(metersToPosition(152.4, range)).toBe(Math.round(metersToPosition(152.4, range)));
  });

  it('round-trips every position and grows at every step', () => {
    let previous = 0;
    for (let p = 0; p <= 100; p += 1) {
      const meters = positionToMeters(p, range);
      expect(metersToPosition(meters, range)).toBe(p);
      expect(meters).toBeGreaterThan(previous);
      previous = meters;
    }
  });

  it('keeps radii out of range at the ends', () => {
    expect(metersToPosition(1, range)).toBe(0);
    expect(metersToPosition(50_000, range)).toBe(100);
    expect(positionToMeters(-1, range)).toBe(30);
    expect(positionToMeters(101, range)).toBe(8046.72);
  });

  it('converts metres and feet both ways', () => {
    expect(roundMeters(feetToMeters(500))).toBe(152.4);
    expect(metersToFeet(feetToMeters(1234))).toBeCloseTo(1234, 9);
  });
});

describe('positionAfterKey', () => {
  it('steps one position with the arrows and ten with the Page keys, within 0 to 100', () => {
    expect(positionAfterKey(31, 'ArrowRight')).toBe(32);
    expect(positionAfterKey(31, 'ArrowUp')).toBe(32);
    expect(positionAfterKey(31, 'ArrowLeft')).toBe(30);
    expect(positionAfterKey(31, 'ArrowDown')).toBe(30);
    expect(positionAfterKey(31, 'PageUp')).toBe(41);
    expect(positionAfterKey(95, 'PageUp')).toBe(100);
    expect(positionAfterKey(0, 'ArrowLeft')).toBe(0);
    expect(positionAfterKey(100, 'ArrowRight')).toBe(100);
  });

  it('goes to the ends with Home and End, and leaves other keys alone', () => {
    expect(positionAfterKey(31, 'Home')).toBe(0);
    expect(positionAfterKey(31, 'End')).toBe(100);
    expect(positionAfterKey(31, 'Tab')).toBeNull();
    expect(positionAfterKey(31, 'a')).toBeNull();
  });
});
