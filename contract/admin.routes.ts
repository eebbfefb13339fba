import type { Route } from './endpoint';

/** Provider staff tools: any organisation's record, and acting as one of its people. */
export const adminRoutes = {
  adminOrg: { method: 'GET', path: '/admin/orgs/{id}', auth: 'private' },
  impersonate: { method: 'POST', path: '/admin/impersonate', auth: 'private' },
} as const satisfies Record<string, Route>;
