import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const teamRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/crew/members/groups',
    can('employees.list'),
    () => import('./teams-screen'),
    'Teams',
    { nav: { id: 'teams', label: 'Teams', section: 'main' } },
  ),
];
