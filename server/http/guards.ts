import type {
  FastifyInstance,
  FastifyRequest,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
} from 'fastify';
import {
  can,
  effectivePermissions,
  flagsOf,
  isManagerRole,
  isProviderRole,
  type PolicyId,
} from '../../contract/access';
import { routes, type RouteName } from '../../contract/api-routes';
import { MESSAGES } from '../../contract/errors';
import {
  PROVIDER_KINDS,
  ROUTE_ACCESS,
  allowedKinds,
  featureOf,
  policyOf,
  roleKindOf,
  type RoleKind,
} from '../../contract/route-access';
import { featureAllowed, type FeatureKey } from '../../contract/plans';
import type { Db } from '../db/connection';
import type { MembershipRepository } from '../modules/membership/membership.repository';
import type { TokenService } from '../modules/tokens/tokens.service';
import { AppError } from './app-error';
import { bearerToken } from './bearer';
import { invalidToken } from '../modules/tokens/jwt';
import { toFastifyPath } from './route';

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
    const read = auth.orgMembership?.orgId === orgId ? auth.orgMembership : undefined;
    const membership = read ? read.row : await memberships.findMembership(orgId, auth.profileId);
    const snapshot = read && { snapshot: read.snapshot };
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
        ...snapshot,
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
        ...snapshot,
      };
      return;
    }
    if (membership && membership.staffing_status === 'saas_disabled') {
      throw new AppError(403, MESSAGES.membershipDeactivated);
    }
    throw new AppError(403, orgId === 0 ? MESSAGES.org0Forbidden : MESSAGES.notOrgMember);
  };
}

/** The contract's route names by "METHOD /v1/fastify/:path", to find a registered route's declaration. */
const ROUTE_NAMES = new Map(
  (Object.entries(routes) as Array<[RouteName, (typeof routes)[RouteName]]>).map(
    ([name, route]) => [`${route.method} ${toFastifyPath(route.path)}`, name],
  ),
);

/**
 * The role kinds a person holds anywhere, for the declared roles of calls outside one
 * organisation (creating one, the provider's admin calls): active memberships, provider kinds
 * only from org 0 (as the provider-staff lookup reads them).
 */
export type KindsAnywhere = (profileId: number) => Promise<ReadonlySet<RoleKind>>;

export function createKindsAnywhere(db: Db): KindsAnywhere {
  return async (profileId) => {
    const rows = await db
      .selectFrom('employees')
      .select(['org_id', 'role_id'])
      .where('profile_id', '=', profileId)
      .where('staffing_status', '=', 'active')
      .execute();
    const kinds = new Set<RoleKind>();
    for (const row of rows) {
      const kind = roleKindOf(row.role_id);
      if (kind && PROVIDER_KINDS.includes(kind) === (row.org_id === 0)) kinds.add(kind);
    }
    return kinds;
  };
}

/**
 * The declaration of an org-scoped call, checked after the org guard resolved the caller there:
 * their role kind, and the route's policy with their effective permissions (request.org is the
 * actor contract/access reads), so services keep only their row-level checks. A callback hook,
 * not an async one: it runs on every org-scoped request and needs no I/O.
 */
function requireOrgAccess(
  kinds: readonly RoleKind[],
  policy: PolicyId | undefined,
): onRequestHookHandler {
  const allowed = new Set(kinds);
  return function orgAccessGuard(request, _reply, done) {
    // No org context: the org id is not a number, and schema validation answers 400 next.
    const org = request.org;
    if (!org) return done();
    const kind = roleKindOf(org.roleId);
    if (!kind || !allowed.has(kind) || (policy && !can(org, policy)))
      return done(new AppError(403, MESSAGES.forbidden));
    done();
  };
}

/**
 * A call a plan tier locks (contract/route-access.ts `feature`): refused for an organisation
 * whose effective tier lacks the feature, whoever calls, so the upgrade prompt in the app is
 * never the only gate. Runs after the org guard (request.org names the organisation).
 */
export type PlanGuard = (feature: FeatureKey) => onRequestAsyncHookHandler;

export function createPlanGuard(memberships: MembershipRepository): PlanGuard {
  return (feature) =>
    async function planGuard(request) {
      const org = request.org;
      if (!org) return;
      const plan = org.snapshot ? org.snapshot.plan : await memberships.planFields(org.orgId);
      if (!featureAllowed(plan, feature)) throw new AppError(403, MESSAGES.featureNotInPlan);
    };
}

/**
 * The declared roles of a call outside one organisation: a role held in any of them. A policy
 * named there is checked through the kinds it admits: the policies such calls name depend on the
 * role alone (contract/route-access.test.ts checks it).
 */
function requireRoleAnywhere(
  kinds: readonly RoleKind[],
  kindsAnywhere: KindsAnywhere,
): onRequestAsyncHookHandler {
  const staffOnly = kinds.every((kind) => PROVIDER_KINDS.includes(kind));
  return async function roleGuard(request) {
    const held = await kindsAnywhere(request.auth?.profileId ?? 0);
    if (kinds.some((kind) => held.has(kind))) return;
    const isStaff = PROVIDER_KINDS.some((kind) => held.has(kind));
    throw new AppError(
      403,
      staffOnly && !isStaff ? MESSAGES.providerStaffOnly : MESSAGES.forbidden,
    );
  };
}

/**
 * Attaches the guards to every /v1 route as it is registered, so no route can forget them:
 * a route without an auth kind fails at start-up, and so does a private route whose callers
 * contract/route-access.ts does not declare (or declares with another auth kind). Private routes
 * get authentication, org-scoped paths the org guard after it, then the declared roles or policy.
 */
export function installGuards(
  app: FastifyInstance,
  authenticate: onRequestAsyncHookHandler,
  orgGuard: onRequestAsyncHookHandler,
  kindsAnywhere: KindsAnywhere,
  planGuard: PlanGuard,
) {
  app.addHook('onRoute', (options) => {
    if (!options.url.startsWith('/v1/')) return;
    const kind = options.config?.auth;
    if (!kind)
      throw new Error(
        `Route ${String(options.method)} ${options.url} does not declare who may call it`,
      );
    // A GET's automatic HEAD twin has the GET's callers.
    const method = String(options.method) === 'HEAD' ? 'GET' : String(options.method);
    const name = ROUTE_NAMES.get(`${method} ${options.url}`);
    const access = name ? ROUTE_ACCESS[name] : undefined;
    // Only the public API description itself lives outside the contract's tables.
    if (access ? access.auth !== kind : kind !== 'public')
      throw new Error(
        `Route ${String(options.method)} ${options.url} is ${kind} but contract/route-access.ts declares ${access?.auth ?? 'nothing'}`,
      );
    const isOrgScoped = ORG_SCOPED_PATH.test(options.url);
    if (isOrgScoped && kind !== 'private')
      throw new Error(`Org-scoped route ${options.url} must be private`);
    const guards: Array<onRequestAsyncHookHandler | onRequestHookHandler> = [];
    if (kind === 'private') guards.push(authenticate);
    if (isOrgScoped) guards.push(orgGuard);
    // Every signed-in caller (`anyone`) needs no check beyond authentication.
    const isRestricted =
      access?.auth === 'private' && !('roles' in access && access.roles === 'anyone');
    const kinds = name && isRestricted ? allowedKinds(name) : undefined;
    const policy = name ? policyOf(name) : undefined;
    if (kinds)
      guards.push(
        isOrgScoped ? requireOrgAccess(kinds, policy) : requireRoleAnywhere(kinds, kindsAnywhere),
      );
    const feature = name ? featureOf(name) : undefined;
    if (feature) {
      if (!isOrgScoped) throw new Error(`Route ${options.url} needs a plan feature but no org`);
      guards.push(planGuard(feature));
    }
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
