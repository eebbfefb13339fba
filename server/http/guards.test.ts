// @vitest-environment node
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import {
  PERMISSION,
  ROLE,
  effectivePermissions,
  flagsOf,
  isProviderRole,
  roleActor,
} from '../../contract/access';
import { MESSAGES } from '../../contract/errors';
import type { RoleKind } from '../../contract/route-access';
import { AppError } from './app-error';
import './context';
import { installGuards } from './guards';

/**
 * The declared roles of contract/route-access.ts, enforced by the guards alone: the handlers
 * here check nothing, so every refusal is the guard's. Authentication and org membership are
 * stubbed: the caller's role in the org comes from a header, their roles anywhere from a table.
 */
const KINDS_ANYWHERE: Record<number, RoleKind[]> = {
  1: ['worker'],
  2: ['admin'],
  3: ['provider-recruiter'],
  4: ['provider-admin'],
};

async function appWith(
  routes: Array<{ method: 'GET' | 'POST' | 'PATCH'; url: string; auth: 'public' | 'private' }>,
) {
  const app = Fastify();
  app.decorateRequest('auth', null);
  app.decorateRequest('org', null);
  app.setErrorHandler((error, _request, reply) => {
    if (!(error instanceof AppError)) throw error;
    return reply.code(error.statusCode).send({ message: error.message });
  });
  installGuards(
    app,
    async (request) => {
      const profileId = Number(request.headers['x-profile']);
      request.auth = { profileId, tokenType: 'access', sessionId: 's', actorProfileId: null };
    },
    async (request) => {
      // The caller's role in org 7, with extra permissions as per-person overrides would give.
      const roleId = Number(request.headers['x-role']);
      const extra = request.headers['x-permissions'];
      const actor = roleActor(7, roleId, {
        employeeId: isProviderRole(roleId) ? null : 70,
        ...(extra
          ? {
              permissions: [
                ...effectivePermissions(roleId),
                ...String(extra).split(',').map(Number),
              ],
            }
          : {}),
      });
      request.org = { ...actor, profileId: 1, flags: flagsOf(actor), tokenType: 'access' };
    },
    async (profileId) => new Set(KINDS_ANYWHERE[profileId] ?? []),
    // The organisation's plan: every feature unless the caller says the plan lacks them.
    () => async (request) => {
      if (request.headers['x-plan'] === 'none') throw new AppError(403, 'not in plan');
    },
  );
  for (const route of routes)
    app.route({ ...route, config: { auth: route.auth }, handler: async () => ({ ok: true }) });
  await app.ready();
  return app;
}

const call = (
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  headers: Record<string, string>,
) => app.inject({ method, url, headers });

describe('installGuards: the declared roles', () => {
  it('refuses an org-scoped call to a role kind it does not declare, whatever the handler does', async () => {
    const app = await appWith([{ method: 'PATCH', url: '/v1/orgs/:org_id', auth: 'private' }]);
    // patchOrg: administrators and provider admins.
    for (const roleId of [ROLE.worker, ROLE.manager, 35, ROLE.providerRecruiter]) {
      const response = await call(app, 'PATCH', '/v1/orgs/7', { 'x-role': String(roleId) });
      expect(response.statusCode, `role ${roleId}`).toBe(403);
      expect(response.json().message).toBe(MESSAGES.forbidden);
    }
    for (const roleId of [ROLE.admin, ROLE.providerAdmin]) {
      const response = await call(app, 'PATCH', '/v1/orgs/7', { 'x-role': String(roleId) });
      expect(response.statusCode, `role ${roleId}`).toBe(200);
    }
  });

  it('refuses a caller of a declared kind whom the route’s policy refuses, by their own permissions', async () => {
    const app = await appWith([
      {
        method: 'GET',
        url: '/v1/orgs/:org_id/employee/:employee_id/saas_compensation',
        auth: 'private',
      },
    ]);
    const asRole = (roleId: number, headers: Record<string, string> = {}) =>
      call(app, 'GET', '/v1/orgs/7/employee/5/saas_compensation', {
        'x-role': String(roleId),
        ...headers,
      });
    // compensation.view: managers are a declared kind, but only with financial access (15).
    const refused = await asRole(21);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGES.forbidden);
    expect((await asRole(35)).statusCode).toBe(200);
    // A per-person override counts as the role's own permission would.
    const withOverride = await asRole(21, {
      'x-permissions': String(PERMISSION.viewProjectFinancials),
    });
    expect(withOverride.statusCode).toBe(200);
    expect((await asRole(ROLE.providerRecruiter)).statusCode).toBe(403);
    expect((await asRole(ROLE.admin)).statusCode).toBe(200);
  });

  it('checks a call outside one organisation against the roles held anywhere', async () => {
    const app = await appWith([
      { method: 'POST', url: '/v1/orgs', auth: 'private' },
      { method: 'GET', url: '/v1/admin/orgs/:id', auth: 'private' },
      { method: 'POST', url: '/v1/admin/impersonate', auth: 'private' },
      { method: 'GET', url: '/v1/me', auth: 'private' },
    ]);
    const as = (profile: number, method: 'GET' | 'POST', url: string) =>
      call(app, method, url, { 'x-profile': String(profile) });
    // createOrg: holders of permission 102 somewhere.
    expect((await as(1, 'POST', '/v1/orgs')).statusCode).toBe(403);
    expect((await as(2, 'POST', '/v1/orgs')).statusCode).toBe(200);
    // Provider-only calls keep telling everyone else that they are for provider staff.
    const byAdmin = await as(2, 'GET', '/v1/admin/orgs/7');
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(MESSAGES.providerStaffOnly);
    expect((await as(3, 'GET', '/v1/admin/orgs/7')).statusCode).toBe(200);
    const byRecruiter = await as(3, 'POST', '/v1/admin/impersonate');
    expect(byRecruiter.statusCode).toBe(403);
    expect(byRecruiter.json().message).toBe(MESSAGES.forbidden);
    expect((await as(4, 'POST', '/v1/admin/impersonate')).statusCode).toBe(200);
    // GET /me: anyone signed in.
    expect((await as(99, 'GET', '/v1/me')).statusCode).toBe(200);
  });

  it('fails at start-up on a private route without a declaration, or declared with another auth kind', async () => {
    await expect(
      appWith([{ method: 'GET', url: '/v1/undeclared', auth: 'private' }]),
    ).rejects.toThrow(/declares nothing/);
    await expect(appWith([{ method: 'GET', url: '/v1/me', auth: 'public' }])).rejects.toThrow(
      /declares private/,
    );
  });
});
