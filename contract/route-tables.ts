/**
 * How the per-resource tables (contract/<resource>.routes.ts, .api.ts, .access.ts) become the
 * central ones (contract/api.ts, contract/route-access.ts).
 */

/** `true` when two tables name the same calls: a resource's api table against its routes. */
export type SameKeys<A, B> = [keyof A, keyof B] extends [keyof B, keyof A] ? true : never;

/** The names that two or more of the tables hold. */
type SharedKeys<
  Tables extends readonly unknown[],
  Seen extends PropertyKey = never,
> = Tables extends readonly [infer First, ...infer Rest]
  ? (keyof First & Seen) | SharedKeys<Rest, Seen | keyof First>
  : never;

type Joined<Tables extends readonly unknown[]> = Tables extends readonly [
  infer First,
  ...infer Rest,
]
  ? First & Joined<Rest>
  : unknown;

/**
 * One table holding every entry of the given ones, in order. A name two tables share fails to
 * compile (the error names it as `duplicateNames`): a spread would silently keep the last.
 */
export function joinTables<const Tables extends readonly object[]>(
  ...tables: Tables &
    ([SharedKeys<Tables>] extends [never] ? unknown : { duplicateNames: SharedKeys<Tables> })
): { [Name in keyof Joined<Tables>]: Joined<Tables>[Name] } {
  return Object.assign({}, ...tables);
}
