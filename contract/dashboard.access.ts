import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { dashboardRoutes } from './dashboard.routes';

/**
 * The dashboard's calls follow its page's guard (app/features/dashboard: the administration
 * pages, permission 1: administrators, managers and provider admins; never workers), and read
 * time cards, so they need time tracking in the plan. Whose cards a caller counts (a manager
 * their workers', 13 everyone's) is the service's scope.
 */
export const dashboardAccess: AccessTableFor<typeof dashboardRoutes> = {
  dashboard: withFeature('time-tracking', policy('adminPages.view')),
  mealBreakAlerts: withFeature('time-tracking', policy('adminPages.view')),
};
