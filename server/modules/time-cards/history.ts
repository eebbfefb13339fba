import type { AuditEntry } from '../../lib/audit';
import type { TimeCardHistoryEntry } from '../../../contract/time-cards';
import type { AllocationRow, BreakRow, TimeCardRow } from './time-cards.tables';

/** A card as its audit rows keep it: every field a person can change, breaks and allocations. */
export type CardSnapshot = {
  clock_in_dt_unix: number;
  clock_out_dt_unix: number | null;
  status: string;
  note: string | null;
  approval_state: string;
  deleted: boolean;
  /** The geofence clock-out trim's payable end (geofence-rules.ts); null: none. */
  payable_clock_out_dt_unix: number | null;
  /** The worker's sign-off (sign-off.ts); null: not signed off. */
  signed_off_at_unix: number | null;
  breaks: Array<{
    break_type: string;
    is_paid: boolean;
    is_automatic: boolean;
    start_dt_unix: number;
    end_dt_unix: number | null;
  }>;
  allocations: Array<{
    org_project_id: number | null;
    work_site_id: number | null;
    job_code_id: number | null;
    start_dt_unix: number;
    end_dt_unix: number | null;
  }>;
};

export function snapshotOf(
  card: TimeCardRow,
  breaks: readonly BreakRow[],
  allocations: readonly AllocationRow[],
): CardSnapshot {
  return {
    clock_in_dt_unix: Number(card.clock_in_dt_unix),
    clock_out_dt_unix: card.clock_out_dt_unix === null ? null : Number(card.clock_out_dt_unix),
    status: card.status,
    note: card.note,
    approval_state: card.approval_state,
    deleted: card.deleted_at_unix !== null,
    payable_clock_out_dt_unix:
      card.payable_clock_out_dt_unix === null ? null : Number(card.payable_clock_out_dt_unix),
    signed_off_at_unix: card.signed_off_at_unix === null ? null : Number(card.signed_off_at_unix),
    breaks: [...breaks]
      .sort((a, b) => Number(a.start_dt_unix) - Number(b.start_dt_unix))
      .map((each) => ({
        break_type: each.break_type,
        is_paid: each.is_paid === 1,
        is_automatic: each.is_automatic === 1,
        start_dt_unix: Number(each.start_dt_unix),
        end_dt_unix: each.end_dt_unix === null ? null : Number(each.end_dt_unix),
      })),
    allocations: [...allocations]
      .sort((a, b) => Number(a.start_dt_unix) - Number(b.start_dt_unix))
      .map((each) => ({
        org_project_id: each.project_id,
        work_site_id: each.work_site_id,
        job_code_id: each.job_code_id,
        start_dt_unix: Number(each.start_dt_unix),
        end_dt_unix: each.end_dt_unix === null ? null : Number(each.end_dt_unix),
      })),
  };
}

type Json = Record<string, unknown>;

/** The fields whose values differ between two snapshots (all of the newer one's on creation). */
export function changedFields(before: Json | null, after: Json | null): string[] {
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  if (before === null) return after === null ? [] : Object.keys(after);
  return [...keys].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after?.[key]));
}

/** Whether a change changed anything (an edit that sets the same values writes no history). */
export function isSameSnapshot(a: CardSnapshot, b: CardSnapshot): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

const parsed = (text: string | null): Json | null => {
  if (text === null) return null;
  const value: unknown = JSON.parse(text);
  return value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Json)
    : null;
};

/** An audit row as the card's history shows it. */
export function historyEntryOf(row: AuditEntry & { reason: string | null }): TimeCardHistoryEntry {
  const before = parsed(row.before_json);
  const after = parsed(row.after_json);
  return {
    id: row.id,
    action: row.action,
    at_unix: Number(row.at_unix),
    actor:
      row.actor_profile_id === null
        ? null
        : { profile_id: row.actor_profile_id, display_name: row.actor_name ?? '' },
    reason: row.reason,
    fields: changedFields(before, after),
    before,
    after,
  };
}
