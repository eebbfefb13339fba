import type { Updateable } from 'kysely';
import { MESSAGES } from '../../../contract/errors';
import type { Page } from '../../../contract/pagination';
import { AU_STATES, US_STATES } from '../../../contract/reference';
import {
  WC_CODE_TEXT,
  WC_RATE_DECIMALS,
  type WcCode,
  type WcCodeAction,
  type WcCodeCreate,
  type WcCodeHistoryEntry,
  type WcCodeHistoryQuery,
  type WcCodeListQuery,
  type WcCodePatch,
} from '../../../contract/wc-codes';
import type { Db } from '../../db/connection';
import { isUniqueViolation } from '../../db/errors';
import type { WcCodeTable } from '../../db/schema';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { nowUnix } from '../../lib/time';
import { readAudit, writeAudit, type AuditEntry } from '../audit/audit';
import { canManagePaySettings, canReadPaySettings } from '../compensation/compensation-access';
import type { WcCodeRow, WcCodesRepository } from './wc-codes.repository';

const RATE_SCALE = 10 ** WC_RATE_DECIMALS;
const STATES: Record<string, Set<string>> = {
  us: new Set(US_STATES.map((state) => state.abbreviation)),
  au: new Set(AU_STATES.map((state) => state.abbreviation)),
};
const AUDIT_ENTITY = 'wc_code';
const ACTIONS: Record<string, WcCodeAction> = {
  create: 'created',
  update: 'updated',
  archive: 'archived',
  unarchive: 'unarchived',
};

export function toWcCode(row: WcCodeRow): WcCode {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    rate_per_100: row.rate_e4 / RATE_SCALE,
    state: row.state,
    created_at_unix: row.created_at_unix,
    updated_at_unix: row.updated_at_unix,
    archived_at_unix: row.archived_at_unix,
  };
}

/** What the audit log keeps of a code, and what the history compares. */
type Snapshot = {
  code: string;
  name: string | null;
  rate_per_100: number;
  state: string | null;
  is_archived: boolean;
};
function snapshot(code: WcCode): Snapshot {
  return {
    code: code.code,
    name: code.name,
    rate_per_100: code.rate_per_100,
    state: code.state,
    is_archived: code.archived_at_unix !== null,
  };
}

type HistoryValue = string | number | boolean | null;

function parseSnapshot(json: string | null): Partial<Record<keyof Snapshot, HistoryValue>> | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as Partial<Record<keyof Snapshot, HistoryValue>>;
  } catch {
    return null;
  }
}

/** An audit row as a history entry: each field whose value differs, before and after. */
export function toHistoryEntry(row: AuditEntry): WcCodeHistoryEntry {
  const before = parseSnapshot(row.before_json);
  const after = parseSnapshot(row.after_json);
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changes = fields
    .map((field) => ({
      field,
      before: before?.[field as keyof Snapshot] ?? null,
      after: after?.[field as keyof Snapshot] ?? null,
    }))
    .filter((change) => change.before !== change.after);
  const code = after?.code ?? before?.code;
  return {
    id: row.id,
    wc_code_id: row.entity_id ?? 0,
    code: typeof code === 'string' ? code : '',
    action: ACTIONS[row.action] ?? 'updated',
    changed_by:
      row.actor_profile_id !== null && row.actor_name !== null
        ? { profile_id: row.actor_profile_id, display_name: row.actor_name }
        : null,
    changed_at_unix: row.at_unix,
    changes,
  };
}

const codeTaken = () => fieldError('code', WC_CODE_TEXT.codeTaken);

/**
 * Workers' compensation codes: read by administrators and managers (to choose them on pay
 * records), written by administrators; every change goes to the audit log, which the history
 * call lists.
 */
export class WcCodesService {
  constructor(
    private readonly db: Db,
    private readonly codes: WcCodesRepository,
  ) {}

  /** GET /orgs/{org_id}/wc_codes. */
  async list(ctx: OrgContext, query: WcCodeListQuery): Promise<Page<WcCode>> {
    if (!canReadPaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await this.codes.list({
      orgId: ctx.orgId,
      archived: query.is_archived,
      search: query.search || undefined,
      page: query.page,
      limit: query.limit,
    });
    return {
      data: rows.map(toWcCode),
      meta: pageMeta(query, total, rows.length),
    };
  }

  /** GET /orgs/{org_id}/wc_codes/history: who changed which code when, newest first. */
  async history(ctx: OrgContext, query: WcCodeHistoryQuery): Promise<Page<WcCodeHistoryEntry>> {
    if (!canManagePaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const { total, rows } = await readAudit(this.db, {
      orgId: ctx.orgId,
      entity: AUDIT_ENTITY,
      ...(query.wc_code_id !== undefined ? { entityId: query.wc_code_id } : {}),
      page: query.page,
      limit: query.limit,
    });
    return { data: rows.map(toHistoryEntry), meta: pageMeta(query, total, rows.length) };
  }

  /** POST /orgs/{org_id}/wc_codes. */
  async create(ctx: OrgContext, input: WcCodeCreate) {
    if (!canManagePaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    await this.#checkState(ctx, input.state);
    if (await this.codes.codeTaken(this.db, ctx.orgId, input.code, null)) throw codeTaken();
    const now = nowUnix();
    const id = await this.#write(async (db) => {
      const codeId = await this.codes.insert(db, {
        org_id: ctx.orgId,
        code: input.code,
        name: input.name,
        rate_e4: Math.round(input.rate_per_100 * RATE_SCALE),
        state: input.state,
        created_at_unix: now,
        updated_at_unix: now,
        archived_at_unix: null,
      });
      const created = await this.codes.find(db, ctx.orgId, codeId);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: codeId,
        action: 'create',
        after: snapshot(toWcCode(created!)),
      });
      return codeId;
    });
    return { data: await this.#one(ctx.orgId, id), message: WC_CODE_TEXT.created };
  }

  /**
   * PATCH /orgs/{org_id}/wc_codes/{wc_code_id}. Archiving keeps the code on the pay records that
   * name it; new records cannot choose it. Unarchiving needs its code to be free.
   */
  async update(ctx: OrgContext, id: number, patch: WcCodePatch) {
    if (!canManagePaySettings(ctx)) throw new AppError(403, MESSAGES.forbidden);
    const before = await this.#one(ctx.orgId, id);
    if (patch.state !== undefined) await this.#checkState(ctx, patch.state);
    const wasArchived = before.archived_at_unix !== null;
    const isArchived = patch.is_archived ?? wasArchived;
    const code = patch.code ?? before.code;
    if (
      !isArchived &&
      (patch.code !== undefined || wasArchived) &&
      (await this.codes.codeTaken(this.db, ctx.orgId, code, id))
    )
      throw codeTaken();

    const now = nowUnix();
    const values: Updateable<WcCodeTable> = { updated_at_unix: now };
    if (patch.code !== undefined) values.code = patch.code;
    if (patch.name !== undefined) values.name = patch.name;
    if (patch.rate_per_100 !== undefined)
      values.rate_e4 = Math.round(patch.rate_per_100 * RATE_SCALE);
    if (patch.state !== undefined) values.state = patch.state;
    if (isArchived !== wasArchived) values.archived_at_unix = isArchived ? now : null;

    await this.#write(async (db) => {
      await this.codes.update(db, ctx.orgId, id, values);
      const changed = await this.codes.find(db, ctx.orgId, id);
      await writeAudit(db, {
        actorProfileId: ctx.profileId,
        orgId: ctx.orgId,
        entity: AUDIT_ENTITY,
        entityId: id,
        action: isArchived === wasArchived ? 'update' : isArchived ? 'archive' : 'unarchive',
        before: snapshot(before),
        after: snapshot(toWcCode(changed!)),
      });
    });
    const message =
      isArchived === wasArchived
        ? WC_CODE_TEXT.updated
        : isArchived
          ? WC_CODE_TEXT.archived
          : WC_CODE_TEXT.unarchived;
    return { data: await this.#one(ctx.orgId, id), message };
  }

  /** A state, when given, is one of the organisation's country. */
  async #checkState(ctx: OrgContext, state: string | null) {
    if (state === null) return;
    const country = await this.codes.countryOf(ctx.orgId);
    if (!country || !STATES[country]?.has(state)) throw fieldError('state', MESSAGES.invalidState);
  }

  async #one(orgId: number, id: number): Promise<WcCode> {
    const row = await this.codes.find(this.db, orgId, id);
    if (!row) throw new AppError(404, MESSAGES.notFound);
    return toWcCode(row);
  }

  /** A write in a transaction; two codes racing for one code meet the unique index. */
  async #write<T>(work: (db: Db) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction().execute((trx) => work(trx as unknown as Db));
    } catch (error) {
      if (isUniqueViolation(error)) throw codeTaken();
      throw error;
    }
  }
}

function pageMeta(query: { page: number; limit: number }, total: number, count: number) {
  return {
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.limit)),
    total,
    per_page: query.limit,
    to: (query.page - 1) * query.limit + count,
  };
}
