import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const dashboardRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/dashboard',
    can('adminPages.view'),
    () => import('./dashboard-screen'),
    'Dashboard',
    { nav: { id: 'dashboard', label: 'Dashboard', section: 'main' } },
  ),
];
