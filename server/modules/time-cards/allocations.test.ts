import { describe, expect, it } from 'vitest';
import { fitAllocations, instantAfterWork, layoutAllocations } from './allocations';

const target = (projectId: number) => ({ projectId, workSiteId: null, jobCodeId: null });

describe('instantAfterWork', () => {
  it('skips breaks, and keeps a boundary on a break’s start', () => {
    const breaks = [{ start: 100, end: 130 }];
    expect(instantAfterWork(0, breaks, 50)).toBe(50);
    expect(instantAfterWork(0, breaks, 100)).toBe(100);
    expect(instantAfterWork(0, breaks, 120)).toBe(150);
  });
});

describe('layoutAllocations', () => {
  it('lays worked seconds in order, the break going with the stretch it falls in', () => {
    // 07:00-15:30 with a 30-minute break at 11:00: 8 hours worked.
    const h = 3600;
    const segments = layoutAllocations(
      7 * h,
      15.5 * h,
      [{ start: 11 * h, end: 11.5 * h }],
      [
        { ...target(1), seconds: 5 * h },
        { ...target(2), seconds: 3 * h },
      ],
    );
    expect(segments).toEqual([
      { ...target(1), start: 7 * h, end: 12.5 * h },
      { ...target(2), start: 12.5 * h, end: 15.5 * h },
    ]);
  });

  it('refuses seconds that do not add up to the time worked', () => {
    expect(layoutAllocations(0, 100, [], [{ ...target(1), seconds: 90 }])).toBeNull();
  });
});

describe('fitAllocations', () => {
  const segments = [
    { id: 1, start: 0, end: 100 },
    { id: 2, start: 100, end: 200 },
    { id: 3, start: 200, end: 300 },
  ];

  it('moves the outer edges and keeps the boundaries inside', () => {
    expect(fitAllocations(segments, 50, 250)).toEqual([
      { id: 1, start: 50, end: 100 },
      { id: 2, start: 100, end: 200 },
      { id: 3, start: 200, end: 250 },
    ]);
  });

  it('drops stretches the new times leave empty and keeps the rest joined', () => {
    expect(fitAllocations(segments, 120, 180)).toEqual([{ id: 2, start: 120, end: 180 }]);
    expect(fitAllocations(segments, 0, 150)).toEqual([
      { id: 1, start: 0, end: 100 },
      { id: 2, start: 100, end: 150 },
    ]);
  });

  it('keeps a running last stretch running', () => {
    expect(fitAllocations([{ id: 1, start: 10, end: null }], 5, null)).toEqual([
      { id: 1, start: 5, end: null },
    ]);
  });
});
