import type { Route } from './endpoint';

/**
 * The dashboard (issue 15; contract/dashboard.ts): its one read, and the meal breaks due among
 * the members working now.
 */
export const dashboardRoutes = {
  dashboard: { method: 'GET', path: '/orgs/{org_id}/dashboard/webapp', auth: 'private' },
  mealBreakAlerts: {
    method: 'GET',
    path: '/orgs/{org_id}/mandatory_breaks/alert',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
