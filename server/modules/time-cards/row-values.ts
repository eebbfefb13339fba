import type { BreakSpan } from './totals';
import type { AllocationRow, BreakRow, TimeCardRow } from './time-cards.tables';

/**
 * Rows as the pure rules read them. PostgreSQL hands bigint columns back as numbers already
 * (db/connection.ts), SQLite too; Number() keeps the types honest for both.
 */
export const unixOrNull = (value: number | null): number | null =>
  value === null ? null : Number(value);

/** A card's clock-in, clock-out and zone. */
export function cardSpan(card: TimeCardRow) {
  return {
    clockIn: Number(card.clock_in_dt_unix),
    clockOut: unixOrNull(card.clock_out_dt_unix),
    timezone: card.timezone,
  };
}

export function breakSpans(rows: readonly BreakRow[] | undefined): BreakSpan[] {
  return (rows ?? []).map((row) => ({
    start: Number(row.start_dt_unix),
    end: unixOrNull(row.end_dt_unix),
    isPaid: row.is_paid === 1,
  }));
}

export function allocationSpans(rows: readonly AllocationRow[] | undefined) {
  return (rows ?? []).map((row) => ({
    id: row.id,
    start: Number(row.start_dt_unix),
    end: unixOrNull(row.end_dt_unix),
  }));
}
