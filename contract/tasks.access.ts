import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { taskRoutes } from './tasks.routes';

const FEATURE = 'scheduling-and-tasks';
/** Those who run tasks: the tasks page's scheduling permission (6; core.md 6). */
const SCHEDULERS = policy('tasks.view');
/**
 * Those who may also work on tasks assigned to them (core.md 2: the crew app's task links lead a
 * worker to their task): members of the organisation, and provider admins (who hold 6).
 * Without permission 6 the service lets a caller reach only the tasks assigned to them (directly
 * or through a team) or that they watch, and change only their status, checklist ticks and
 * their own notes (server/modules/tasks/README.md).
 */
const ASSIGNEES = {
  auth: 'private',
  roles: ['admin', 'manager', 'worker', 'provider-admin'],
} as const;

/** Task management is a Pro feature (document 2, section 6): every call needs it. */
export const taskAccess: AccessTableFor<typeof taskRoutes> = {
  tasks: withFeature(FEATURE, ASSIGNEES),
  createTask: withFeature(FEATURE, SCHEDULERS),
  task: withFeature(FEATURE, ASSIGNEES),
  patchTask: withFeature(FEATURE, ASSIGNEES),
  deleteTask: withFeature(FEATURE, SCHEDULERS),
  taskChecklist: withFeature(FEATURE, ASSIGNEES),
  createChecklistItem: withFeature(FEATURE, SCHEDULERS),
  patchChecklistItem: withFeature(FEATURE, ASSIGNEES),
  deleteChecklistItem: withFeature(FEATURE, SCHEDULERS),
  createTaskNote: withFeature(FEATURE, ASSIGNEES),
  patchTaskNote: withFeature(FEATURE, ASSIGNEES),
  deleteTaskNote: withFeature(FEATURE, ASSIGNEES),
  taskTags: withFeature(FEATURE, SCHEDULERS),
  createTaskTag: withFeature(FEATURE, SCHEDULERS),
  employeesWithTasks: withFeature(FEATURE, SCHEDULERS),
};
