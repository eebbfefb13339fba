import type { TimeCardListQuery } from '../../../contract/time-cards';
import type { Db } from '../../db/connection';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import { filterConditions, rangeCondition, type CardsAsTc } from './time-card-filters';

/**
 * GET time_cards: one page of the organisation's cards (not deleted) that the caller's scope
 * covers, with the filters of the query (time-card-filters.ts), newest clock-in first; reads
 * the (org_id, clock_in_dt_unix) index. Each row carries its member's name and its approver's.
 */
export async function listTimeCards(
  db: Db,
  orgId: number,
  query: TimeCardListQuery,
  scope: ListScope,
) {
  let base = db
    .selectFrom('time_cards as tc')
    .innerJoin('employees as e', 'e.id', 'tc.employee_id')
    // The conditions name the card as `tc`, as time-card-filters.ts writes them.
    .where((eb) => {
      const cards = eb as unknown as CardsAsTc;
      const range = { start: query.start_dt_unix, end: query.end_dt_unix };
      return cards.and([
        rangeCondition(cards, orgId, range),
        ...filterConditions(cards, orgId, query),
      ]);
    });
  if (scope.kind !== 'all')
    // The conditions name the member as `e`, as the visibility module writes them.
    base = base.where((eb) => inScope(eb as unknown as EmployeesAsE, scope));

  const [count, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .leftJoin('employees as approver', 'approver.id', 'tc.approved_by_employee_id')
      .selectAll('tc')
      .select(['e.display_name as employee_name', 'approver.display_name as approver_name'])
      .orderBy('tc.clock_in_dt_unix', 'desc')
      .orderBy('tc.id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
  ]);
  return { total: Number(count.total), rows };
}

export type ListedCard = Awaited<ReturnType<typeof listTimeCards>>['rows'][number];

/** One card (not deleted) with its member's and approver's names, as the list reads it. */
export async function cardWithNames(
  db: Db,
  orgId: number,
  id: number,
): Promise<ListedCard | undefined> {
  return db
    .selectFrom('time_cards as tc')
    .innerJoin('employees as e', 'e.id', 'tc.employee_id')
    .leftJoin('employees as approver', 'approver.id', 'tc.approved_by_employee_id')
    .selectAll('tc')
    .select(['e.display_name as employee_name', 'approver.display_name as approver_name'])
    .where('tc.org_id', '=', orgId)
    .where('tc.id', '=', id)
    .where('tc.deleted_at_unix', 'is', null)
    .executeTakeFirst();
}
