import type { PayInterval } from './types';

/**
 * A time card's hours worked as the engine reads them: its span less the breaks that are not
 * hours worked. Paid breaks stay in: short rest periods are hours worked (29 CFR 785.18) and so is
 * a meal period the employee is paid for, so they count toward overtime thresholds. Unpaid breaks
 * are left out (29 CFR 785.19). Breaks are clipped to the card; overlapping breaks count once.
 */
export function workOfCard(
  card: { clock_in_dt_unix: number; clock_out_dt_unix: number },
  breaks: readonly { start_dt_unix: number; end_dt_unix: number | null; is_paid: boolean }[],
): PayInterval[] {
  const end = card.clock_out_dt_unix;
  const gaps = breaks
    .filter((each) => !each.is_paid)
    .map((each) => ({
      start: Math.max(each.start_dt_unix, card.clock_in_dt_unix),
      end: Math.min(each.end_dt_unix ?? end, end),
    }))
    .filter((gap) => gap.end > gap.start)
    .sort((a, b) => a.start - b.start);
  const work: PayInterval[] = [];
  let from = card.clock_in_dt_unix;
  for (const gap of gaps) {
    if (gap.start > from) work.push({ start_dt_unix: from, end_dt_unix: gap.start });
    from = Math.max(from, gap.end);
  }
  if (end > from) work.push({ start_dt_unix: from, end_dt_unix: end });
  return work;
}
