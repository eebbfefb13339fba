import { describe, expect, it } from 'vitest';
import { workOfCard } from './card-work';

describe('workOfCard', () => {
  it('leaves out unpaid breaks and keeps paid ones as hours worked (29 CFR 785.18, 785.19)', () => {
    const work = workOfCard({ clock_in_dt_unix: 0, clock_out_dt_unix: 1000 }, [
      { start_dt_unix: 100, end_dt_unix: 200, is_paid: false },
      { start_dt_unix: 300, end_dt_unix: 400, is_paid: true },
      { start_dt_unix: 150, end_dt_unix: 250, is_paid: false },
      { start_dt_unix: 900, end_dt_unix: null, is_paid: false },
    ]);
    expect(work).toEqual([
      { start_dt_unix: 0, end_dt_unix: 100 },
      { start_dt_unix: 250, end_dt_unix: 900 },
    ]);
  });

  it('clips breaks to the card', () => {
    const work = workOfCard({ clock_in_dt_unix: 100, clock_out_dt_unix: 200 }, [
      { start_dt_unix: 0, end_dt_unix: 120, is_paid: false },
      { start_dt_unix: 190, end_dt_unix: 500, is_paid: false },
    ]);
    expect(work).toEqual([{ start_dt_unix: 120, end_dt_unix: 190 }]);
  });
});
