import { z } from 'zod';

/** At most this many values in one list filter. */
export const LIST_FILTER_VALUES_MAX = 100;

/**
 * A list filter of one value or several, as the filter builder's "is any of" and "is none of"
 * rules produce: a query parameter given once (`customer_id=3`) or repeated
 * (`customer_id=3&customer_id=7`, as app/api/client.ts writes arrays), read as a list. A list
 * names what to keep with `<name>` and what to leave out with `exclude_<name>` (the spec's
 * include_… / exclude_… id lists); both may be sent, and both apply.
 */
export function zOneOrMany<T extends z.ZodType>(value: T) {
  return z
    .union([value, z.array(value).min(1).max(LIST_FILTER_VALUES_MAX)])
    .transform((given): z.output<T>[] =>
      Array.isArray(given) ? (given as z.output<T>[]) : [given as z.output<T>],
    );
}

/** The largest id a table holds (a 32-bit integer column): a larger one names nothing. */
const ID_MAX = 2_147_483_647;

/** Ids of one kind of thing (customers, groups) a list keeps or leaves out. */
export const zIdsFilter = zOneOrMany(z.coerce.number().int().min(1).max(ID_MAX)).optional();
