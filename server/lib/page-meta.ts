import type { PageMeta } from '../../contract/pagination';

/** The `meta` of one page of a list: `count` rows of `total` at `query.page` of `query.limit`. */
export function pageMeta(
  query: { page: number; limit: number },
  total: number,
  count: number,
): PageMeta {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    total,
    per_page: query.limit,
    to: (query.page - 1) * query.limit + count,
  };
}
