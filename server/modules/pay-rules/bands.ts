import type { PayClass, PayReason } from './types';

/**
 * Thresholds as bands over a running count of seconds: the piece of work that falls from `from`
 * seconds on (until the next band) is paid as the band says. Both the daily rules (over 8 h, over
 * 12 h) and the weekly ones (over 40 h) are bands; only what is counted differs.
 */

/** A piece of one card's work in one workday, classified or not yet. */
export type Piece = {
  card_id: number;
  compensation_id: number | null;
  rate_cents_per_hour: number;
  day: number;
  start: number;
  end: number;
  pay_class: PayClass;
  reason: PayReason;
};

/** `keep` leaves the piece as it was (the first band of a weekly count). */
export type Band = { from: number } & ({ keep: true } | { pay_class: PayClass; reason: PayReason });

/** Cuts chronological pieces where the running count crosses a band, and labels each part. */
export function applyBands(pieces: readonly Piece[], bands: readonly Band[]): Piece[] {
  const out: Piece[] = [];
  let counted = 0;
  for (const piece of pieces) {
    let start = piece.start;
    while (start < piece.end) {
      let index = 0;
      while (index + 1 < bands.length && bands[index + 1]!.from <= counted) index += 1;
      const band = bands[index]!;
      const next = bands[index + 1]?.from ?? Number.POSITIVE_INFINITY;
      const take = Math.min(piece.end - start, next - counted);
      out.push(
        'keep' in band
          ? { ...piece, start, end: start + take }
          : { ...piece, start, end: start + take, pay_class: band.pay_class, reason: band.reason },
      );
      start += take;
      counted += take;
    }
  }
  return out;
}
