import type { Db } from '../../db/connection';
import { CatalogueRepository, type CatalogueRow } from '../../lib/catalogue/catalogue-repository';

export type OvertimeRuleRow = CatalogueRow<'overtime_rules'>;

/**
 * Overtime rules of an organisation: an archivable catalogue keyed, searched and sorted by name
 * (the (org_id, lower(name)) index).
 */
export class OvertimeRulesRepository extends CatalogueRepository<'overtime_rules', 'name'> {
  constructor(db: Db) {
    super(db, { table: 'overtime_rules', keyColumn: 'name', searchColumns: ['name'] });
  }
}
