import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { flagsOf, isManagerRole } from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import { effectivePermissions, isProviderRole } from '../modules/membership/permissions';
import type { MembershipRepository } from '../modules/membership/membership.repository';
import type { TokenService } from '../modules/tokens/tokens.service';
import { AppError } from './app-error';
import { bearerToken } from './bearer';
import { invalidToken } from '../modules/tokens/jwt';

/** Every /v1/orgs/:org_id route, and everything under it, is org-scoped. */
export const ORG_SCOPED_PATH = /^\/v1\/orgs\/:org_id(\/|$)/;

/** The only write a read-only impersonation may make: ending itself. */
const READ_ONLY_ALLOWED = new Set(['/v1/me/logout']);

export function createAuthenticate(tokens: TokenService): onRequestAsyncHookHandler {
  return async function authenticate(request) {
    const token = bearerToken(request);
    if (!token) throw invalidToken();
    const orgScoped = ORG_SCOPED_PATH.test(request.routeOptions.url ?? '');
    const auth = await tokens.authenticate(
      token,
      request.routeOptions.config.profileFingerprint === true,
      orgScoped ? orgIdParam(request) : null,
    );
    if (
      auth.tokenType === 'impersonate-read' &&
      request.method !== 'GET' &&
      request.method !== 'HEAD' &&
      !READ_ONLY_ALLOWED.has(request.routeOptions.url ?? '')
    ) {
      throw new AppError(403, MESSAGES.readOnlySession);
    }
    request.auth = auth;
  };
}

function orgIdParam(request: FastifyRequest): number | null {
  const raw = (request.params as Record<string, string | undefined>).org_id;
  if (raw === undefined || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/**
 * Multi-tenancy in one place: the caller must hold an active membership of the org in the path,
 * or be provider staff (who may act on any existing org). The resolved role, permissions and
 * flags go on `request.org` for the handlers.
 */
export function createOrgGuard(memberships: MembershipRepository): onRequestAsyncHookHandler {
  return async function orgGuard(request) {
    const auth = request.auth;
    if (!auth) throw invalidToken();
    const orgId = orgIdParam(request);
    if (orgId === null) return; // not a number: schema validation answers 400 next
    const membership =
      auth.orgMembership?.orgId === orgId
        ? auth.orgMembership.row
        : await memberships.findMembership(orgId, auth.profileId);
    if (membership && membership.staffing_status === 'active' && membership.is_saas_enabled === 1) {
      // Only managers have variable permissions, so only they need the override lookup.
      const overrides = isManagerRole(membership.role_id)
        ? await memberships.overrides(orgId, membership.id)
        : [];
      const permissions = effectivePermissions(membership.role_id, overrides);
      const actor = { orgId, roleId: membership.role_id, permissions };
      request.org = {
        profileId: auth.profileId,
        orgId,
        employeeId: membership.id,
        roleId: membership.role_id,
        permissions,
        flags: flagsOf(actor),
        tokenType: auth.tokenType,
        isProviderStaff: orgId === 0 && isProviderRole(membership.role_id),
      };
      return;
    }
    const providerRole = await memberships.providerRole(auth.profileId);
    if (providerRole !== undefined) {
      if (!(await memberships.orgExists(orgId))) throw new AppError(404, MESSAGES.orgNotFound);
      const permissions = effectivePermissions(providerRole);
      request.org = {
        profileId: auth.profileId,
        orgId,
        employeeId: membership?.id ?? null,
        roleId: providerRole,
        permissions,
        flags: flagsOf({ orgId: 0, roleId: providerRole, permissions }),
        tokenType: auth.tokenType,
        isProviderStaff: true,
      };
      return;
    }
    if (membership && membership.staffing_status === 'saas_disabled') {
      throw new AppError(403, MESSAGES.membershipDeactivated);
    }
    throw new AppError(403, orgId === 0 ? MESSAGES.org0Forbidden : MESSAGES.notOrgMember);
  };
}

/**
 * Attaches the guards to every /v1 route as it is registered, so no route can forget them:
 * a route without an auth kind fails at start-up, private routes get authentication, and
 * org-scoped paths get the org guard after it.
 */
export function installGuards(
  app: FastifyInstance,
  authenticate: onRequestAsyncHookHandler,
  orgGuard: onRequestAsyncHookHandler,
) {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/v1/')) return;
    const kind = options.config?.auth;
    if (!kind)
      throw new Error(
        `Route ${String(options.method)} ${options.url} does not declare who may call it`,
      );
    const isOrgScoped = ORG_SCOPED_PATH.test(options.url);
    if (isOrgScoped && kind !== 'private')
      throw new Error(`Org-scoped route ${options.url} must be private`);
    const guards: onRequestAsyncHookHandler[] = [];
    if (kind === 'private') guards.push(authenticate);
    if (isOrgScoped) guards.push(orgGuard);
    if (!guards.length) return;
    const existing = options.onRequest
      ? Array.isArray(options.onRequest)
        ? options.onRequest
        : [options.onRequest]
      : [];
    // Rate limits (already in `existing`) run first, then the guards.
    options.onRequest = [...existing, ...guards] as typeof options.onRequest;
  });
}
