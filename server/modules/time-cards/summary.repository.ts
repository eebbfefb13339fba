import type { Db } from '../../db/connection';
import { memberTeams } from '../teams/teams.service';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import { rangeCondition, type CardsAsTc, type TeamsOf } from './time-card-filters';
import { dayIndexOf, type CompactCard, type RangeCards } from './time-card-summary';
import { unixOrNull } from './row-values';
import { workedSeconds, type Span } from './totals';

const flagged = (text: string) => {
  const value: unknown = JSON.parse(text);
  return Array.isArray(value) && value.length > 0;
};

/** The reads of GET time_cards/summary. */
export class SummaryRepository {
  constructor(private readonly db: Db) {}

  /** The organisation's time-card version and time zone, when the session check did not. */
  async versionAndZone(orgId: number) {
    const row = await this.db
      .selectFrom('organisations as o')
      .leftJoin('org_time_card_versions as tv', 'tv.org_id', 'o.id')
      .select(['o.timezone', 'tv.version'])
      .where('o.id', '=', orgId)
      .executeTakeFirst();
    return { timezone: row?.timezone, version: row?.version ?? 0 };
  }

  /**
   * Every card of the organisation (not deleted) whose clock-in falls in [start, end), as the
   * summary keeps it, with its parts (three statements on the (org_id, clock_in_dt_unix) index).
   * Completed cards are counted here, once.
   */
  async rangeCards(
    orgId: number,
    start: number,
    end: number,
    days: RangeCards['days'],
  ): Promise<RangeCards> {
    // Each read names the card as `tc`, as time-card-filters.ts writes the range.
    const inRange = (eb: unknown) => rangeCondition(eb as CardsAsTc, orgId, { start, end });
    const [cards, breaks, allocations] = await Promise.all([
      this.db
        .selectFrom('time_cards as tc')
        .innerJoin('employees as e', 'e.id', 'tc.employee_id')
        .select([
          'tc.id',
          'tc.employee_id',
          'tc.clock_in_dt_unix',
          'tc.clock_out_dt_unix',
          'tc.status',
          'tc.approval_state',
          'tc.exceptions',
          'tc.break_warnings',
          'e.display_name',
        ])
        .where(inRange)
        .execute(),
      this.db
        .selectFrom('time_card_breaks as b')
        .innerJoin('time_cards as tc', 'tc.id', 'b.time_card_id')
        .select(['b.time_card_id', 'b.start_dt_unix', 'b.end_dt_unix'])
        .where(inRange)
        .execute(),
      this.db
        .selectFrom('time_card_allocations as al')
        .innerJoin('time_cards as tc', 'tc.id', 'al.time_card_id')
        .select(['al.time_card_id', 'al.project_id'])
        .where(inRange)
        .where('al.project_id', 'is not', null)
        .execute(),
    ]);
    const breaksOf = new Map<number, Span[]>();
    for (const row of breaks) {
      const list = breaksOf.get(row.time_card_id) ?? [];
      list.push({ start: Number(row.start_dt_unix), end: unixOrNull(row.end_dt_unix) });
      breaksOf.set(row.time_card_id, list);
    }
    const projectsOf = new Map<number, number[]>();
    for (const row of allocations) {
      const list = projectsOf.get(row.time_card_id) ?? [];
      if (!list.includes(row.project_id!)) list.push(row.project_id!);
      projectsOf.set(row.time_card_id, list);
    }
    const names = new Map<number, string>();
    const compact = cards.map((row): CompactCard => {
      names.set(row.employee_id, row.display_name);
      const clockIn = Number(row.clock_in_dt_unix);
      const clockOut = unixOrNull(row.clock_out_dt_unix);
      const cardBreaks = breaksOf.get(row.id) ?? [];
      return {
        employeeId: row.employee_id,
        status: row.status,
        approvalState: row.approval_state,
        projectIds: projectsOf.get(row.id) ?? [],
        day: dayIndexOf(days, clockIn),
        flagged: flagged(row.exceptions) || flagged(row.break_warnings),
        // A completed card's count does not depend on the time: `now` is never read for it.
        worked: clockOut === null ? null : workedSeconds({ clockIn, clockOut }, cardBreaks, 0),
        running: clockOut === null ? { clockIn, breaks: cardBreaks } : null,
      };
    });
    return { days, cards: compact, names };
  }

  /**
   * One member's worked seconds in each of `ranges` (cards counted whole in the range holding
   * their clock-in, as the summary counts them; a running card up to `now`): the hours an
   * accrual of time off reads (time-off module).
   */
  async memberWorkedSeconds(
    orgId: number,
    employeeId: number,
    ranges: readonly { start: number; end: number }[],
    now: number,
  ): Promise<number[]> {
    const totals = ranges.map(() => 0);
    if (ranges.length === 0) return totals;
    const start = Math.min(...ranges.map((range) => range.start));
    const end = Math.max(...ranges.map((range) => range.end));
    const inRange = (eb: unknown) => rangeCondition(eb as CardsAsTc, orgId, { start, end });
    const [cards, breaks] = await Promise.all([
      this.db
        .selectFrom('time_cards as tc')
        .select(['tc.id', 'tc.clock_in_dt_unix', 'tc.clock_out_dt_unix'])
        .where(inRange)
        .where('tc.employee_id', '=', employeeId)
        .execute(),
      this.db
        .selectFrom('time_card_breaks as b')
        .innerJoin('time_cards as tc', 'tc.id', 'b.time_card_id')
        .select(['b.time_card_id', 'b.start_dt_unix', 'b.end_dt_unix'])
        .where(inRange)
        .where('tc.employee_id', '=', employeeId)
        .execute(),
    ]);
    const breaksOf = new Map<number, Span[]>();
    for (const row of breaks) {
      const list = breaksOf.get(row.time_card_id) ?? [];
      list.push({ start: Number(row.start_dt_unix), end: unixOrNull(row.end_dt_unix) });
      breaksOf.set(row.time_card_id, list);
    }
    for (const row of cards) {
      const clockIn = Number(row.clock_in_dt_unix);
      const index = ranges.findIndex((range) => clockIn >= range.start && clockIn < range.end);
      if (index < 0) continue;
      const card = { clockIn, clockOut: unixOrNull(row.clock_out_dt_unix) };
      totals[index]! += workedSeconds(card, breaksOf.get(row.id) ?? [], now);
    }
    return totals;
  }

  /** The teams of each member of the organisation. */
  teamsOf(orgId: number): Promise<TeamsOf> {
    return memberTeams(this.db, orgId);
  }

  /** The members of the organisation a narrowed scope covers. */
  async idsInScope(
    orgId: number,
    scope: Exclude<ListScope, { kind: 'all' }>,
  ): Promise<Set<number>> {
    if (scope.kind === 'self') return new Set([scope.employeeId]);
    const rows = await this.db
      .selectFrom('employees as e')
      .select('e.id')
      .where('e.org_id', '=', orgId)
      // The conditions name the member as `e`, as the visibility module writes them.
      .where((eb) => inScope(eb as unknown as EmployeesAsE, scope))
      .execute();
    return new Set(rows.map((row) => row.id));
  }
}
