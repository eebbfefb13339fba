import type { Db } from '../../db/connection';
import { param, prepare } from '../../db/prepared';
import { profileFingerprint, withProfileVersions } from '../../lib/profile-fingerprint';
import type { OrgSnapshot } from '../../http/context';
import { planFieldsOf } from '../../lib/plan-fields';

/**
 * The session check of a GET /me request, also reading the versions its answer is cached under:
 * a cached /me costs this one query. The API benchmark's ceiling runs the same SQL through the
 * same driver (bench/bare-db-server.mjs).
 */
export function sessionWithFingerprintQuery(db: Db) {
  return db
    .selectFrom('auth_sessions as s')
    .innerJoin('profiles as p', 'p.id', 's.profile_id')
    .select(['s.profile_id', 's.revoked_at_unix', 's.kind', 'p.is_inactive'])
    .$call(withProfileVersions)
    .where('s.id', '=', param<string>('sid'));
}

/** Sign-in sessions (refresh-token families) and their refresh tokens. */
export class SessionsRepository {
  readonly #sessionState;
  readonly #sessionWithFingerprint;
  readonly #sessionWithMembership;

  constructor(private readonly db: Db) {
    this.#sessionState = prepare(
      db,
      db
        .selectFrom('auth_sessions as s')
        .innerJoin('profiles as p', 'p.id', 's.profile_id')
        .select(['s.profile_id', 's.revoked_at_unix', 's.kind', 'p.is_inactive'])
        .where('s.id', '=', param<string>('sid')),
      ['sid'],
    );
    // The same check, the caller's membership of an organisation, the organisation's plan (for
    // the plan guard), its project list's versions (for the cached list pages) and its time zone
    // and time-card version (for the cached time-card summary): org-scoped
    // requests make one round trip to the database before their handler, not three.
    this.#sessionWithMembership = prepare(
      db,
      db
        .selectFrom('auth_sessions as s')
        .innerJoin('profiles as p', 'p.id', 's.profile_id')
        .leftJoin('employees as m', (join) =>
          join.onRef('m.profile_id', '=', 's.profile_id').on('m.org_id', '=', param('orgId')),
        )
        .leftJoin('organisations as o', (join) => join.on('o.id', '=', param('orgId')))
        .leftJoin('product_plans as pp', 'pp.id', 'o.plan_id')
        .leftJoin('org_project_versions as pv', (join) => join.on('pv.org_id', '=', param('orgId')))
        .leftJoin('org_time_card_versions as tv', (join) =>
          join.on('tv.org_id', '=', param('orgId')),
        )
        .select([
          's.profile_id',
          's.revoked_at_unix',
          's.kind',
          'p.is_inactive',
          'm.id as member_id',
          'm.role_id as member_role_id',
          'm.staffing_status as member_staffing_status',
          'm.is_saas_enabled as member_is_saas_enabled',
          'o.id as org_row_id',
          'pp.tier as plan_tier',
          'o.wfm_feature_state',
          'o.wfm_trial_expiry_unix',
          'o.tt_feature_state',
          'o.tt_trial_expiry_unix',
          'pv.list_version as project_list_version',
          'pv.rows_version as project_rows_version',
          'o.timezone as org_timezone',
          'tv.version as time_card_version',
        ])
        .where('s.id', '=', param<string>('sid')),
      ['sid', 'orgId'],
    );
    // The same check, also reading the versions GET /me is cached under: one query for a cached /me.
    this.#sessionWithFingerprint = prepare(db, sessionWithFingerprintQuery(db), ['sid']);
  }

  /** The session check plus the profile's GET /me fingerprint. */
  async sessionStateWithFingerprint(sessionId: string) {
    const rows = await this.#sessionWithFingerprint({ sid: sessionId });
    const first = rows[0];
    return first ? { ...first, fingerprint: profileFingerprint(rows) } : undefined;
  }

  async createSession(input: {
    id: string;
    profileId: number;
    kind: string;
    actorProfileId?: number | null;
    now: number;
  }) {
    await this.db
      .insertInto('auth_sessions')
      .values({
        id: input.id,
        profile_id: input.profileId,
        kind: input.kind,
        actor_profile_id: input.actorProfileId ?? null,
        created_at_unix: input.now,
        revoked_at_unix: null,
      })
      .execute();
  }

  /**
   * The session check with the profile's membership of the organisation (if any), and what the
   * organisation's requests read of it before their handler (see OrgSnapshot).
   */
  async sessionStateWithMembership(sessionId: string, orgId: number) {
    const row = (await this.#sessionWithMembership({ sid: sessionId, orgId }))[0];
    if (!row) return undefined;
    const snapshot: OrgSnapshot = {
      plan:
        row.org_row_id === null
          ? undefined
          : planFieldsOf({
              plan_tier: row.plan_tier,
              wfm_feature_state: row.wfm_feature_state!,
              wfm_trial_expiry_unix: row.wfm_trial_expiry_unix,
              tt_feature_state: row.tt_feature_state!,
              tt_trial_expiry_unix: row.tt_trial_expiry_unix,
            }),
      projectListVersions: {
        list: row.project_list_version ?? 0,
        rows: row.project_rows_version ?? 0,
      },
      timezone: row.org_timezone ?? undefined,
      timeCardVersion: row.time_card_version ?? 0,
    };
    const membership =
      row.member_id === null
        ? undefined
        : {
            id: row.member_id,
            role_id: row.member_role_id!,
            staffing_status: row.member_staffing_status!,
            is_saas_enabled: row.member_is_saas_enabled!,
          };
    return { ...row, membership, snapshot };
  }

  /** The per-request check: one primary-key lookup, joined to the profile's inactive mark. */
  async sessionState(sessionId: string) {
    return (await this.#sessionState({ sid: sessionId }))[0];
  }

  async addRefreshToken(input: {
    familyId: string;
    tokenHash: string;
    now: number;
    expiresAt: number;
  }) {
    await this.db
      .insertInto('refresh_tokens')
      .values({
        family_id: input.familyId,
        token_hash: input.tokenHash,
        created_at_unix: input.now,
        expires_at_unix: input.expiresAt,
        used_at_unix: null,
        revoked_at_unix: null,
      })
      .execute();
  }

  async findRefreshToken(tokenHash: string) {
    return this.db
      .selectFrom('refresh_tokens as r')
      .innerJoin('auth_sessions as s', 's.id', 'r.family_id')
      .select([
        'r.id',
        'r.family_id',
        'r.expires_at_unix',
        'r.used_at_unix',
        'r.revoked_at_unix',
        's.profile_id',
        's.revoked_at_unix as session_revoked_at_unix',
      ])
      .where('r.token_hash', '=', tokenHash)
      .executeTakeFirst();
  }

  /** Marks a refresh token used; false when another request used it first. */
  async markUsed(id: number, now: number): Promise<boolean> {
    const result = await this.db
      .updateTable('refresh_tokens')
      .set({ used_at_unix: now })
      .where('id', '=', id)
      .where('used_at_unix', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async revokeSession(sessionId: string, now: number) {
    await this.db
      .updateTable('auth_sessions')
      .set({ revoked_at_unix: now })
      .where('id', '=', sessionId)
      .where('revoked_at_unix', 'is', null)
      .execute();
    await this.db
      .updateTable('refresh_tokens')
      .set({ revoked_at_unix: now })
      .where('family_id', '=', sessionId)
      .where('revoked_at_unix', 'is', null)
      .execute();
  }

  /** Ends every session of a profile, except `keep` when given (the caller's own). */
  async revokeProfileSessions(profileId: number, now: number, keep?: string) {
    let query = this.db
      .updateTable('auth_sessions')
      .set({ revoked_at_unix: now })
      .where('profile_id', '=', profileId)
      .where('revoked_at_unix', 'is', null);
    if (keep) query = query.where('id', '<>', keep);
    await query.execute();
  }
}
