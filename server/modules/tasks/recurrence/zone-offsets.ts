import { partsOf } from '../../../../contract/time/plain-date';
import { zonedParts } from '../../../../contract/time/zoned-time';
import { DAY_SECONDS, dayNumber } from './calendar-days';

/**
 * A zone's UTC offsets, read from the platform's IANA data once per zone and stretch of time and
 * kept, so that the many wall-clock conversions of an expansion are arithmetic. Reading an offset
 * through Intl costs microseconds; an expansion of a page of series needs tens of thousands of
 * them. Conversions follow contract/time/zoned-time.ts (RFC 5545): a wall time that a change
 * skips means the instant after the gap, one it repeats means the first of the two.
 */

/** A stretch of 366 days, probed day by day; a zone changes its offset at most once a day. */
const BLOCK_DAYS = 366;
const BLOCK_SECONDS = BLOCK_DAYS * DAY_SECONDS;

type Block = {
  /** Offset (seconds ahead of UTC) at the start of the block. */
  first: number;
  /** Instants at which the offset changes, in order, and the offset from each on. */
  changes: number[];
  offsets: number[];
};

const blocks = new Map<string, Map<number, Block>>();
/** A zone's rules do not change while the process runs, so blocks only grow; bounded all the same. */
const MAX_BLOCKS = 20_000;
let blockCount = 0;

function probe(unix: number, timeZone: string): number {
  const { date, secondsOfDay } = zonedParts(unix, timeZone);
  const { year, month, day } = partsOf(date);
  return dayNumber(year, month, day) * DAY_SECONDS + secondsOfDay - unix;
}

function buildBlock(index: number, timeZone: string): Block {
  const start = index * BLOCK_SECONDS;
  const block: Block = { first: probe(start, timeZone), changes: [], offsets: [] };
  let before = start;
  let offset = block.first;
  for (let day = 1; day <= BLOCK_DAYS; day += 1) {
    const at = start + day * DAY_SECONDS;
    const next = probe(at, timeZone);
    if (next === offset) {
      before = at;
      continue;
    }
    // The change lies in (before, at]: halve down to its second.
    let [low, high] = [before, at];
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (probe(middle, timeZone) === offset) low = middle;
      else high = middle;
    }
    // The last probe of a block belongs to the next block.
    if (high < start + BLOCK_SECONDS) {
      block.changes.push(high);
      block.offsets.push(next);
    }
    before = at;
    offset = next;
  }
  return block;
}

/** The block asked for last: an expansion asks for the same zone and year again and again. */
let last: { timeZone: string; index: number; block: Block } | null = null;

function blockAt(unix: number, timeZone: string): Block {
  const index = Math.floor(unix / BLOCK_SECONDS);
  if (last && last.index === index && last.timeZone === timeZone) return last.block;
  let zoneBlocks = blocks.get(timeZone);
  if (!zoneBlocks) {
    zoneBlocks = new Map();
    blocks.set(timeZone, zoneBlocks);
  }
  let block = zoneBlocks.get(index);
  if (!block) {
    if (blockCount >= MAX_BLOCKS) {
      blocks.clear();
      blockCount = 0;
      zoneBlocks = new Map();
      blocks.set(timeZone, zoneBlocks);
    }
    block = buildBlock(index, timeZone);
    zoneBlocks.set(index, block);
    blockCount += 1;
  }
  last = { timeZone, index, block };
  return block;
}

/** Seconds the zone's wall clock is ahead of UTC at an instant. */
export function offsetAt(unix: number, timeZone: string): number {
  const block = blockAt(unix, timeZone);
  let offset = block.first;
  for (let i = 0; i < block.changes.length; i += 1) {
    if (unix < block.changes[i]!) break;
    offset = block.offsets[i]!;
  }
  return offset;
}

/** The wall clock of an instant: its day number and seconds since that day's midnight. */
export function wallOf(unix: number, timeZone: string): { day: number; seconds: number } {
  const local = unix + offsetAt(unix, timeZone);
  const day = Math.floor(local / DAY_SECONDS);
  return { day, seconds: local - day * DAY_SECONDS };
}

/** The instant of a wall-clock time: a day number and seconds since its midnight. */
export function unixOfWall(day: number, seconds: number, timeZone: string): number {
  const wall = day * DAY_SECONDS + seconds;
  // The offsets a day either side bracket any change of the day itself.
  const before = offsetAt(wall - DAY_SECONDS, timeZone);
  const after = offsetAt(wall + DAY_SECONDS, timeZone);
  if (before === after) return wall - before;
  const early = wall - before;
  const late = wall - after;
  const earlyFits = early + offsetAt(early, timeZone) === wall;
  const lateFits = late + offsetAt(late, timeZone) === wall;
  if (earlyFits && lateFits) return Math.min(early, late);
  if (earlyFits) return early;
  if (lateFits) return late;
  // Skipped by a gap: read with the offset from before the change, i.e. after the gap.
  return early;
}
