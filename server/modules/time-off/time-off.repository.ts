import type { Insertable, Updateable } from 'kysely';
import type { TimeOffStatus } from '../../../contract/time-off-rules';
import { dialectOf, type Db } from '../../db/connection';
import { inScope, type EmployeesAsE, type ListScope } from '../visibility/visibility.service';
import type { TimeOffRequestTable } from './time-off.tables';

/** What the request lists filter by (contract/time-off.ts zTimeOffRequestListQuery). */
export type RequestFilters = {
  statuses?: readonly TimeOffStatus[] | undefined;
  employeeIds?: readonly number[] | undefined;
  /** Requests with a day in [from, to] ('YYYY-MM-DD'). */
  from?: string | undefined;
  to?: string | undefined;
};

/** The member a request is of, as the checks read them. */
export type MemberRow = {
  id: number;
  display_name: string;
  staffing_status: string;
  start_dt_unix: number | null;
  created_at_unix: number;
};

/**
 * The time_off_requests queries; every one takes the organisation. Requests are read with the
 * names the answer carries: the member's, the policy's, who filed and who decided.
 */
export class TimeOffRepository {
  constructor(readonly db: Db) {}

  #withNames(db: Db) {
    return db
      .selectFrom('time_off_requests as r')
      .innerJoin('employees as e', 'e.id', 'r.employee_id')
      .innerJoin('leave_policies as p', 'p.id', 'r.leave_policy_id')
      .leftJoin('employees as rb', 'rb.id', 'r.requested_by_employee_id')
      .leftJoin('employees as de', 'de.id', 'r.decided_by_employee_id')
      .selectAll('r')
      .select([
        'e.display_name as employee_name',
        'p.name as policy_name',
        'p.code as policy_code',
        'p.is_paid as policy_is_paid',
        'rb.display_name as requested_by_name',
        'de.display_name as decided_by_name',
      ]);
  }

  /** One page of the requests a scope covers, by their first day, newest first; and the total. */
  async list(
    orgId: number,
    scope: ListScope,
    filters: RequestFilters,
    page: { page: number; limit: number },
  ) {
    let query = this.#withNames(this.db).where('r.org_id', '=', orgId);
    if (scope.kind !== 'all')
      // The conditions name the member as `e`, as the visibility module writes them.
      query = query.where((eb) => inScope(eb as unknown as EmployeesAsE, scope));
    if (filters.statuses?.length) query = query.where('r.status', 'in', [...filters.statuses]);
    if (filters.employeeIds?.length)
      query = query.where('r.employee_id', 'in', [...filters.employeeIds]);
    if (filters.from !== undefined) query = query.where('r.end_date', '>=', filters.from);
    if (filters.to !== undefined) query = query.where('r.start_date', '<=', filters.to);
    const [count, rows] = await Promise.all([
      query
        .clearSelect()
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      query
        .orderBy('r.start_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(page.limit)
        .offset((page.page - 1) * page.limit)
        .execute(),
    ]);
    return { total: Number(count.total), rows };
  }

  find(db: Db, orgId: number, id: number) {
    return this.#withNames(db)
      .where('r.org_id', '=', orgId)
      .where('r.id', '=', id)
      .executeTakeFirst();
  }

  /** A member of the organisation who has not been removed. */
  member(db: Db, orgId: number, employeeId: number): Promise<MemberRow | undefined> {
    return db
      .selectFrom('employees')
      .select(['id', 'display_name', 'staffing_status', 'start_dt_unix', 'created_at_unix'])
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .where('staffing_status', '<>', 'removed')
      .executeTakeFirst();
  }

  /**
   * Locks the member's row until the transaction ends (PostgreSQL; SQLite has one writer), so
   * two requests racing for the same days or hours are checked one after the other.
   */
  async lockMember(db: Db, orgId: number, employeeId: number): Promise<void> {
    if (dialectOf(db) !== 'postgres') return;
    await db
      .selectFrom('employees')
      .select('id')
      .where('org_id', '=', orgId)
      .where('id', '=', employeeId)
      .forUpdate()
      .execute();
  }

  /** Whether a pending or approved request of the member shares a date with [start, end]. */
  async overlaps(db: Db, orgId: number, employeeId: number, start: string, end: string) {
    const row = await db
      .selectFrom('time_off_requests')
      .select('id')
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('status', 'in', ['pending', 'approved'])
      .where('start_date', '<=', end)
      .where('end_date', '>=', start)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** A member's pending and approved requests of some policies with a day up to `to`. */
  memberRequests(db: Db, orgId: number, employeeId: number, policyIds: number[], to: string) {
    if (policyIds.length === 0) return Promise.resolve([]);
    return db
      .selectFrom('time_off_requests')
      .select(['leave_policy_id', 'kind', 'start_date', 'end_date', 'day_seconds', 'status'])
      .where('org_id', '=', orgId)
      .where('employee_id', '=', employeeId)
      .where('leave_policy_id', 'in', policyIds)
      .where('status', 'in', ['pending', 'approved'])
      .where('start_date', '<=', to)
      .execute();
  }

  /** The organisation's approved requests of these members with a day in [from, to]. */
  approvedBetween(db: Db, orgId: number, employeeIds: readonly number[], from: string, to: string) {
    return db
      .selectFrom('time_off_requests as r')
      .innerJoin('leave_policies as p', 'p.id', 'r.leave_policy_id')
      .select([
        'r.id',
        'r.employee_id',
        'r.leave_policy_id',
        'r.kind',
        'r.start_date',
        'r.end_date',
        'r.day_seconds',
        'p.name as policy_name',
        'p.is_paid',
      ])
      .where('r.org_id', '=', orgId)
      .where('r.employee_id', 'in', [...employeeIds])
      .where('r.status', '=', 'approved')
      .where('r.start_date', '<=', to)
      .where('r.end_date', '>=', from)
      .orderBy('r.employee_id')
      .orderBy('r.start_date')
      .orderBy('r.id')
      .execute();
  }

  async insert(db: Db, values: Insertable<TimeOffRequestTable>): Promise<number> {
    const row = await db
      .insertInto('time_off_requests')
      .values(values)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /**
   * Moves a request on from the state it was read in; false when another call moved it first
   * (the state is part of the condition, so two racing decisions cannot both win).
   */
  async transition(
    db: Db,
    orgId: number,
    id: number,
    from: TimeOffStatus,
    values: Updateable<TimeOffRequestTable>,
  ): Promise<boolean> {
    const result = await db
      .updateTable('time_off_requests')
      .set(values)
      .where('org_id', '=', orgId)
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

export type RequestRow = NonNullable<Awaited<ReturnType<TimeOffRepository['find']>>>;
