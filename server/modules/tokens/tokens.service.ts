import { randomUUID } from 'node:crypto';
import type { TokenType, Tokens } from '../../../contract/auth';
import { MESSAGES } from '../../../contract/errors';
import { AppError } from '../../http/app-error';
import type { OrgSnapshot } from '../../http/context';
import { randomToken, sha256 } from '../../lib/secrets';
import { nowUnix } from '../../lib/time';
import { type AccessClaims, type AccessTokens, invalidToken } from './jwt';
import type { SessionsRepository } from './sessions.repository';

/** Who is calling, as the auth hook puts it on the request. */
export type AuthContext = {
  profileId: number;
  tokenType: TokenType;
  sessionId: string;
  actorProfileId: number | null;
  /** The GET /me cache key, read with the session check on routes that ask for it. */
  profileFingerprint?: string | null;
  /** On org-scoped routes: the caller's membership of the org in the path, read with the session. */
  orgMembership?: { orgId: number; row: OrgMembershipRow | undefined; snapshot: OrgSnapshot };
};

/** What the org guard needs of a membership. */
export type OrgMembershipRow = {
  id: number;
  role_id: number;
  staffing_status: string;
  is_saas_enabled: number;
};

/**
 * Sessions and tokens: a sign-in starts a session (the refresh-token family); access tokens carry
 * its id; refresh tokens rotate on every use and a reused one revokes the whole family.
 */
export class TokenService {
  constructor(
    private readonly sessions: SessionsRepository,
    private readonly access: AccessTokens,
    private readonly refreshTtlSeconds: number,
  ) {}

  get accessTtlSeconds(): number {
    return this.access.ttlSeconds;
  }

  async startSession(profileId: number): Promise<Tokens> {
    const now = nowUnix();
    const sid = randomUUID();
    await this.sessions.createSession({ id: sid, profileId, kind: 'login', now });
    const refresh_token = await this.#newRefreshToken(sid, now);
    const access_token = await this.access.sign({ profileId, typ: 'access', sid });
    return { access_token, refresh_token, expires_in: this.access.ttlSeconds };
  }

  /**
   * Verifies an access token and that its session is still open: every private request, one
   * indexed lookup. With `withFingerprint` the same query also reads the GET /me cache key.
   */
  /**
   * Checks an access token and its session. `orgId` (an org-scoped route's org) has the
   * caller's membership of it read in the same query, for the org guard.
   */
  async authenticate(
    token: string,
    withFingerprint = false,
    orgId: number | null = null,
  ): Promise<AuthContext> {
    const claims: AccessClaims = await this.access.verify(token);
    let fingerprint: string | null | undefined;
    let membership: AuthContext['orgMembership'];
    let state:
      { profile_id: number; revoked_at_unix: number | null; is_inactive: number } | undefined;
    if (orgId !== null && !withFingerprint) {
      const found = await this.sessions.sessionStateWithMembership(claims.sid, orgId);
      state = found;
      membership = found && { orgId, row: found.membership, snapshot: found.snapshot };
    } else if (withFingerprint) {
      const found = await this.sessions.sessionStateWithFingerprint(claims.sid);
      state = found;
      fingerprint = found?.fingerprint;
    } else {
      state = await this.sessions.sessionState(claims.sid);
    }
    if (!state || state.revoked_at_unix !== null || state.profile_id !== claims.profileId)
      throw invalidToken();
    if (state.is_inactive === 1) throw new AppError(403, MESSAGES.inactiveUser);
    const auth: AuthContext = {
      profileId: claims.profileId,
      tokenType: claims.typ,
      sessionId: claims.sid,
      actorProfileId: claims.actorProfileId,
    };
    if (fingerprint !== undefined) auth.profileFingerprint = fingerprint;
    if (membership) auth.orgMembership = membership;
    return auth;
  }

  /**
   * POST /me/refresh_token: the presented refresh token is used up and a new pair returned
   * (none presented: the token is invalid).
   */
  async rotate(
    refreshToken: string | null,
  ): Promise<{ token: string; refresh_token: string; expires_in: number }> {
    if (!refreshToken) throw invalidToken();
    const now = nowUnix();
    const row = await this.sessions.findRefreshToken(sha256(refreshToken));
    if (!row) throw invalidToken();
    if (row.used_at_unix !== null) {
      // A used token presented again means it was copied: end the whole family.
      await this.sessions.revokeSession(row.family_id, now);
      throw invalidToken();
    }
    if (
      row.revoked_at_unix !== null ||
      row.session_revoked_at_unix !== null ||
      row.expires_at_unix <= now
    ) {
      throw invalidToken();
    }
    if (!(await this.sessions.markUsed(row.id, now))) {
      await this.sessions.revokeSession(row.family_id, now);
      throw invalidToken();
    }
    const state = await this.sessions.sessionState(row.family_id);
    if (state?.is_inactive === 1) throw new AppError(403, MESSAGES.inactiveUser);
    const refresh_token = await this.#newRefreshToken(row.family_id, now);
    const token = await this.access.sign({
      profileId: row.profile_id,
      typ: 'access',
      sid: row.family_id,
    });
    return { token, refresh_token, expires_in: this.access.ttlSeconds };
  }

  async endSession(sessionId: string): Promise<void> {
    await this.sessions.revokeSession(sessionId, nowUnix());
  }

  async endOtherSessions(profileId: number, keepSessionId: string): Promise<void> {
    await this.sessions.revokeProfileSessions(profileId, nowUnix(), keepSessionId);
  }

  async endAllSessions(profileId: number): Promise<void> {
    await this.sessions.revokeProfileSessions(profileId, nowUnix());
  }

  /** An access token acting as another profile, in its own revocable session (no refresh). */
  async impersonate(actorProfileId: number, profileId: number, mode: 'read' | 'write') {
    const typ: TokenType = mode === 'read' ? 'impersonate-read' : 'impersonate-write';
    const sid = randomUUID();
    await this.sessions.createSession({
      id: sid,
      profileId,
      kind: typ,
      actorProfileId,
      now: nowUnix(),
    });
    const access_token = await this.access.sign({ profileId, typ, sid, actorProfileId });
    return { access_token, expires_in: this.access.ttlSeconds };
  }

  async #newRefreshToken(familyId: string, now: number): Promise<string> {
    const token = randomToken(32);
    await this.sessions.addRefreshToken({
      familyId,
      tokenHash: sha256(token),
      now,
      expiresAt: now + this.refreshTtlSeconds,
    });
    return token;
  }
}
