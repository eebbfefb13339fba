import { z } from 'zod';
import { zPageQuery } from './pagination';

/**
 * The list call of an archivable catalogue of an organisation (overtime rules, workers'
 * compensation codes): one page of the items in use, or of the archived ones with
 * is_archived=true, optionally searched.
 */
export const zCatalogueListQuery = zPageQuery.extend({
  search: z.string().trim().max(80).optional(),
  is_archived: z.stringbool().default(false),
});
export type CatalogueListQuery = z.infer<typeof zCatalogueListQuery>;
