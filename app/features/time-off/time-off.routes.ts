import { MEMBER, redirect, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/**
 * Time off (issue 15): one page for every member (their requests and balances; approvals for
 * managers and administrators), and the crew app's links to it (core.md 2: the crew-app
 * redirect page for a time-off request). Leave policies are a tab of the time settings.
 */
export const timeOffRoutes: RouteEntry[] = [
  screen('/org/:orgId/time-off', MEMBER, () => import('./time-off-screen'), 'Time off', {
    nav: { id: 'time-off', label: 'Time off', section: 'main', feature: 'time-off-management' },
  }),
  redirect('/crew_app/orgs/:orgId/time-off', '/org/:orgId/time-off'),
  redirect('/crew_app/orgs/:orgId/time-off-requests/:requestId', '/org/:orgId/time-off'),
];
