import type { LoadFigures } from './load';
import type { ClockInFigures, PhaseFigures } from './time-cards-concurrency';
import type { CreatedCheck, InvariantReport } from './time-cards-invariants';

/** The time-card bench's sizes and the shape of its result (bench/time-cards-bench.ts). */

/** Rows of the summary table kept only for comparison (the call the screen made before). */
export const COMPARISON_ROW = 'list page 1';
/** Members with four weeks of cards (about 10,000 cards), as the summary target says. */
export const SUMMARY_MEMBERS = 500;
export const WEEKS = 4;
export const SUMMARY_CONNECTIONS = 20;
/** The largest page the list contract allows (contract/pagination.ts). */
export const SUMMARY_LIMIT = 500;
export const CLOCK_IN_CONNECTIONS = 20;
/** Members clocking at once in the concurrency phases. */
export const CONCURRENT_MEMBERS = 200;
export const CLOCK_IN_MEMBERS = 100;

export type PhaseResult = {
  name: string;
  /** The organisation's setting during the phase. */
  split: boolean;
  seconds: number;
  figures: PhaseFigures;
  created: CreatedCheck;
  violations: InvariantReport['violations'];
  /** Kill phase: the cards left open by the kill that clocked out after the restart. */
  afterRestart?: { open: number; clockedOut: number };
};

export type TimeCardBenchResult = {
  database: string;
  members: number;
  cards: number;
  summary: (LoadFigures & { found: number })[];
  /** At CLOCK_IN_CONNECTIONS: a saturated server, so p99 is mostly queueing. */
  clockIn: ClockInFigures;
  /** One connection: the time of one clock-in with nothing queued before it. */
  clockInAlone: ClockInFigures;
  phases: PhaseResult[];
};
