import type { Expression, Insertable, SqlBool, Updateable } from 'kysely';
import type { CatalogueListQuery } from '../../../contract/catalogue';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/schema';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { pageMeta } from '../page-meta';
import { nowUnix } from '../time';
import { writeAudit } from '../audit';
import type { CatalogueRepository, CatalogueRow, CatalogueTableName } from './catalogue-repository';

/** What every catalogue item has, whatever else its feature gives it. */
export type CatalogueItem = { id: number; archived_at_unix: number | null };

/** What a catalogue's PATCH takes beyond the feature's fields: the key, and archiving. */
export type CataloguePatch<K extends string> = Partial<Record<K, string>> & {
  is_archived?: boolean | undefined;
};

/** The messages of a catalogue's answers. */
export type CatalogueTexts = {
  created: string;
  updated: string;
  archived: string;
  unarchived: string;
  /** The key field's hint when another item in use has the key. */
  keyTaken: string;
};

/** Columns the catalogue sets on every new row; the feature gives the others. */
type SharedColumns = 'org_id' | 'created_at_unix' | 'updated_at_unix' | 'archived_at_unix';

/** How a feature configures its catalogue: texts, permissions, and its own columns and checks. */
export type CatalogueConfig<T extends CatalogueTableName, Item, Create, Patch> = {
  /** The audit_log entity of the items' changes. */
  auditEntity: string;
  texts: CatalogueTexts;
  /** Who may list the items. */
  canRead: (ctx: OrgContext) => boolean;
  /** Who may create, edit, archive and unarchive them. */
  canWrite: (ctx: OrgContext) => boolean;
  toItem: (row: CatalogueRow<T>) => Item;
  /** What the audit log keeps of an item (the before and after of each change). */
  snapshot: (item: Item) => unknown;
  /** The feature's columns of a new row. */
  insertColumns: (input: Create) => Omit<Insertable<Database[T]>, SharedColumns>;
  /** The feature's columns a change writes: only those of the fields sent. */
  updateColumns: (patch: Patch) => Updateable<Database[T]>;
  /** The feature's own checks of a new item (those zod cannot make), before its key's. */
  checkCreate?: (ctx: OrgContext, input: Create) => Promise<void>;
  /** The feature's own checks of a change against the stored item, before its key's. */
  checkPatch?: (ctx: OrgContext, before: Item, patch: Patch) => Promise<void>;
  /**
   * Writes the feature's rows of other tables (a cost code's projects) in the transaction of a
   * create or a change, before the audit log reads the item back.
   */
  writeLinks?: (db: Db, id: number, input: Create | Patch, isNew: boolean) => Promise<void>;
  /** Adds what other tables hold to items read from the table (a cost code's projects). */
  withLinks?: (db: Db, items: Item[]) => Promise<Item[]>;
};

/**
 * An archivable catalogue of an organisation (overtime rules, workers' compensation codes):
 * a paged list with search and the archived switch, create, edit, archive and unarchive. The
 * key (a rule's name, a code's code) is unique among the items in use, whatever its case; an
 * archived item's key is free, so unarchiving needs it free again. Archiving keeps the item on
 * the records that name it; new records cannot choose it. Every change goes to the audit log.
 */
export class ArchivableCatalogue<
  T extends CatalogueTableName,
  K extends string & keyof Database[T],
  Item extends CatalogueItem & Record<K, string>,
  Create extends Record<K, string>,
  Patch extends CataloguePatch<K>,
> {
  constructor(
    protected readonly db: Db,
    protected readonly repository: CatalogueRepository<T, K>,
    private readonly config: CatalogueConfig<T, Item, Create, Patch>,
  ) {}

  /** GET /orgs/{org_id}/<catalogue>; `where` narrows it further (a condition on `t`). */
  async list(
    ctx: OrgContext,
    query: CatalogueListQuery,
    where?: Expression<SqlBool>,
  ): Promise<Page<Item>> {
    if (!this.config.canRead(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.repository.list({
      orgId: ctx.orgId,
      archived: query.is_archived,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
      where,
    });
    const data = await this.#withLinks(this.db, rows.map(this.config.toItem));
    return { data, meta: pageMeta(query, total, rows.length) };
  }

  /** POST /orgs/{org_id}/<catalogue>. */
  async create(ctx: OrgContext, input: Create) {
    if (!this.config.canWrite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    await this.config.checkCreate?.(ctx, input);
    const key = input[this.repository.keyColumn];
    if (await this.repository.keyTaken(this.db, ctx.orgId, key, null)) throw this.#keyTaken();
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const row = {
        ...this.config.insertColumns(input),
        org_id: ctx.orgId,
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: null,
      };
      // The feature's columns and the shared ones make the whole row; TypeScript cannot see it
      // through the generic table.
      const itemId = await this.repository.insert(db, row as unknown as Insertable<Database[T]>);
      await this.config.writeLinks?.(db, itemId, input, true);
      const created = await this.#find(db, ctx.orgId, itemId);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: this.config.auditEntity,
        entityId: itemId,
        action: 'create',
        after: this.config.snapshot(created!),
      });
      return itemId;
    });
    return { data: await this.#one(ctx.orgId, id), message: this.config.texts.created };
  }

  /** PATCH /orgs/{org_id}/<catalogue>/{id}: only the fields sent change; is_archived too. */
  async update(ctx: OrgContext, id: number, patch: Patch) {
    if (!this.config.canWrite(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const before = await this.#one(ctx.orgId, id);
    await this.config.checkPatch?.(ctx, before, patch);
    const keyColumn = this.repository.keyColumn;
    const wasArchived = before.archived_at_unix !== null;
    const isArchived = patch.is_archived ?? wasArchived;
    const key = patch[keyColumn] ?? before[keyColumn];
    if (
      !isArchived &&
      (patch[keyColumn] !== undefined || wasArchived) &&
      (await this.repository.keyTaken(this.db, ctx.orgId, key, id))
    )
      throw this.#keyTaken();

    const now = nowUnix();
    const values = {
      ...this.config.updateColumns(patch),
      updated_at_unix: now,
      ...(isArchived !== wasArchived ? { archived_at_unix: isArchived ? now : null } : {}),
    };

    await this.#write(async (db) => {
      await this.repository.update(db, ctx.orgId, id, values);
      await this.config.writeLinks?.(db, id, patch, false);
      const changed = await this.#find(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: this.config.auditEntity,
        entityId: id,
        action: isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive',
        before: this.config.snapshot(before),
        after: this.config.snapshot(changed!),
      });
    });
    const { texts } = this.config;
    const message =
      isArchived === wasArchived ? texts.updated : isArchived ? texts.archived : texts.unarchived;
    return { data: await this.#one(ctx.orgId, id), message };
  }

  #keyTaken() {
    return fieldError(this.repository.keyColumn, this.config.texts.keyTaken);
  }

  async #one(orgId: number, id: number): Promise<Item> {
    const item = await this.#find(this.db, orgId, id);
    if (!item) throw new AppError(404, MESSAGES.notFound);
    return item;
  }

  async #find(db: Db, orgId: number, id: number): Promise<Item | undefined> {
    const row = await this.repository.find(db, orgId, id);
    return row ? (await this.#withLinks(db, [this.config.toItem(row)]))[0] : undefined;
  }

  async #withLinks(db: Db, items: Item[]): Promise<Item[]> {
    return this.config.withLinks && items.length > 0 ? this.config.withLinks(db, items) : items;
  }

  /** A write in a transaction; two items racing for one key meet the unique index. */
  async #write<R>(work: (db: Db) => Promise<R>): Promise<R> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw this.#keyTaken();
      throw error;
    }
  }
}
