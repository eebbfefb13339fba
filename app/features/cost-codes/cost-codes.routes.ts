import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/** The cost codes page, under both of the spec's paths (core.md 2). */
export const costCodeRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/cost-codes',
    can('adminPages.view'),
    () => import('./cost-codes-screen'),
    'Cost codes',
    {
      nav: { id: 'cost-codes', label: 'Cost codes', section: 'main', feature: 'project-tracking' },
    },
  ),
  screen(
    '/org/:orgId/crew/cost-codes',
    can('adminPages.view'),
    () => import('./cost-codes-screen'),
    'Cost codes',
  ),
];
