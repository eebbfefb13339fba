import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import type { LoadedAllocation, LoadedBreak, LoadedCard, RangeCards } from './payroll-data';

/**
 * The cards the payroll summary classifies, read set-based: every card (not deleted) of the
 * organisation touching a range, with its breaks and allocations (three statements at once),
 * for everyone or for some members (a kept range refreshed, a chunk of the CSV); and the
 * members' card versions, which say whose cards moved.
 */

/**
 * How long before the first workweek a card may have begun and still reach into it: cards are
 * read on the (org_id, clock_in_dt_unix) index, so the read needs a lower bound. A card longer
 * than a week is not paid past its first week (README "What is counted").
 */
export const CARD_LOOKBACK_SECONDS = 7 * 86_400;

/** A query over time cards named `tc` and their members named `e`. */
type CardsOfMembers = ExpressionBuilder<
  Database & { tc: Database['time_cards']; e: Database['employees'] },
  'tc' | 'e'
>;

const byCard = <Row extends { time_card_id: number }, Value>(
  rows: readonly Row[],
  value: (row: Row) => Value,
) => {
  const map = new Map<number, Value[]>();
  for (const row of rows) {
    const list = map.get(row.time_card_id);
    if (list) list.push(value(row));
    else map.set(row.time_card_id, [value(row)]);
  }
  return map;
};

/**
 * The cards touching [from, to), of everyone or of `employeeIds` only, grouped by member in
 * clock-in order. Members without such a card are absent.
 */
export async function readRangeCards(
  db: Db,
  orgId: number,
  from: number,
  to: number,
  employeeIds?: readonly number[],
): Promise<RangeCards> {
  if (employeeIds?.length === 0) return { members: new Map(), cardCount: 0 };
  // Each read names the card as `tc` and its member as `e`. Everyone's cards are read on the
  // (org_id, clock_in_dt_unix) index; some members' on (employee_id, clock_in_dt_unix), with the
  // organisation checked on the member: a check on the card (or on a break or an allocation)
  // draws SQLite, which keeps no statistics, to an index of the whole organisation's rows.
  const touching = (builder: unknown) => {
    const eb = builder as CardsOfMembers;
    return eb.and([
      ...(employeeIds
        ? [eb('tc.employee_id', 'in', employeeIds), eb('e.org_id', '=', orgId)]
        : [eb('tc.org_id', '=', orgId)]),
      eb('tc.deleted_at_unix', 'is', null),
      eb('tc.clock_in_dt_unix', '>=', from - CARD_LOOKBACK_SECONDS),
      eb('tc.clock_in_dt_unix', '<', to),
      eb.or([eb('tc.clock_out_dt_unix', 'is', null), eb('tc.clock_out_dt_unix', '>', from)]),
    ]);
  };
  const [cards, breaks, allocations] = await Promise.all([
    db
      .selectFrom('time_cards as tc')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .select([
        'tc.id',
        'tc.employee_id',
        'tc.clock_in_dt_unix',
        'tc.clock_out_dt_unix',
        'tc.payable_clock_out_dt_unix',
        'tc.approval_state',
        'e.display_name',
        'e.rule_group_id',
      ])
      .where(touching)
      .orderBy('tc.clock_in_dt_unix')
      .orderBy('tc.id')
      .execute(),
    db
      .selectFrom('time_card_breaks as b')
      .innerJoin('time_cards as tc', 'tc.id', 'b.time_card_id')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .select(['b.time_card_id', 'b.break_type', 'b.is_paid', 'b.start_dt_unix', 'b.end_dt_unix'])
      .where(touching)
      .execute(),
    db
      .selectFrom('time_card_allocations as al')
      .innerJoin('time_cards as tc', 'tc.id', 'al.time_card_id')
      .innerJoin('employees as e', 'e.id', 'tc.employee_id')
      .select([
        'al.time_card_id',
        'al.project_id',
        'al.job_code_id',
        'al.start_dt_unix',
        'al.end_dt_unix',
      ])
      .where(touching)
      .execute(),
  ]);

  const breaksOf = byCard(breaks, (row): LoadedBreak => ({
    type: row.break_type,
    start: Number(row.start_dt_unix),
    end: row.end_dt_unix === null ? null : Number(row.end_dt_unix),
    isPaid: row.is_paid === 1,
  }));
  const allocationsOf = byCard(allocations, (row): LoadedAllocation => ({
    projectId: row.project_id,
    jobCodeId: row.job_code_id,
    start: Number(row.start_dt_unix),
    end: row.end_dt_unix === null ? null : Number(row.end_dt_unix),
  }));
  const members: RangeCards['members'] = new Map();
  for (const row of cards) {
    let member = members.get(row.employee_id);
    if (!member) {
      member = {
        id: row.employee_id,
        displayName: row.display_name,
        ruleGroupId: row.rule_group_id,
        cards: [],
      };
      members.set(row.employee_id, member);
    }
    const card: LoadedCard = {
      id: row.id,
      employeeId: row.employee_id,
      clockIn: Number(row.clock_in_dt_unix),
      clockOut: row.clock_out_dt_unix === null ? null : Number(row.clock_out_dt_unix),
      payableEnd:
        row.payable_clock_out_dt_unix === null ? null : Number(row.payable_clock_out_dt_unix),
      approved: row.approval_state === 'approved',
      breaks: breaksOf.get(row.id) ?? [],
      allocations: (allocationsOf.get(row.id) ?? []).sort((a, b) => a.start - b.start),
    };
    member.cards.push(card);
  }
  return { members, cardCount: cards.length };
}

/** The version of each member's cards (migration 0021); a member never written is absent (0). */
export async function readMemberCardVersions(db: Db, orgId: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('member_card_versions')
    .select(['employee_id', 'version'])
    .where('org_id', '=', orgId)
    .execute();
  return new Map(rows.map((row) => [row.employee_id, Number(row.version)]));
}

/**
 * The members of the organisation with a card touching [from, to) and their names, in no order:
 * who the CSV streams, before it reads their cards a chunk at a time.
 */
export async function readRangeMembers(
  db: Db,
  orgId: number,
  from: number,
  to: number,
): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('employees as e')
    .select(['e.id', 'e.display_name'])
    .where('e.org_id', '=', orgId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('time_cards as tc')
          .select('tc.id')
          .whereRef('tc.employee_id', '=', 'e.id')
          .where('tc.org_id', '=', orgId)
          .where('tc.deleted_at_unix', 'is', null)
          .where('tc.clock_in_dt_unix', '>=', from - CARD_LOOKBACK_SECONDS)
          .where('tc.clock_in_dt_unix', '<', to)
          .where((inner) =>
            inner.or([
              inner('tc.clock_out_dt_unix', 'is', null),
              inner('tc.clock_out_dt_unix', '>', from),
            ]),
          ),
      ),
    )
    .execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}
