import { endpoint } from './endpoint';
import { zDashboardParams, zDashboardResponse, zMealBreakAlertResponse } from './dashboard';
import { dashboardRoutes as r } from './dashboard.routes';
import type { SameKeys } from './route-tables';

export const dashboardApi = {
  dashboard: endpoint({ ...r.dashboard, params: zDashboardParams, response: zDashboardResponse }),
  mealBreakAlerts: endpoint({
    ...r.mealBreakAlerts,
    params: zDashboardParams,
    response: zMealBreakAlertResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof dashboardApi, typeof r> = true;
