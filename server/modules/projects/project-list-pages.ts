import { sql } from 'kysely';
import type { ProjectListQuery, ProjectSort } from '../../../contract/projects';
import { dialectOf, type Db } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import { FoundIdsCache, VersionedCache } from '../../lib/found-ids-cache';
import { likeContains } from '../../lib/sql';
import { projectListFilter, type ProjectListFilter } from './project-list-filter';
import { MANAGER_LIST, toRow, WORK_SITES_COUNT, type ProjectRow } from './project-rows';

/**
 * The list's orders; ties by id. A new sort (or filter) must read only columns whose changes
 * raise list_version (PROJECT_LIST_COLUMNS of migration 0012), or kept ids would go stale.
 */
const ORDER: Record<ProjectSort, { column: string; desc: boolean }> = {
  name: { column: 'lower(p.name)', desc: false },
  '-name': { column: 'lower(p.name)', desc: true },
  number: { column: "lower(coalesce(p.number, ''))", desc: false },
  '-number': { column: "lower(coalesce(p.number, ''))", desc: true },
  start_date: { column: "coalesce(p.start_date, '')", desc: false },
  '-start_date': { column: "coalesce(p.start_date, '')", desc: true },
  created_at: { column: 'p.created_at_unix', desc: false },
  '-created_at': { column: 'p.created_at_unix', desc: true },
};

export type ProjectPage = { total: number; rows: ProjectRow[] };

/** The counters the project list's cached ids and pages are kept under (migration 0012). */
export type ProjectListVersions = { list: number; rows: number };

/**
 * Pages of an organisation's project list. What a read finds is kept under the versions the
 * database raises on every write (migration 0012): the ids a query finds, in order, while
 * list_version stays; the rows of a page while rows_version stays. A repeated page (paging back,
 * refreshing, other people opening the list) costs one read of the two versions; after an edit of
 * what rows show, the page's rows are read again in one statement; after a change of what the
 * list finds, its ids too.
 */
export class ProjectListPages {
  readonly #found = new FoundIdsCache();
  readonly #pages = new VersionedCache<ProjectPage>({
    maxEntries: 100,
    // A page is kept up to 100 rows: at about a kilobyte a row, 10 MB at most.
    maxSize: 100,
    sizeOf: (page) => page.rows.length,
    ttlMs: 60_000,
  });
  readonly #versions;
  readonly #rows;
  readonly #isPostgres: boolean;

  constructor(private readonly db: Db) {
    this.#isPostgres = dialectOf(db) === 'postgres';
    this.#versions = prepare(
      db,
      db
        .selectFrom('org_project_versions')
        .select(['list_version', 'rows_version'])
        .where('org_id', '=', param('orgId')),
      ['orgId'],
    );
    // The rows of the ids given (a JSON array on SQLite, an array literal on PostgreSQL), in
    // their order. The ids lead the join: CROSS JOIN keeps SQLite from scanning the
    // organisation's projects and looking each up among the ids.
    const ids = this.#isPostgres
      ? sql<{
          id: number;
          pos: number;
        }>`(select id, pos from unnest(cast(${param<string>('ids')} as integer[])) with ordinality as u(id, pos))`
      : sql<{
          id: number;
          pos: number;
        }>`(select value as id, key as pos from json_each(${param<string>('ids')}))`;
    this.#rows = prepare(
      db,
      db
        .selectFrom(ids.as('pg'))
        .crossJoin('projects as p')
        .leftJoin('customers as c', 'c.id', 'p.customer_id')
        .leftJoin('project_groups as g', 'g.id', 'p.project_group_id')
        .selectAll('p')
        .select(['c.name as customer_name', 'g.name as project_group_name'])
        .select([MANAGER_LIST, WORK_SITES_COUNT])
        .whereRef('p.id', '=', 'pg.id')
        .where('p.org_id', '=', param('orgId'))
        .orderBy('pg.pos'),
      ['ids', 'orgId'],
    );
  }

  /** One page of the list and how many projects it finds in all. */
  async read(
    orgId: number,
    query: ProjectListQuery,
    known?: ProjectListVersions,
  ): Promise<ProjectPage> {
    const filter = projectListFilter(query);
    const key = JSON.stringify([orgId, filter]);
    const pageKey = JSON.stringify([key, query.page, query.limit]);
    // The versions before anything they guard (read here, or with the request's session
    // check): a change committed meanwhile only makes what is read now miss next time.
    const { list: listVersion, rows: rowsVersion } = known ?? (await this.#readVersions(orgId));
    const page = this.#pages.get(pageKey);
    if (page?.version === rowsVersion) return page.value;

    const kept = this.#found.get(key);
    let ids = kept?.version === listVersion ? kept.ids : null;
    if (!ids) {
      ids = await this.#findIds(orgId, filter);
      this.#found.set(key, listVersion, ids);
    }
    const offset = (query.page - 1) * query.limit;
    const read = {
      total: ids.length,
      rows: await this.#rowsOf(orgId, ids.slice(offset, offset + query.limit)),
    };
    this.#pages.set(pageKey, rowsVersion, read);
    return read;
  }

  async #readVersions(orgId: number): Promise<ProjectListVersions> {
    const [versions] = await this.#versions({ orgId });
    return { list: versions?.list_version ?? 0, rows: versions?.rows_version ?? 0 };
  }

  async #rowsOf(orgId: number, ids: number[]): Promise<ProjectRow[]> {
    if (ids.length === 0) return [];
    const stored = await this.#rows({
      ids: this.#isPostgres ? `{${ids.join(',')}}` : JSON.stringify(ids),
      orgId,
    });
    return stored.map(toRow);
  }

  /** Every id the list finds, in its order; the search reads search_key (name and number). */
  async #findIds(orgId: number, filter: ProjectListFilter): Promise<number[]> {
    if (filter.statuses.length === 0) return [];
    let where = this.db.selectFrom('projects as p').where('p.org_id', '=', orgId);
    if (filter.statuses.length === 1)
      where = where.where(
        'p.archived_at_unix',
        filter.statuses[0] === 'archived' ? 'is not' : 'is',
        null,
      );
    if (filter.search)
      where = where.where(
        sql`p.search_key`,
        'like',
        sql`${likeContains(filter.search)} escape '\\'`,
      );
    for (const [column, kept, excluded] of [
      ['p.customer_id', filter.customers, filter.excludedCustomers],
      ['p.project_group_id', filter.groups, filter.excludedGroups],
    ] as const) {
      if (kept) where = where.where(column, 'in', kept);
      // A project without a customer (or group) is none of the ones left out.
      if (excluded)
        where = where.where((eb) =>
          eb.or([eb(column, 'is', null), eb(column, 'not in', excluded)]),
        );
    }
    const order = ORDER[filter.sort];
    const direction = order.desc ? sql`desc` : sql`asc`;
    const rows = await where
      .select('p.id')
      .orderBy(sql`${sql.raw(order.column)} ${direction}`)
      .orderBy('p.id', order.desc ? 'desc' : 'asc')
      .execute();
    return rows.map((row) => row.id);
  }
}
