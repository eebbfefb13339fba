import { can, redirect, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/**
 * Tasks (core.md 2 and 6, document 2): one page for those with the scheduling permission, whose
 * old status list path forwards to it. The crew app's task links (navigation/link-routes.ts)
 * arrive here too, `?task={taskId}` opening that task's drawer.
 */
export const taskRoutes: RouteEntry[] = [
  redirect('/org/:orgId/scheduling', '/org/:orgId/tasks', can('tasks.view')),
  screen('/org/:orgId/tasks', can('tasks.view'), () => import('./tasks-screen'), 'Tasks', {
    nav: { id: 'tasks', label: 'Tasks', section: 'main', feature: 'scheduling-and-tasks' },
  }),
];
