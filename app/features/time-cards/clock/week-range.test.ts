import { describe, expect, it } from 'vitest';
import { stepWeek, weekLabel, weekOfDay, weekOfInstant } from './week-range';

const LA = 'America/Los_Angeles';

describe('weeks of the organisation calendar', () => {
  it('runs Monday to Sunday, midnight to midnight in the zone', () => {
    const week = weekOfDay('2026-11-26', LA);
    expect(week).toEqual({
      first: '2026-11-23',
      last: '2026-11-29',
      startUnix: Date.UTC(2026, 10, 23, 8) / 1000,
      endUnix: Date.UTC(2026, 10, 30, 8) / 1000,
    });
    // A Monday starts its own week; a Sunday ends one.
    expect(weekOfDay('2026-11-23', LA).first).toBe('2026-11-23');
    expect(weekOfDay('2026-11-29', LA).first).toBe('2026-11-23');
  });

  it('starts on another weekday when told', () => {
    expect(weekOfDay('2026-11-26', LA, 6).first).toBe('2026-11-22');
  });

  it('reads an instant on the zone calendar, not UTC', () => {
    // Monday 23 Nov 2026, 03:00 UTC is still Sunday evening in Los Angeles.
    expect(weekOfInstant(Date.UTC(2026, 10, 23, 3) / 1000, LA).first).toBe('2026-11-16');
  });

  it('keeps midnight across a DST change (the week is 169 hours)', () => {
    const week = weekOfDay('2026-11-01', LA);
    expect(week.first).toBe('2026-10-26');
    expect((week.endUnix - week.startUnix) / 3600).toBe(169);
    expect(stepWeek(week, 1, LA).startUnix).toBe(Date.UTC(2026, 10, 2, 8) / 1000);
  });

  it('names a week briefly, with both months or years when it spans them', () => {
    expect(weekLabel(weekOfDay('2026-11-26', LA))).toBe('Nov 23 – 29, 2026');
    expect(weekLabel(weekOfDay('2026-11-01', LA))).toBe('Oct 26 – Nov 1, 2026');
    expect(weekLabel(weekOfDay('2026-01-01', LA))).toBe('Dec 29, 2025 – Jan 4, 2026');
  });
});
