import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { partsOf } from '../../../../contract/time/plain-date';
import { zonedParts, zonedToUnix } from '../../../../contract/time/zoned-time';
import { civilDay, dayNumber } from './calendar-days';
import { offsetAt, unixOfWall, wallOf } from './zone-offsets';

const ZONES = [
  'America/Los_Angeles',
  'America/New_York',
  'Australia/Sydney',
  'Australia/Lord_Howe',
  'Europe/Dublin',
  'Africa/Casablanca',
  'America/Santiago',
  'Pacific/Apia',
  'Antarctica/Troll',
  'Asia/Kathmandu',
  'UTC',
];
const SETTINGS = { seed: 5545, numRuns: 600 };
const utc = (...parts: [number, number, number, number, number?]) =>
  Date.UTC(parts[0], parts[1] - 1, parts[2], parts[3], parts[4] ?? 0) / 1000;
const iso = (day: number) => {
  const { year, month, day: d } = civilDay(day);
  return `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
};

describe('zone offsets', () => {
  it('reads the wall clock of any instant as Intl does', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: utc(1990, 1, 1, 0), max: utc(2040, 1, 1, 0) }),
        (zone, unix) => {
          const { date, secondsOfDay } = zonedParts(unix, zone);
          const { year, month, day } = partsOf(date);
          expect(wallOf(unix, zone)).toEqual({
            day: dayNumber(year, month, day),
            seconds: secondsOfDay,
          });
        },
      ),
      SETTINGS,
    );
  });

  it('turns any wall clock into the instant contract/time does, gaps and repeats included', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: dayNumber(1990, 1, 1), max: dayNumber(2040, 1, 1) }),
        fc.oneof(
          fc.integer({ min: 0, max: 86_399 }),
          fc.integer({ min: 0, max: 16 }).map((q) => q * 900),
        ),
        (zone, day, seconds) => {
          expect(unixOfWall(day, seconds, zone)).toBe(zonedToUnix(iso(day), seconds, zone));
        },
      ),
      SETTINGS,
    );
  });

  it('finds each change to the second, at a block boundary too', () => {
    const LA = 'America/Los_Angeles';
    expect(offsetAt(utc(2026, 3, 8, 10) - 1, LA)).toBe(-8 * 3600);
    expect(offsetAt(utc(2026, 3, 8, 10), LA)).toBe(-7 * 3600);
    // Lord Howe moves by half an hour.
    expect(offsetAt(utc(2026, 4, 4, 15) - 1, 'Australia/Lord_Howe')).toBe(11 * 3600);
    expect(offsetAt(utc(2026, 4, 4, 15), 'Australia/Lord_Howe')).toBe(10.5 * 3600);
    // Samoa skipped 30 December 2011.
    expect(wallOf(utc(2011, 12, 30, 10), 'Pacific/Apia')).toEqual({
      day: dayNumber(2011, 12, 31),
      seconds: 0,
    });
    expect(unixOfWall(dayNumber(2011, 12, 30), 9 * 3600, 'Pacific/Apia')).toBe(
      zonedToUnix('2011-12-30', 9 * 3600, 'Pacific/Apia'),
    );
    const block = 366 * 86_400;
    for (const edge of [block * 56, block * 57 - 1]) {
      expect(wallOf(edge, LA).seconds).toBe(zonedParts(edge, LA).secondsOfDay);
    }
  });
});
