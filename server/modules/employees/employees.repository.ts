import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { likeContains } from '../orgs/orgs.repository';

export type ListStatus = 'active' | 'saas_disabled' | 'expired' | 'removed';

/** Whose rows the caller may see: everyone, their own workers plus themselves, or only themselves. */
export type ListScope =
  { kind: 'all' } | { kind: 'managed'; employeeId: number } | { kind: 'self'; employeeId: number };

export type ListSort = 'display_name' | '-display_name' | 'created_at' | '-created_at';

export type ListInput = {
  orgId: number;
  scope: ListScope;
  /** The caller's employee id, for is_my_worker (null for provider staff outside the org). */
  viewerEmployeeId: number | null;
  status: ListStatus | null;
  name?: string | undefined;
  search?: string | undefined;
  sortBy: ListSort;
  page: number;
  limit: number;
  now: number;
  /**
   * Read the pay fields of the record in effect at `now` (callers with financial access only):
   * one lookup per row of the page through the compensations (employee_id, effective_dt_unix, id)
   * index.
   */
  withPay?: boolean;
};

/** What decides the SQL text of a list query; everything else is a parameter. */
type Shape = {
  scope: ListScope['kind'];
  status: ListStatus | null;
  name: boolean;
  search: boolean;
  sortBy: ListSort;
  viewer: boolean;
  pay: boolean;
};

type Params = 'orgId' | 'scopeEmployee' | 'now' | 'name' | 'search' | 'viewer' | 'limit' | 'offset';

type EB = ExpressionBuilder<Database & { e: Database['employees'] }, 'e'>;

/** The row is a worker of the manager: as primary manager, or as one of the secondary managers. */
function managedBy(eb: EB, managerId: number): Expression<SqlBool> {
  return eb.or([
    eb('e.primary_manager_id', '=', managerId),
    eb.exists(
      eb
        .selectFrom('employee_secondary_managers as sm')
        .select(sql`1`.as('one'))
        .whereRef('sm.employee_id', '=', 'e.id')
        .where('sm.manager_id', '=', managerId),
    ),
  ]);
}

function sortParts(sortBy: ListSort) {
  return {
    direction: sortBy.startsWith('-') ? ('desc' as const) : ('asc' as const),
    column: sortBy.endsWith('created_at') ? ('created_at_unix' as const) : ('sort_key' as const),
  };
}

/**
 * The employee list. Each distinct shape of query (scope, filters, sort) is built and compiled
 * once and then run with parameters: the list is the heaviest read of the product.
 */
export class EmployeesRepository {
  readonly #pages = new Map<string, ReturnType<EmployeesRepository['buildPage']>>();
  readonly #counts = new Map<string, ReturnType<EmployeesRepository['buildCount']>>();
  readonly #memberCounts;

  constructor(private readonly db: Db) {
    this.#memberCounts = prepare(
      db,
      db.selectFrom('org_member_counts').selectAll().where('org_id', '=', param('orgId')),
      ['orgId'],
    );
  }

  /** The rows a list may show, on the employees table alone (the search key needs no join). */
  #filtered(shape: Shape) {
    let query = this.db.selectFrom('employees as e').where('e.org_id', '=', param('orgId'));
    switch (shape.status) {
      case null:
        query = query.where('e.staffing_status', '<>', 'removed');
        break;
      case 'expired':
        // Invitations expire by time: a pending row past its expiry is "expired".
        query = query.where((eb) =>
          eb.or([
            eb('e.staffing_status', '=', 'expired'),
            eb.and([
              eb('e.staffing_status', '=', 'pending'),
              eb('e.invite_expiry_dt_unix', '<=', param('now')),
            ]),
          ]),
        );
        break;
      default:
        query = query.where('e.staffing_status', '=', shape.status);
    }
    if (shape.scope === 'self') query = query.where('e.id', '=', param('scopeEmployee'));
    if (shape.scope === 'managed') {
      const manager = param('scopeEmployee');
      query = query.where((eb) => eb.or([eb('e.id', '=', manager), managedBy(eb, manager)]));
    }
    if (shape.name)
      query = query.where(sql<boolean>`e.sort_key like ${param<string>('name')} escape '\\'`);
    if (shape.search)
      query = query.where(sql<boolean>`e.search_key like ${param<string>('search')} escape '\\'`);
    return query;
  }

  private buildCount(shape: Shape) {
    return prepare(
      this.db,
      this.#filtered(shape).select((eb) => eb.fn.countAll<number>().as('total')),
      ['orgId', 'scopeEmployee', 'now', 'name', 'search'] as Params[],
    );
  }

  private buildPage(shape: Shape) {
    const { direction, column } = sortParts(shape.sortBy);
    // The page's ids come from the list index alone; only those rows are read in full and
    // joined to their profiles.
    const page = this.#filtered(shape)
      .select(['e.id'])
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy(`e.${column}`, direction)
      .orderBy('e.id', direction)
      .limit(param('limit'))
      .offset(param('offset'));
    const query = this.db
      .selectFrom(page.as('pg'))
      .innerJoin('employees as e', 'e.id', 'pg.id')
      .innerJoin('profiles as p', 'p.id', 'e.profile_id')
      .select([
        'e.id',
        'e.profile_id',
        'e.org_id',
        'e.display_name',
        'e.title',
        'e.role_id',
        'e.staffing_status',
        'e.is_saas_enabled',
        'e.invite_expiry_dt_unix',
        'e.saas_enabled_updated_at_unix',
        'e.start_dt_unix',
        'p.email',
        'p.mobile',
      ])
      .select((eb) => {
        const mine = shape.viewer
          ? eb
              .case()
              .when(managedBy(eb as unknown as EB, param('viewer')))
              .then(1)
              .else(0)
              .end()
          : sql`0`;
        return sql<number>`${mine}`.as('is_my_worker');
      })
      .$if(shape.pay, (qb) =>
        qb
          // The pay record in effect: the latest at or before now, found by the page row's id.
          .leftJoin('compensations as c', (join) =>
            join.on((eb) =>
              eb(
                'c.id',
                '=',
                eb
                  .selectFrom('compensations as cx')
                  .select('cx.id')
                  .whereRef('cx.employee_id', '=', 'e.id')
                  .where('cx.effective_dt_unix', '<=', param('now'))
                  .orderBy('cx.effective_dt_unix', 'desc')
                  .orderBy('cx.id', 'desc')
                  .limit(1),
              ),
            ),
          )
          .leftJoin('overtime_rules as ot', 'ot.id', 'c.overtime_rule_id')
          .select([
            'c.pay_rate_cents',
            'c.pay_type',
            'c.rate_type_1099',
            'ot.name as overtime_rule_name',
          ]),
      )
      // The join may return the page in any order; sorting 50 rows again is cheap.
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy(`e.${column}`, direction)
      .orderBy('e.id', direction);
    return prepare(this.db, query, [
      'orgId',
      'scopeEmployee',
      'now',
      'name',
      'search',
      'viewer',
      'limit',
      'offset',
    ] as Params[]);
  }

  /**
   * The total without counting rows when the trigger-kept counters already know it: everyone's
   * list, unfiltered or by a stored status. Anything narrower is counted.
   */
  async #total(shape: Shape, values: Record<Params, unknown>): Promise<number> {
    if (shape.scope === 'all' && !shape.name && !shape.search && shape.status !== 'expired') {
      const [counts] = await this.#memberCounts({ orgId: values.orgId });
      if (!counts) return 0;
      if (shape.status === null) return counts.active + counts.pending + counts.saas_disabled;
      return counts[shape.status];
    }
    const key = JSON.stringify(shape);
    let count = this.#counts.get(key);
    if (!count) this.#counts.set(key, (count = this.buildCount(shape)));
    const [row] = await count(values);
    return Number(row?.total ?? 0);
  }

  /** One page of the list and the total, ordered active first, deactivated last, then by the sort. */
  async list(input: ListInput) {
    const shape: Shape = {
      scope: input.scope.kind,
      status: input.status,
      name: Boolean(input.name),
      search: Boolean(input.search),
      sortBy: input.sortBy,
      viewer: input.viewerEmployeeId !== null,
      pay: input.withPay === true,
    };
    const values: Record<Params, unknown> = {
      orgId: input.orgId,
      scopeEmployee: input.scope.kind === 'all' ? null : input.scope.employeeId,
      now: input.now,
      name: input.name ? likeContains(input.name) : null,
      search: input.search ? likeContains(input.search) : null,
      viewer: input.viewerEmployeeId,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
    };
    const key = JSON.stringify(shape);
    let page = this.#pages.get(key);
    if (!page) this.#pages.set(key, (page = this.buildPage(shape)));
    const [total, rows] = await Promise.all([this.#total(shape, values), page(values)]);
    return { total, rows };
  }
}
