import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const customerRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/crew/customers',
    can('adminPages.view'),
    () => import('./customers-screen'),
    'Customers',
  ),
];
