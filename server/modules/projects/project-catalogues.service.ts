import { can } from '../../../contract/access';
import {
  CUSTOMER_TEXT,
  PROJECT_GROUP_TEXT,
  type Customer,
  type CustomerCreate,
  type CustomerPatch,
  type ProjectGroup,
  type ProjectGroupCreate,
  type ProjectGroupPatch,
} from '../../../contract/project-catalogues';
import type { Db } from '../../db/connection';
import { ArchivableCatalogue } from '../../lib/catalogue/archivable-catalogue';
import { CatalogueRepository, type CatalogueRow } from '../../lib/catalogue/catalogue-repository';
import type { OrgContext } from '../../http/context';

const times = (row: {
  created_at_unix: number;
  updated_at_unix: number;
  archived_at_unix: number | null;
}) => ({
  created_at_unix: row.created_at_unix,
  updated_at_unix: row.updated_at_unix,
  archived_at_unix: row.archived_at_unix,
});

/** What the audit log keeps of an item: its fields without id and times. */
function snapshot<T extends { id: number; created_at_unix: number; updated_at_unix: number }>(
  item: T,
) {
  const { id: _id, created_at_unix: _c, updated_at_unix: _u, ...rest } = item;
  return rest;
}

const canRead = (ctx: OrgContext) => can(ctx, 'projects.view');
const canWrite = (ctx: OrgContext) => can(ctx, 'projects.create');

/** Project groups (GET/POST/PATCH /orgs/{org_id}/project_groups): names unique among those in use. */
export class ProjectGroupsService extends ArchivableCatalogue<
  'project_groups',
  'name',
  ProjectGroup,
  ProjectGroupCreate,
  ProjectGroupPatch
> {
  constructor(db: Db) {
    super(
      db,
      new CatalogueRepository(db, {
        table: 'project_groups',
        keyColumn: 'name',
        searchColumns: ['name'],
      }),
      {
        auditEntity: 'project_group',
        texts: { ...PROJECT_GROUP_TEXT, keyTaken: PROJECT_GROUP_TEXT.nameTaken },
        canRead,
        canWrite,
        toItem: (row: CatalogueRow<'project_groups'>) => ({
          id: row.id,
          name: row.name,
          ...times(row),
        }),
        snapshot,
        insertColumns: (input) => ({ name: input.name }),
        updateColumns: (patch) => (patch.name !== undefined ? { name: patch.name } : {}),
      },
    );
  }
}

/**
 * Customers (GET/POST/PATCH /orgs/{org_id}/org_customers): names unique among those in use, a
 * search matches the name, the contact and the e-mail address.
 */
export class CustomersService extends ArchivableCatalogue<
  'customers',
  'name',
  Customer,
  CustomerCreate,
  CustomerPatch
> {
  constructor(db: Db) {
    super(
      db,
      new CatalogueRepository(db, {
        table: 'customers',
        keyColumn: 'name',
        searchColumns: ['name', 'contact_name', 'email'],
      }),
      {
        auditEntity: 'customer',
        texts: { ...CUSTOMER_TEXT, keyTaken: CUSTOMER_TEXT.nameTaken },
        canRead,
        canWrite,
        toItem: (row: CatalogueRow<'customers'>) => ({
          id: row.id,
          name: row.name,
          contact_name: row.contact_name,
          email: row.email,
          phone: row.phone,
          ...times(row),
        }),
        snapshot,
        insertColumns: (input) => ({
          name: input.name,
          contact_name: input.contact_name,
          email: input.email,
          phone: input.phone,
        }),
        updateColumns: (patch) => ({
          ...(patch.name !== undefined ? { name: patch.name } : {}),
          ...(patch.contact_name !== undefined ? { contact_name: patch.contact_name } : {}),
          ...(patch.email !== undefined ? { email: patch.email } : {}),
          ...(patch.phone !== undefined ? { phone: patch.phone } : {}),
        }),
      },
    );
  }
}
