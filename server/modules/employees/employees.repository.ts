import { dialectOf, type Db, type Dialect } from '../../db/connection';
import { FoundIdsCache } from '../../lib/found-ids-cache';
import { likeContains } from '../../lib/sql';
import { EmployeeListCounts } from './employee-list-counts';
import { EmployeeListQueries } from './employee-list-queries';
import { searchTerms, type ListInput, type Shape, type Params } from './employee-list-shape';

export type { ListInput } from './employee-list-shape';

/**
 * The employee list, the heaviest read of the product: which prepared query a request runs
 * (employee-list-queries.ts, one per shape of scope, filters and sort), its total from the
 * counters when they know it, and the ids of searches kept while the members are unchanged.
 */
export class EmployeesRepository {
  readonly #queries: EmployeeListQueries;
  readonly #counts: EmployeeListCounts;
  readonly #found = new FoundIdsCache();
  readonly #dialect: Dialect;

  constructor(db: Db) {
    this.#dialect = dialectOf(db);
    this.#queries = new EmployeeListQueries(db);
    this.#counts = new EmployeeListCounts(db);
  }

  /**
   * The total without counting rows when the trigger-kept counters already know it: everyone's
   * list, unfiltered or by a stored status. Anything narrower is counted.
   */
  async #total(shape: Shape, values: Record<Params, unknown>): Promise<number> {
    if (shape.scope === 'all' && !shape.name && !shape.search && shape.status !== 'expired') {
      const counts = await this.#counts.memberCounts(values.orgId as number);
      if (!counts) return 0;
      if (shape.status === null) return counts.active + counts.pending + counts.saas_disabled;
      return counts[shape.status];
    }
    const count = this.#queries.count({ ...shape, limit: null });
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
    if (search?.mode === 'index' && !(await this.#counts.indexPaysOff(search, input.orgId)))
      shape.search = search.mode = 'scan';
    const page = this.#queries.page(shape);
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
    const rowsByIds = this.#queries.rowsByIds({ ...shape, search: null, name: false, limit: null });
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
    const counts = await this.#counts.memberCounts(input.orgId);
    if (search?.mode === 'index' && !(await this.#counts.indexPaysOff(search, input.orgId, counts)))
      shape.search = search.mode = 'scan';
    const allIds = this.#queries.allIds({ ...shape, viewer: false, pay: false, limit: null });
    const ids = (await allIds(values)).map((row) => row.id);
    this.#found.set(key, counts?.version ?? 0, ids);
    return { total: ids.length, rows: await readPage(ids) };
  }
}
