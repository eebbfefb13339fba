import { sql, type Kysely } from 'kysely';
import { dialectOf, type Db, type Dialect } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import { inScope } from '../visibility/visibility.service';
import {
  FILTER_PARAMS,
  sortParts,
  type PageIds,
  type Shape,
  type SuffixDb,
} from './employee-list-shape';
import { employeeListPageRows } from './employee-list-page-rows';

/**
 * The employees a list reads: all of the organisation's or, on SQLite for a search by the
 * index, those with a suffix that starts with the text. CROSS JOIN makes SQLite read the
 * suffixes first and then each employee by id (it might otherwise walk the whole list index to
 * keep its order). On PostgreSQL the planner takes pg_trgm's index for the LIKE of `filtered`.
 */
function rows(db: Db, dialect: Dialect, shape: Shape) {
  const employees = db.selectFrom('employees as e');
  if (shape.search !== 'index' || dialect !== 'sqlite') return employees;
  const found = (db as unknown as Kysely<SuffixDb>)
    .selectFrom('employee_search_suffixes as s')
    .select('s.employee_id as id')
    .distinct()
    .where('s.org_id', '=', param('orgId'))
    .where('s.suffix', '>=', param<string>('suffixFrom'))
    .where('s.suffix', '<', param<string>('suffixTo'));
  return db
    .selectFrom(found.as('found'))
    .crossJoin('employees as e')
    .whereRef('e.id', '=', 'found.id') as unknown as typeof employees;
}

/** The rows a list may show, filtered on the employees row alone (search_key holds the e-mail). */
function filtered(db: Db, dialect: Dialect, shape: Shape) {
  let query = rows(db, dialect, shape).where('e.org_id', '=', param('orgId'));
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
  if (shape.search === 'index' && dialect === 'postgres')
    query = query.where(sql<boolean>`e.search_key like ${param<string>('searchLike')} escape '\\'`);
  else if (shape.search)
    query = query.where(
      dialect === 'postgres'
        ? sql<boolean>`strpos(e.search_key, ${param<string>('search')}) > 0`
        : sql<boolean>`instr(e.search_key, ${param<string>('search')}) > 0`,
    );
  return query;
}

function buildCount(db: Db, dialect: Dialect, shape: Shape) {
  return prepare(
    db,
    filtered(db, dialect, shape).select((eb) => eb.fn.countAll<number>().as('total')),
    FILTER_PARAMS,
  );
}

function buildPage(db: Db, dialect: Dialect, shape: Shape) {
  const { direction, column } = sortParts(shape.sortBy);
  // The page's ids come from the list index alone; only those rows are read in full and
  // joined to their profiles. A search by the index counts its matches on the way (they are
  // all read to be sorted anyway), so they are looked up once per request, not twice.
  const counted = shape.search === 'index';
  const page = filtered(db, dialect, shape)
    .select(['e.id'])
    .$if(counted, (qb) => qb.select(sql<number>`count(*) over ()`.as('total')))
    .orderBy('e.is_saas_enabled', 'desc')
    .orderBy(`e.${column}`, direction)
    .orderBy('e.id', direction)
    .limit(shape.limit === null ? param('limit') : sql.lit(shape.limit))
    .offset(param('offset'));
  const query = employeeListPageRows(db, dialect, shape, page.as('pg') as unknown as PageIds).$if(
    counted,
    (qb) => qb.select(sql<number>`pg.total`.as('total')),
  );
  return prepare(db, query, [...FILTER_PARAMS, 'viewer', 'limit', 'offset']);
}

/** Every id the list finds, in its order (for the cache of lists found). */
function buildAllIds(db: Db, dialect: Dialect, shape: Shape) {
  const { direction, column } = sortParts(shape.sortBy);
  const query = filtered(db, dialect, shape)
    .select(['e.id'])
    .orderBy('e.is_saas_enabled', 'desc')
    .orderBy(`e.${column}`, direction)
    .orderBy('e.id', direction);
  return prepare(db, query, FILTER_PARAMS);
}

/** The rows of a page whose ids are known: `ids` is a JSON array (SQLite) or an array literal. */
function buildRowsByIds(db: Db, dialect: Dialect, shape: Shape) {
  const ids =
    dialect === 'postgres'
      ? sql<{ id: number }>`(select unnest(cast(${param<string>('ids')} as integer[])) as id)`
      : sql<{ id: number }>`(select value as id from json_each(${param<string>('ids')}))`;
  const query = employeeListPageRows(db, dialect, shape, ids.as('pg')).select(
    sql<number>`(select version from org_member_counts where org_id = ${param('orgId')})`.as(
      'members_version',
    ),
  );
  return prepare(db, query, ['ids', 'viewer', 'now', 'orgId']);
}

/** The prepared query of a shape, built on first use. */
function cached<T>(built: Map<string, T>, shape: Shape, build: (shape: Shape) => T): T {
  const key = JSON.stringify(shape);
  let query = built.get(key);
  if (!query) built.set(key, (query = build(shape)));
  return query;
}

/**
 * The employee list's queries. Each distinct shape of query (scope, filters, sort) is built and
 * compiled once, on first use, and then run with parameters.
 */
export class EmployeeListQueries {
  readonly #pages = new Map<string, ReturnType<typeof buildPage>>();
  readonly #counts = new Map<string, ReturnType<typeof buildCount>>();
  readonly #allIds = new Map<string, ReturnType<typeof buildAllIds>>();
  readonly #rowsByIds = new Map<string, ReturnType<typeof buildRowsByIds>>();
  readonly #dialect: Dialect;

  constructor(private readonly db: Db) {
    this.#dialect = dialectOf(db);
  }

  /** The rows a list finds. */
  count(shape: Shape) {
    return cached(this.#counts, shape, (s) => buildCount(this.db, this.#dialect, s));
  }

  /** One page of rows (with the total, for a search by the index). */
  page(shape: Shape) {
    return cached(this.#pages, shape, (s) => buildPage(this.db, this.#dialect, s));
  }

  /** Every id a list finds, in its order. */
  allIds(shape: Shape) {
    return cached(this.#allIds, shape, (s) => buildAllIds(this.db, this.#dialect, s));
  }

  /** The rows of a page whose ids are known. */
  rowsByIds(shape: Shape) {
    return cached(this.#rowsByIds, shape, (s) => buildRowsByIds(this.db, this.#dialect, s));
  }
}
