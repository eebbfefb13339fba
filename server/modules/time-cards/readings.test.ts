import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/app-error';
import { readingRows } from './readings';

const base = {
  orgId: 1,
  employeeId: 2,
  cardId: 3,
  cardStart: 10_000,
  now: 10_000,
  kind: 'clock_in' as const,
};
const at = (recorded: number) => ({ recorded_at_unix: recorded, latitude: 1, longitude: 2 });

describe('readingRows', () => {
  it('keeps the position at the action and the buffered readings, those before the card off it', () => {
    const result = readingRows({
      ...base,
      position: { latitude: 5, longitude: 6 },
      buffered: [at(9_000), { ...at(9_500), speed_mps: 3 }],
    });
    expect(
      result?.rows.map((row) => [row.recorded_at_unix, row.time_card_id, row.kind, row.speed_mps]),
    ).toEqual([
      [9_000, null, 'track', null],
      [9_500, null, 'track', 3],
      [10_000, 3, 'clock_in', null],
    ]);
    expect([result?.from, result?.to]).toEqual([9_000, 10_000]);
  });

  it('answers nothing without readings, and refuses readings from the future or over 12 hours old', () => {
    expect(readingRows({ ...base, position: {}, buffered: [] })).toBeNull();
    expect(() => readingRows({ ...base, position: {}, buffered: [at(10_001)] })).toThrow(AppError);
    expect(() =>
      readingRows({ ...base, position: {}, buffered: [at(10_000 - 12 * 3600 - 1)] }),
    ).toThrow(AppError);
  });
});
