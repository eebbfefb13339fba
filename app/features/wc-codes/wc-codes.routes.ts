import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const wcCodeRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/settings/workers-comp/history',
    can('orgSettings.edit'),
    () => import('./wc-history-screen'),
    'Workers’ compensation history',
  ),
];
