import type { Span } from './totals';

/** What an allocation names; any part may be none. */
export type AllocationTarget = {
  projectId: number | null;
  workSiteId: number | null;
  jobCodeId: number | null;
};
export type AllocationSegment = AllocationTarget & { start: number; end: number };

/** Breaks as closed stretches inside [clockIn, clockOut], in order. */
function sortedBreaks(breaks: readonly Span[], clockIn: number, clockOut: number) {
  return breaks
    .map((each) => ({
      start: Math.max(clockIn, each.start),
      end: Math.min(clockOut, each.end ?? clockOut),
    }))
    .filter((each) => each.end > each.start)
    .sort((a, b) => a.start - b.start);
}

/**
 * The instant by which `offset` seconds of work have passed since the clock-in, skipping the
 * breaks; a boundary that falls on a break's start stays there, so the break belongs to the next
 * stretch.
 */
export function instantAfterWork(
  clockIn: number,
  breaks: ReadonlyArray<{ start: number; end: number }>,
  offset: number,
): number {
  let at = clockIn;
  let remaining = offset;
  for (const each of breaks) {
    if (each.start - at >= remaining) return at + remaining;
    remaining -= Math.max(0, each.start - at);
    at = Math.max(at, each.end);
  }
  return at + remaining;
}

/**
 * Lays allocations given as seconds of work (a manual card, an edit) over the card, in order
 * from the clock-in: each becomes the stretch in which its seconds were worked, the last one
 * reaching the clock-out. The seconds must add up to the card's worked time; null when they do not.
 */
export function layoutAllocations(
  clockIn: number,
  clockOut: number,
  breaks: readonly Span[],
  allocations: ReadonlyArray<AllocationTarget & { seconds: number }>,
): AllocationSegment[] | null {
  const closed = sortedBreaks(breaks, clockIn, clockOut);
  const worked = clockOut - clockIn - closed.reduce((sum, b) => sum + b.end - b.start, 0);
  const total = allocations.reduce((sum, each) => sum + each.seconds, 0);
  if (total !== worked) return null;
  let done = 0;
  let start = clockIn;
  return allocations.map((each, index) => {
    done += each.seconds;
    const end =
      index === allocations.length - 1 ? clockOut : instantAfterWork(clockIn, closed, done);
    const segment = {
      projectId: each.projectId,
      workSiteId: each.workSiteId,
      jobCodeId: each.jobCodeId,
      start,
      end,
    };
    start = end;
    return segment;
  });
}

/**
 * The card's stretches after its clock-in or clock-out moved: the first starts at the new
 * clock-in, the last ends at the new clock-out (null: running), boundaries in between stay where
 * they were unless now outside the card, and stretches left empty go. At least one remains.
 */
export function fitAllocations<T extends { start: number; end: number | null }>(
  segments: readonly T[],
  clockIn: number,
  clockOut: number | null,
): T[] {
  if (segments.length === 0) return [];
  const ordered = [...segments].sort((a, b) => a.start - b.start);
  const limit = clockOut ?? Number.POSITIVE_INFINITY;
  const clamp = (at: number) => Math.min(Math.max(at, clockIn), limit);
  const fitted = ordered.map((segment, index) => ({
    ...segment,
    start: index === 0 ? clockIn : clamp(segment.start),
    end: index === ordered.length - 1 ? clockOut : clamp(segment.end ?? limit),
  }));
  const kept = fitted.filter((segment) => segment.end === null || segment.end > segment.start);
  if (kept.length === 0)
    return [{ ...ordered[ordered.length - 1]!, start: clockIn, end: clockOut }];
  // Stretches stay joined: only the outer edges move to the card's.
  kept[0]!.start = clockIn;
  kept[kept.length - 1]!.end = clockOut;
  return kept as T[];
}
