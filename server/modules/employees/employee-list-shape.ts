import type { AliasedRawBuilder } from 'kysely';
import type { Database } from '../../db/schema';
import { likeContains } from '../../lib/sql';
import type { ListScope } from '../visibility/visibility.service';

/**
 * The parts of an employee-list query: what a caller asks for (ListInput), the shape a query is
 * compiled for, the search terms the suffix index is read with, and the scope and sort clauses.
 */
export type ListStatus = 'active' | 'saas_disabled' | 'expired' | 'removed';

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

/**
 * How a search runs: 'index' looks the text up in the search index of migration 0006 and checks
 * each row found for it; 'scan' checks every row of the organisation. Texts under three
 * characters (or without a letter or digit) hold no trigram, so they scan; so does, on SQLite, a
 * text found in so many places that the scan is cheaper.
 */
export type SearchMode = 'index' | 'scan';

/** What decides the SQL text of a list query; everything else is a parameter. */
export type Shape = {
  scope: ListScope['kind'];
  status: ListStatus | null;
  name: boolean;
  search: SearchMode | null;
  sortBy: ListSort;
  viewer: boolean;
  pay: boolean;
  /**
   * PostgreSQL: the page size, written into the SQL. Prepared statements switch to a generic
   * plan, which for an unknown LIMIT expects a third of the list and hash-joins the whole
   * employees table (four times slower than the nested loop a known size gets).
   */
  limit: number | null;
};

export type Params =
  | 'orgId'
  | 'scopeEmployee'
  | 'now'
  | 'name'
  | 'search'
  | 'searchLike'
  | 'suffixFrom'
  | 'suffixTo'
  | 'viewer'
  | 'limit'
  | 'offset'
  | 'ids';

export const FILTER_PARAMS: Params[] = [
  'orgId',
  'scopeEmployee',
  'now',
  'name',
  'search',
  'searchLike',
  'suffixFrom',
  'suffixTo',
];

/** Characters per row of employee_search_suffixes (SQLite), as migration 0006 stores them. */
export const SUFFIX_CHARS = 12;

/** The least string above every string that starts with `prefix` (by code point), if any. */
export function afterPrefix(prefix: string): string | null {
  const chars = [...prefix];
  while (chars.length) {
    const last = chars.pop()!.codePointAt(0)!;
    if (last < 0x10ffff)
      return chars.join('') + String.fromCodePoint(last === 0xd7ff ? 0xe000 : last + 1);
  }
  return null;
}

/** The search box's text as search_key holds it (lower-cased), and how it is looked up. */
export function searchTerms(text: string) {
  const search = text.toLowerCase();
  const chars = [...search];
  // SQLite: the range of suffixes that start with the text (its first SUFFIX_CHARS characters).
  const suffixFrom = chars.slice(0, SUFFIX_CHARS).join('');
  // pg_trgm takes its trigrams from the letters and digits of a text: one without any has none.
  const suffixTo =
    chars.length >= 3 && /[\p{L}\p{N}]/u.test(search) ? afterPrefix(suffixFrom) : null;
  const mode: SearchMode = suffixTo === null ? 'scan' : 'index';
  return {
    mode,
    search,
    // PostgreSQL: the LIKE pattern pg_trgm's index serves (% _ \ escaped, so taken literally).
    searchLike: likeContains(search),
    suffixFrom,
    suffixTo,
  };
}

/** The suffix table of migration 0006 (SQLite only, so not part of the application schema). */
export type SuffixDb = Database & {
  employee_search_suffixes: { org_id: number; suffix: string; employee_id: number };
};

/** The ids of one page, as a subquery named pg. */
export type PageIds = AliasedRawBuilder<{ id: number }, 'pg'>;

export function sortParts(sortBy: ListSort) {
  return {
    direction: sortBy.startsWith('-') ? ('desc' as const) : ('asc' as const),
    column: sortBy.endsWith('created_at') ? ('created_at_unix' as const) : ('sort_key' as const),
  };
}
