import { z } from 'zod';

export const zPageMeta = z.object({
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
  to: z.number().int(),
});
export type PageMeta = z.infer<typeof zPageMeta>;

/** A list answer: `{data: [...], meta}`. */
export function zPage<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), meta: zPageMeta });
}
export type Page<T> = { data: T[]; meta: PageMeta };

/** Query fields of every paged list. Query strings arrive as text, hence the coercion. */
export const zPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100000).default(1),
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

/** One envelope for single resources. */
export function zData<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
