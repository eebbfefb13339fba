import type { Route } from './endpoint';

/** Organisations: the caller's list, creating one, reading and editing one. */
export const orgRoutes = {
  orgs: { method: 'GET', path: '/orgs', auth: 'private' },
  createOrg: { method: 'POST', path: '/orgs', auth: 'private' },
  org: { method: 'GET', path: '/orgs/{org_id}', auth: 'private' },
  patchOrg: { method: 'PATCH', path: '/orgs/{org_id}', auth: 'private' },
} as const satisfies Record<string, Route>;
