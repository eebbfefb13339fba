import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

const ALWAYS_FULL_LOAD = { kind: 'reload' } as const;

/** Projects (the project-tracking feature); cost codes are features/cost-codes. */
export const projectRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/projects',
    can('adminPages.view'),
    () => import('./projects-screen'),
    'Projects',
    {
      nav: { id: 'projects', label: 'Projects', section: 'main', feature: 'project-tracking' },
    },
  ),
  screen(
    '/org/:orgId/projects/groups',
    can('adminPages.view'),
    () => import('./project-groups-screen'),
    'Project groups',
  ),
  screen(
    '/org/:orgId/projects/create',
    can('adminPages.view'),
    () => import('./project-form-screen'),
    'Create project',
    { redirects: [ALWAYS_FULL_LOAD] },
  ),
  screen(
    '/org/:orgId/projects/:projectId/edit',
    can('adminPages.view'),
    () => import('./project-form-screen'),
    'Edit project',
    { redirects: [ALWAYS_FULL_LOAD] },
  ),
  screen(
    '/org/:orgId/project/:projectId/summary',
    can('adminPages.view'),
    () => import('./project-summary-screen'),
    'Project',
  ),
];
