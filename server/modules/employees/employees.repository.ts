import { sql, type Kysely } from 'kysely';
import { dialectOf, type Db, type Dialect } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/sql';
import { EmployeeListCache } from './employee-list-cache';
import { inScope, managedBy, type EmployeesAsE } from '../visibility/visibility.service';
import {
  FILTER_PARAMS,
  searchTerms,
  sortParts,
  type ListInput,
  type Shape,
  type Params,
  type SuffixDb,
  type PageIds,
} from './employee-list-shape';

export type { ListInput } from './employee-list-shape';

/**
 * The employee list. Each distinct shape of query (scope, filters, sort) is built and compiled
 * once and then run with parameters: the list is the heaviest read of the product.
 */
export class EmployeesRepository {
  readonly #pages = new Map<string, ReturnType<EmployeesRepository['buildPage']>>();
  readonly #counts = new Map<string, ReturnType<EmployeesRepository['buildCount']>>();
  readonly #allIds = new Map<string, ReturnType<EmployeesRepository['buildAllIds']>>();
  readonly #rowsByIds = new Map<string, ReturnType<EmployeesRepository['buildRowsByIds']>>();
  readonly #found = new EmployeeListCache();
  readonly #memberCounts;
  readonly #suffixRows;
  readonly #dialect: Dialect;

  constructor(private readonly db: Db) {
    this.#dialect = dialectOf(db);
    this.#memberCounts = prepare(
      db,
      db.selectFrom('org_member_counts').selectAll().where('org_id', '=', param('orgId')),
      ['orgId'],
    );
    const suffixes = db as unknown as Kysely<SuffixDb>;
    this.#suffixRows = prepare(
      db,
      suffixes
        .selectFrom(
          suffixes
            .selectFrom('employee_search_suffixes')
            .select(sql`1`.as('one'))
            .where('org_id', '=', param('orgId'))
            .where('suffix', '>=', param<string>('suffixFrom'))
            .where('suffix', '<', param<string>('suffixTo'))
            .limit(param('cap'))
            .as('r'),
        )
        .select((eb) => eb.fn.countAll<number>().as('n')),
      ['orgId', 'suffixFrom', 'suffixTo', 'cap'],
    );
  }

  /**
   * SQLite: whether the suffix index is the cheaper way to the rows containing the text. Reading
   * it costs about five times more per suffix found than a scan costs per row of the
   * organisation (measured on the 10,000-employee benchmark list), so a text found in very many
   * places (an e-mail domain everyone shares) is scanned for instead; so the index never makes a
   * search slower than a scan. At most the cap's suffixes are counted.
   */
  async #indexPaysOff(
    terms: ReturnType<typeof searchTerms>,
    orgId: number,
    known?: Database['org_member_counts'],
  ): Promise<boolean> {
    if (this.#dialect !== 'sqlite') return true;
    const counts = known ?? (await this.#memberCounts({ orgId }))[0];
    const rows = counts
      ? counts.active + counts.pending + counts.saas_disabled + counts.removed
      : 0;
    const cap = Math.max(1000, Math.ceil(rows / 5));
    const [found] = await this.#suffixRows({ ...terms, orgId, cap });
    return Number(found?.n ?? 0) < cap;
  }

  /**
   * The employees a list reads: all of the organisation's or, on SQLite for a search by the
   * index, those with a suffix that starts with the text. CROSS JOIN makes SQLite read the
   * suffixes first and then each employee by id (it might otherwise walk the whole list index to
   * keep its order). On PostgreSQL the planner takes pg_trgm's index for the LIKE of #filtered.
   */
  #rows(shape: Shape) {
    const employees = this.db.selectFrom('employees as e');
    if (shape.search !== 'index' || this.#dialect !== 'sqlite') return employees;
    const found = (this.db as unknown as Kysely<SuffixDb>)
      .selectFrom('employee_search_suffixes as s')
      .select('s.employee_id as id')
      .distinct()
      .where('s.org_id', '=', param('orgId'))
      .where('s.suffix', '>=', param<string>('suffixFrom'))
      .where('s.suffix', '<', param<string>('suffixTo'));
    return this.db
      .selectFrom(found.as('found'))
      .crossJoin('employees as e')
      .whereRef('e.id', '=', 'found.id') as unknown as typeof employees;
  }

  /** The rows a list may show, filtered on the employees row alone (search_key holds the e-mail). */
  #filtered(shape: Shape) {
    let query = this.#rows(shape).where('e.org_id', '=', param('orgId'));
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
    const scope = shape.scope;
    if (scope !== 'all')
      query = query.where((eb) => inScope(eb, { kind: scope, employeeId: param('scopeEmployee') }));
    if (shape.name)
      query = query.where(sql<boolean>`e.sort_key like ${param<string>('name')} escape '\\'`);
    // The search finds rows whose name or e-mail contains the text. The index only narrows the
    // rows; this check decides, so index and scan find the same rows. The scan's check is one no
    // index serves, so PostgreSQL never plans a short text on the trigram index (which would then
    // read all of it).
    if (shape.search === 'index' && this.#dialect === 'postgres')
      query = query.where(
        sql<boolean>`e.search_key like ${param<string>('searchLike')} escape '\\'`,
      );
    else if (shape.search)
      query = query.where(
        this.#dialect === 'postgres'
          ? sql<boolean>`strpos(e.search_key, ${param<string>('search')}) > 0`
          : sql<boolean>`instr(e.search_key, ${param<string>('search')}) > 0`,
      );
    return query;
  }

  private buildCount(shape: Shape) {
    return prepare(
      this.db,
      this.#filtered(shape).select((eb) => eb.fn.countAll<number>().as('total')),
      FILTER_PARAMS,
    );
  }

  private buildPage(shape: Shape) {
    const { direction, column } = sortParts(shape.sortBy);
    // The page's ids come from the list index alone; only those rows are read in full and
    // joined to their profiles. A search by the index counts its matches on the way (they are
    // all read to be sorted anyway), so they are looked up once per request, not twice.
    const counted = shape.search === 'index';
    const page = this.#filtered(shape)
      .select(['e.id'])
      .$if(counted, (qb) => qb.select(sql<number>`count(*) over ()`.as('total')))
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy(`e.${column}`, direction)
      .orderBy('e.id', direction)
      .limit(shape.limit === null ? param('limit') : sql.lit(shape.limit))
      .offset(param('offset'));
    const query = this.#pageRows(shape, page.as('pg') as unknown as PageIds).$if(counted, (qb) =>
      qb.select(sql<number>`pg.total`.as('total')),
    );
    return prepare(this.db, query, [...FILTER_PARAMS, 'viewer', 'limit', 'offset']);
  }

  /** Every id the list finds, in its order (for the cache of lists found). */
  private buildAllIds(shape: Shape) {
    const { direction, column } = sortParts(shape.sortBy);
    const query = this.#filtered(shape)
      .select(['e.id'])
      .orderBy('e.is_saas_enabled', 'desc')
      .orderBy(`e.${column}`, direction)
      .orderBy('e.id', direction);
    return prepare(this.db, query, FILTER_PARAMS);
  }

  /** The rows of a page whose ids are known: `ids` is a JSON array (SQLite) or an array literal. */
  private buildRowsByIds(shape: Shape) {
    const ids =
      this.#dialect === 'postgres'
        ? sql<{ id: number }>`(select unnest(cast(${param<string>('ids')} as integer[])) as id)`
        : sql<{ id: number }>`(select value as id from json_each(${param<string>('ids')}))`;
    const query = this.#pageRows(shape, ids.as('pg')).select(
      sql<number>`(select version from org_member_counts where org_id = ${param('orgId')})`.as(
        'members_version',
      ),
    );
    return prepare(this.db, query, ['ids', 'viewer', 'now', 'orgId']);
  }

  /** The list's columns for the page of ids `pg`, in the list's order. */
  #pageRows(shape: Shape, pg: PageIds) {
    const { direction, column } = sortParts(shape.sortBy);
    return (
      this.db
        .selectFrom(pg)
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
                .when(managedBy(eb as unknown as EmployeesAsE, param('viewer')))
                .then(1)
                .else(0)
                .end()
            : sql`0`;
          return sql<number>`${mine}`.as('is_my_worker');
        })
        .$if(shape.pay && this.#dialect === 'postgres', (qb) =>
          qb
            // The pay record in effect: the latest at or before now, read beside each page row
            // (a lateral join; the planner hash-joins the form below, at twice the cost).
            .leftJoinLateral(
              (eb) =>
                eb
                  .selectFrom('compensations as cx')
                  .select([
                    'cx.pay_rate_cents',
                    'cx.pay_type',
                    'cx.rate_type_1099',
                    'cx.overtime_rule_id',
                  ])
                  .whereRef('cx.employee_id', '=', 'e.id')
                  .where('cx.effective_dt_unix', '<=', param('now'))
                  .orderBy('cx.effective_dt_unix', 'desc')
                  .orderBy('cx.id', 'desc')
                  .limit(sql.lit(1))
                  .as('c'),
              (join) => join.onTrue(),
            )
            .leftJoin('overtime_rules as ot', 'ot.id', 'c.overtime_rule_id')
            .select([
              'c.pay_rate_cents',
              'c.pay_type',
              'c.rate_type_1099',
              'ot.name as overtime_rule_name',
            ]),
        )
        .$if(shape.pay && this.#dialect !== 'postgres', (qb) =>
          qb
            // SQLite has no lateral join: the pay record in effect is found by the page row's id.
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
        .orderBy('e.id', direction)
    );
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
    const count = cached(this.#counts, { ...shape, limit: null }, (s) => this.buildCount(s));
    const [row] = await count(values);
    return Number(row?.total ?? 0);
  }

  /** The query's shape (its SQL text) and parameters for a request. */
  #parts(input: ListInput) {
    const search = input.search ? searchTerms(input.search) : null;
    const shape: Shape = {
      scope: input.scope.kind,
      status: input.status,
      name: Boolean(input.name),
      search: search?.mode ?? null,
      sortBy: input.sortBy,
      viewer: input.viewerEmployeeId !== null,
      pay: input.withPay === true,
      limit: this.#dialect === 'postgres' ? input.limit : null,
    };
    const values: Record<Params, unknown> = {
      orgId: input.orgId,
      scopeEmployee: input.scope.kind === 'all' ? null : input.scope.employeeId,
      now: input.now,
      name: input.name ? likeContains(input.name) : null,
      search: search?.search ?? null,
      searchLike: search?.searchLike ?? null,
      suffixFrom: search?.suffixFrom ?? null,
      suffixTo: search?.suffixTo ?? null,
      viewer: input.viewerEmployeeId,
      limit: input.limit,
      offset: (input.page - 1) * input.limit,
      ids: null,
    };
    return { shape, values, search };
  }

  /** One page of the list and the total, ordered active first, deactivated last, then by the sort. */
  async list(input: ListInput) {
    if (input.scope.kind === 'all' && (input.search || input.name) && input.status !== 'expired')
      return this.#foundList(input);
    const { shape, values, search } = this.#parts(input);
    if (search?.mode === 'index' && !(await this.#indexPaysOff(search, input.orgId)))
      shape.search = search.mode = 'scan';
    const page = cached(this.#pages, shape, (s) => this.buildPage(s));
    if (shape.search === 'index') {
      const rows = await page(values);
      // Only a page past the last one has no row to carry the total.
      const total =
        rows.length > 0
          ? Number(rows[0]!.total)
          : input.page === 1
            ? 0
            : await this.#total(shape, values);
      return { total, rows };
    }
    const [total, rows] = await Promise.all([this.#total(shape, values), page(values)]);
    return { total, rows };
  }

  /**
   * A search or name filter over everyone's list (the lists that read many rows to sort a few):
   * the ids it finds come from the cache of lists found while the organisation's members are
   * unchanged, otherwise they are read (the version first, so a change made meanwhile only
   * makes the entry miss next time). The page's rows are always read fresh.
   */
  async #foundList(input: ListInput) {
    const { shape, values, search } = this.#parts(input);
    const key = JSON.stringify([
      input.orgId,
      input.status,
      input.name ?? null,
      input.search?.toLowerCase() ?? null,
      input.sortBy,
    ]);
    const rowsByIds = cached(
      this.#rowsByIds,
      { ...shape, search: null, name: false, limit: null },
      (s) => this.buildRowsByIds(s),
    );
    const offset = (input.page - 1) * input.limit;
    const readPage = (ids: number[]) => {
      const pageIds = ids.slice(offset, offset + input.limit);
      if (pageIds.length === 0) return Promise.resolve([]);
      return rowsByIds({
        ids: this.#dialect === 'postgres' ? `{${pageIds.join(',')}}` : JSON.stringify(pageIds),
        viewer: input.viewerEmployeeId,
        now: input.now,
        orgId: input.orgId,
      });
    };

    const kept = this.#found.get(key);
    if (kept) {
      // The rows come with the members' version they were read at: the ids kept still hold
      // when it is the one they were found at.
      const rows = await readPage(kept.ids);
      if (rows.length > 0 && Number(rows[0]!.members_version) === kept.version)
        return { total: kept.ids.length, rows };
    }
    const [counts] = await this.#memberCounts({ orgId: input.orgId });
    if (search?.mode === 'index' && !(await this.#indexPaysOff(search, input.orgId, counts)))
      shape.search = search.mode = 'scan';
    const allIds = cached(this.#allIds, { ...shape, viewer: false, pay: false, limit: null }, (s) =>
      this.buildAllIds(s),
    );
    const ids = (await allIds(values)).map((row) => row.id);
    this.#found.set(key, counts?.version ?? 0, ids);
    return { total: ids.length, rows: await readPage(ids) };
  }
}

/** The prepared query of a shape, built on first use. */
function cached<T>(built: Map<string, T>, shape: Shape, build: (shape: Shape) => T): T {
  const key = JSON.stringify(shape);
  let query = built.get(key);
  if (!query) built.set(key, (query = build(shape)));
  return query;
}
