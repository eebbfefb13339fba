import type { TimeCardSummaryQuery } from '../../../contract/time-card-summary';
import type { OrgContext } from '../../http/context';
import { RawJson } from '../../http/raw-json';
import { listScope } from '../visibility/visibility.service';
import { SummaryCache } from './summary-cache';
import type { SummaryRepository } from './summary.repository';
import { cardMatcher, needsTeams, type TeamsOf } from './time-card-filters';
import { daysOfRange, summarise, type CompactCard, type RangeCards } from './time-card-summary';

/** A range of 500 members × 31 days is about 16,000 cards; a few of them per process. */
const RANGE_CARDS_MAX = 50_000;
/** An answer of 500 members × 31 days is about 200 kB of JSON. */
const ANSWER_TEXT_MAX = 2_000_000;

type Answer = { text: string; asOf: number | null };

/**
 * GET time_cards/summary (README "The list and the summary"): the cards of a range are read once
 * per time-card version and kept; each request applies the caller's scope and the filters to them
 * in memory and sums, counting running cards up to now. The answer's text is kept too, per
 * range, scope and filters under the version: an answer without running cards holds until the
 * next write; one with running cards only within its second (`as_of_unix`).
 */
export class TimeCardSummaryService {
  readonly #ranges = new SummaryCache<RangeCards>({
    maxEntries: 24,
    maxSize: RANGE_CARDS_MAX,
    sizeOf: (range) => range.cards.length,
    ttlMs: 60_000,
  });
  readonly #teams = new SummaryCache<TeamsOf>({
    maxEntries: 64,
    maxSize: Number.POSITIVE_INFINITY,
    sizeOf: () => 0,
    ttlMs: 60_000,
  });
  readonly #answers = new SummaryCache<Answer>({
    maxEntries: 64,
    maxSize: ANSWER_TEXT_MAX,
    sizeOf: (answer) => answer.text.length,
    ttlMs: 60_000,
  });

  constructor(private readonly repo: SummaryRepository) {}

  async get(ctx: OrgContext, query: TimeCardSummaryQuery, now: number): Promise<RawJson> {
    const { orgId } = ctx;
    const { version, timezone } = ctx.snapshot?.timezone
      ? { version: ctx.snapshot.timeCardVersion, timezone: ctx.snapshot.timezone }
      : await this.repo.versionAndZone(orgId);
    const zone = timezone ?? 'UTC';
    const { start_dt_unix: start, end_dt_unix: end } = query;
    const scope = listScope(ctx);
    const inScope = scope.kind === 'all' ? undefined : await this.repo.idsInScope(orgId, scope);
    const rangeKey = JSON.stringify([orgId, start, end, zone]);
    const answerKey = JSON.stringify([
      rangeKey,
      inScope ? [...inScope].sort((a, b) => a - b) : 'all',
      query,
    ]);
    const kept = this.#answers.peek(answerKey, version);
    if (kept && (kept.asOf === null || kept.asOf === now)) return new RawJson(kept.text);

    const [range, teams] = await Promise.all([
      this.#ranges.get(rangeKey, version, async () =>
        this.repo.rangeCards(orgId, start, end, daysOfRange(start, end, zone)),
      ),
      needsTeams(query)
        ? this.#teams.get(String(orgId), version, () => this.repo.teamsOf(orgId))
        : Promise.resolve(new Map() as TeamsOf),
    ]);
    const matches = cardMatcher(query, teams);
    const keep = inScope
      ? (card: CompactCard) => inScope.has(card.employeeId) && matches(card)
      : matches;
    const data = summarise(range, keep, zone, now);
    const text = JSON.stringify({ data });
    const running = data.members.some((member) => member.running_days.length > 0);
    this.#answers.set(answerKey, version, { text, asOf: running ? now : null });
    return new RawJson(text);
  }

  /**
   * One member's worked seconds in each range [start, end), counted as the summary counts them
   * (whole cards on their clock-in; running cards up to `now`).
   */
  memberWorkedSeconds(
    orgId: number,
    employeeId: number,
    ranges: readonly { start: number; end: number }[],
    now: number,
  ): Promise<number[]> {
    return this.repo.memberWorkedSeconds(orgId, employeeId, ranges, now);
  }
}
