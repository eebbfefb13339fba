import type { Db } from '../../db/connection';
import { CatalogueRepository, type CatalogueRow } from '../../lib/catalogue/catalogue-repository';

export type WcCodeRow = CatalogueRow<'wc_codes'>;

/**
 * Workers' compensation codes of an organisation: an archivable catalogue keyed and sorted by
 * code (the (org_id, lower(code)) index); a search matches the code or the description.
 */
export class WcCodesRepository extends CatalogueRepository<'wc_codes', 'code'> {
  constructor(db: Db) {
    super(db, { table: 'wc_codes', keyColumn: 'code', searchColumns: ['code', 'name'] });
  }

  /** The organisation's country, whose states a code may name. */
  async countryOf(orgId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('organisations')
      .select('country_code')
      .where('id', '=', orgId)
      .executeTakeFirst();
    return row?.country_code;
  }
}
