import { useQuery } from '@tanstack/react-query';
import { request } from './client';
import { keys } from './keys';

/**
 * The dashboard (issue 15): GET /orgs/{org_id}/dashboard/webapp and the meal breaks due now
 * (GET /orgs/{org_id}/mandatory_breaks/alert). Both are counted from time cards, so their keys
 * sit under the time-cards branch: every time-card write (invalidates.timeCards) makes them stale.
 * Both read again every minute while the page is visible (not in a background tab), and on coming
 * back to the tab, since running cards, breaks due and who is working change with the clock.
 */
export const DASHBOARD_REFRESH_MS = 60_000;

const LIVE = {
  refetchInterval: DASHBOARD_REFRESH_MS,
  refetchIntervalInBackground: false,
  refetchOnWindowFocus: true,
} as const;

const dashboardKey = (orgId: number, part: 'webapp' | 'meal-breaks') =>
  [...keys.org(orgId).timeCards.all, 'dashboard', part] as const;

export function useDashboard(orgId: number, enabled = true) {
  return useQuery({
    queryKey: dashboardKey(orgId, 'webapp'),
    queryFn: ({ signal }) => request('dashboard', { params: { org_id: orgId } }, { signal }),
    ...LIVE,
    enabled,
  });
}

export function useMealBreakAlerts(orgId: number, enabled = true) {
  return useQuery({
    queryKey: dashboardKey(orgId, 'meal-breaks'),
    queryFn: ({ signal }) => request('mealBreakAlerts', { params: { org_id: orgId } }, { signal }),
    ...LIVE,
    enabled,
  });
}
