import { can, INTERNAL, MEMBER, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const orgRoutes: RouteEntry[] = [
  screen('/orgs', INTERNAL, () => import('./orgs-screen'), 'Organisations', {
    nav: { id: 'orgs', label: 'Organisations', section: 'admin', guard: INTERNAL },
  }),
  screen('/org', can('org.create'), () => import('./create-org-screen'), 'Create organisation'),
  screen('/org/:orgId', MEMBER, () => import('./org-screen'), 'Organisation', {
    nav: { id: 'organisation', label: 'Organisation', section: 'main' },
  }),
];
