import type { FastifyRequest } from 'fastify';
import type { AccessFlags, Actor } from '../../contract/access';
import type { TokenType } from '../../contract/auth';
import type { PlanFields } from '../../contract/plans';
import type { AuthContext } from '../modules/tokens/tokens.service';
import { AppError } from './app-error';
import { MESSAGES } from '../../contract/errors';

/**
 * The caller inside one organisation, as the org guard resolved it: the actor of contract/access
 * (role, effective permissions, provider-staff flag, employee record; null for provider staff
 * acting on another org), so `can(ctx, policy, target)` reads it as it is.
 */
export type OrgContext = Actor & {
  profileId: number;
  flags: AccessFlags;
  tokenType: TokenType;
  /** Read with the session check, so guards and hot reads need no query of their own. */
  snapshot?: OrgSnapshot;
};

/**
 * What an org-scoped request reads of its organisation with the session check (one query): the
 * plan fields the plan guard decides on (undefined: no such organisation), the versions of its
 * project list's cached pages, and its time zone and time-card version (migration 0015) that the
 * cached time-card summary is kept under. Read before the handler, so as fresh as a read of its
 * own.
 */
export type OrgSnapshot = {
  plan: PlanFields | undefined;
  projectListVersions: { list: number; rows: number };
  /** The organisation's IANA time zone (undefined: no such organisation). */
  timezone: string | undefined;
  timeCardVersion: number;
};

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    org: OrgContext | null;
  }
  interface FastifyContextConfig {
    /** Who may call the route: every /v1 route must say. */
    auth?: 'public' | 'private' | 'refresh';
    /** Read the GET /me cache key together with the session check (one query instead of two). */
    profileFingerprint?: boolean;
  }
}

export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError(401, MESSAGES.invalidToken);
  return request.auth;
}

export function orgOf(request: FastifyRequest): OrgContext {
  if (!request.org) throw new AppError(403, MESSAGES.forbidden);
  return request.org;
}
