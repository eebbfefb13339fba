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
  type WcCodePatch,
} from '../../../contract/wc-codes';
import type { Db } from '../../db/connection';
import type { WcCodeTable } from './wc-codes.tables';
import { AppError, fieldError } from '../../http/app-error';
import type { OrgContext } from '../../http/context';
import { pageMeta } from '../../lib/page-meta';
import { readAudit, type AuditEntry } from '../../lib/audit';
import { ArchivableCatalogue } from '../../lib/catalogue/archivable-catalogue';
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

/** The columns of the fields a patch sends (the rate is stored in ten-thousandths). */
function updateColumns(patch: WcCodePatch): Updateable<WcCodeTable> {
  const values: Updateable<WcCodeTable> = {};
  if (patch.code !== undefined) values.code = patch.code;
  if (patch.name !== undefined) values.name = patch.name;
  if (patch.rate_per_100 !== undefined)
    values.rate_e4 = Math.round(patch.rate_per_100 * RATE_SCALE);
  if (patch.state !== undefined) values.state = patch.state;
  return values;
}

/**
 * Workers' compensation codes: read by administrators and managers (to choose them on pay
 * records), written by administrators; every change goes to the audit log, which the history
 * call lists. Archiving keeps the code on the pay records that name it; new records cannot
 * choose it. Unarchiving needs its code to be free.
 */
export class WcCodesService extends ArchivableCatalogue<
  'wc_codes',
  'code',
  WcCode,
  WcCodeCreate,
  WcCodePatch
> {
  constructor(db: Db, codes: WcCodesRepository) {
    super(db, codes, {
      auditEntity: AUDIT_ENTITY,
      texts: { ...WC_CODE_TEXT, keyTaken: WC_CODE_TEXT.codeTaken },
      canRead: canReadPaySettings,
      canWrite: canManagePaySettings,
      toItem: toWcCode,
      snapshot,
      insertColumns: (input) => ({
        code: input.code,
        name: input.name,
        rate_e4: Math.round(input.rate_per_100 * RATE_SCALE),
        state: input.state,
      }),
      updateColumns,
      checkCreate: (ctx, input) => checkState(codes, ctx, input.state),
      checkPatch: async (ctx, _before, patch) => {
        if (patch.state !== undefined) await checkState(codes, ctx, patch.state);
      },
    });
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
}

/** A state, when given, is one of the organisation's country. */
async function checkState(codes: WcCodesRepository, ctx: OrgContext, state: string | null) {
  if (state === null) return;
  const country = await codes.countryOf(ctx.orgId);
  if (!country || !STATES[country]?.has(state)) throw fieldError('state', MESSAGES.invalidState);
}
