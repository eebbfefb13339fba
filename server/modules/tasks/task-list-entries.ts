import { expandOccurrences } from './recurrence';
import type { TaskTimingRow } from './task-list.repository';
import type { TaskEntry } from './task-reader';
import { timingOf } from './task-timing';

/**
 * The rows and occurrences of a list's range, in columns rather than an object each: a month of
 * 500 members' series is over 100,000 occurrences, kept between requests (task-list-cache.ts),
 * and that many kept objects cost the garbage collector more than expanding them did, and
 * sorting them with a comparator as much again. Entry `i` (in expansion order) is of the stored
 * row `rows[row[i]]`: the row itself when `occurrence[i]` is NaN, else the series' occurrence
 * starting by the rule at `occurrence[i]`. `order` lists the entries by start, then row id. A
 * row's entries are together: those of `rows[r]` from `rowStart[r]` to `rowStart[r + 1]`.
 */
export type ListEntries = {
  rows: readonly TaskTimingRow[];
  rowStart: Int32Array;
  /** When the range was last read whole (ms): a refresh keeps it. */
  readAt: number;
  length: number;
  order: Int32Array;
  row: ArrayLike<number>;
  start: ArrayLike<number>;
  due: ArrayLike<number>;
  occurrence: ArrayLike<number>;
  occurrenceIndex: ArrayLike<number>;
};

/** Where a row's entries are written, column by column. */
type EntrySink = {
  start: number[];
  due: number[];
  occurrence: number[];
  occurrenceIndex: number[];
};

/** The row's entries over the range: itself, or its occurrences but those it skips. */
function expandRow(
  stored: TaskTimingRow,
  exceptions: ReadonlyMap<number, ReadonlySet<number>>,
  range: { from: number; to: number },
  sink: EntrySink,
): void {
  if (stored.rrule_string === null) {
    sink.start.push(stored.start_dt_unix);
    sink.due.push(stored.due_dt_unix);
    sink.occurrence.push(NaN);
    sink.occurrenceIndex.push(0);
    return;
  }
  const skipped = exceptions.get(stored.id);
  const found = expandOccurrences(timingOf(stored), { from_unix: range.from, to_unix: range.to });
  for (const each of found) {
    if (skipped?.has(each.occurrence_dt_unix)) continue;
    sink.start.push(each.start_dt_unix);
    sink.due.push(each.due_dt_unix);
    sink.occurrence.push(each.occurrence_dt_unix);
    sink.occurrenceIndex.push(each.occurrence_index);
  }
}

const emptySink = (): EntrySink => ({ start: [], due: [], occurrence: [], occurrenceIndex: [] });

/**
 * Every row of `candidates` meeting the range, each series expanded over it without the
 * occurrences it skips or keeps on their own (`exceptions`, by series). With `kept`, the
 * candidates are the rows read again (the `moved` ones that still meet the range and filters):
 * every other row of `kept` keeps its entries, copied rather than expanded again.
 */
export function expandEntries(
  candidates: readonly TaskTimingRow[],
  exceptions: ReadonlyMap<number, ReadonlySet<number>>,
  range: { from: number; to: number },
  kept?: { entries: ListEntries; moved: ReadonlySet<number> },
): ListEntries {
  // By id, so that among equal starts, expansion order is row-id order, which the sort keeps.
  const rows = [...candidates].sort((a, b) => a.id - b.id);
  if (kept) return refreshEntries(rows, exceptions, range, kept);
  const rowStart = new Int32Array(rows.length + 1);
  // Plain arrays: growing typed arrays instead (megabytes of buffers a list) made the server's
  // first read of a month of 500 members' series two and a half times as slow.
  const row: number[] = [];
  const sink = emptySink();
  for (let r = 0; r < rows.length; r++) {
    rowStart[r] = row.length;
    expandRow(rows[r]!, exceptions, range, sink);
    while (row.length < sink.start.length) row.push(r);
  }
  rowStart[rows.length] = row.length;
  const order = sortedOrder(sink.start);
  return { rows, rowStart, readAt: Date.now(), length: order.length, order, row, ...sink };
}

/**
 * The kept list with the rows read again (`fresh`, by id) in place of the moved ones: the fresh
 * rows are expanded first, so the columns are made at their size (typed arrays, filled by copying
 * the kept rows' runs), and their order is merged into the kept one.
 */
function refreshEntries(
  fresh: readonly TaskTimingRow[],
  exceptions: ReadonlyMap<number, ReadonlySet<number>>,
  range: { from: number; to: number },
  kept: { entries: ListEntries; moved: ReadonlySet<number> },
): ListEntries {
  const old = kept.entries;
  // Each row with its entries: a kept row's position in `old`, or a fresh row's expansion.
  const sources: { stored: TaskTimingRow; at: number; made: EntrySink | null }[] = [];
  let length = 0;
  for (const stored of fresh) {
    const made = emptySink();
    expandRow(stored, exceptions, range, made);
    sources.push({ stored, at: -1, made });
    length += made.start.length;
  }
  old.rows.forEach((stored, at) => {
    if (kept.moved.has(stored.id)) return;
    sources.push({ stored, at, made: null });
    length += old.rowStart[at + 1]! - old.rowStart[at]!;
  });
  sources.sort((a, b) => a.stored.id - b.stored.id);

  const rowStart = new Int32Array(sources.length + 1);
  const row = new Int32Array(length);
  const start = new Float64Array(length);
  const due = new Float64Array(length);
  const occurrence = new Float64Array(length);
  const occurrenceIndex = new Int32Array(length);
  // A kept entry's new position (-1: its row moved), and the positions of the fresh entries.
  const keptAt = new Int32Array(old.length).fill(-1);
  const added: number[] = [];
  let at = 0;
  for (let r = 0; r < sources.length; r++) {
    rowStart[r] = at;
    const source = sources[r]!;
    if (source.made) {
      const { made } = source;
      for (let i = 0; i < made.start.length; i++, at++) {
        added.push(at);
        row[at] = r;
        start[at] = made.start[i]!;
        due[at] = made.due[i]!;
        occurrence[at] = made.occurrence[i]!;
        occurrenceIndex[at] = made.occurrenceIndex[i]!;
      }
      continue;
    }
    for (let i = old.rowStart[source.at]!; i < old.rowStart[source.at + 1]!; i++, at++) {
      keptAt[i] = at;
      row[at] = r;
      start[at] = old.start[i]!;
      due[at] = old.due[i]!;
      occurrence[at] = old.occurrence[i]!;
      occurrenceIndex[at] = old.occurrenceIndex[i]!;
    }
  }
  rowStart[sources.length] = at;
  const order = mergedOrder(old.order, keptAt, added, start);
  return {
    rows: sources.map((source) => source.stored),
    rowStart,
    readAt: old.readAt,
    length,
    order,
    row,
    start,
    due,
    occurrence,
    occurrenceIndex,
  };
}

/**
 * The entries' positions by start, then position: each start and position packed in one number,
 * so the sort is the typed array's own numeric sort, with no comparator called 100,000s of
 * times. Packing holds while start × count stays below 2^52; past that (never for instants of
 * this century), a comparator.
 */
function sortedOrder(start: readonly number[]): Int32Array {
  const count = start.length;
  const order = new Int32Array(count);
  let widest = 0;
  for (const value of start) widest = Math.max(widest, Math.abs(value));
  if ((widest + 1) * count >= 2 ** 52) {
    for (let i = 0; i < count; i++) order[i] = i;
    return order.sort((a, b) => start[a]! - start[b]! || a - b);
  }
  const keys = new Float64Array(count);
  for (let i = 0; i < count; i++) keys[i] = start[i]! * count + i;
  keys.sort();
  for (let i = 0; i < count; i++) {
    const key = keys[i]!;
    order[i] = key - Math.floor(key / count) * count;
  }
  return order;
}

/**
 * A refreshed list's order without sorting it whole: the kept entries stay in their kept order
 * (their positions only grow, so start-then-position order between them holds), and the few
 * expanded now, sorted among themselves, are merged in.
 */
function mergedOrder(
  keptOrder: Int32Array,
  keptAt: Int32Array,
  fresh: number[],
  start: ArrayLike<number>,
): Int32Array {
  fresh.sort((a, b) => start[a]! - start[b]! || a - b);
  const order = new Int32Array(start.length);
  const before = (a: number, b: number) =>
    start[a]! < start[b]! || (start[a] === start[b] && a < b);
  let count = 0;
  let next = 0;
  for (const old of keptOrder) {
    const at = keptAt[old]!;
    if (at < 0) continue;
    while (next < fresh.length && before(fresh[next]!, at)) order[count++] = fresh[next++]!;
    order[count++] = at;
  }
  while (next < fresh.length) order[count++] = fresh[next++]!;
  return order;
}

/** The entries, in order, whose row's status and own due `keep` takes. */
export function entriesKept(
  entries: ListEntries,
  keep: (status: string, due: number) => boolean,
): Int32Array {
  const kept = new Int32Array(entries.length);
  let count = 0;
  for (const i of entries.order)
    if (keep(entries.rows[entries.row[i]!]!.status, entries.due[i]!)) kept[count++] = i;
  return kept.subarray(0, count);
}

/** Entry `i` as the reader reads it (task-reader.ts). */
export function entryAt(entries: ListEntries, i: number): TaskEntry {
  const rowId = entries.rows[entries.row[i]!]!.id;
  const at = entries.occurrence[i]!;
  if (Number.isNaN(at)) return { rowId, occurrence: null };
  return {
    rowId,
    occurrence: {
      occurrence_dt_unix: at,
      occurrence_index: entries.occurrenceIndex[i]!,
      start_dt_unix: entries.start[i]!,
      due_dt_unix: entries.due[i]!,
    },
  };
}
