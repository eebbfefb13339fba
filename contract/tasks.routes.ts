import type { Route } from './endpoint';

/**
 * Tasks (document 2, section 7 "Tasks"): tasks and occurrences, their checklists and notes, the
 * organisation's tags, and the members with tasks on a day (core.md 7, employees.v2).
 */
export const taskRoutes = {
  tasks: { method: 'GET', path: '/orgs/{org_id}/tasks', auth: 'private' },
  createTask: { method: 'POST', path: '/orgs/{org_id}/tasks', auth: 'private' },
  task: { method: 'GET', path: '/orgs/{org_id}/tasks/{task_id}', auth: 'private' },
  patchTask: { method: 'PATCH', path: '/orgs/{org_id}/tasks/{task_id}', auth: 'private' },
  deleteTask: { method: 'DELETE', path: '/orgs/{org_id}/tasks/{task_id}', auth: 'private' },
  taskChecklist: {
    method: 'GET',
    path: '/orgs/{org_id}/tasks/{task_id}/checklist',
    auth: 'private',
  },
  createChecklistItem: {
    method: 'POST',
    path: '/orgs/{org_id}/tasks/{task_id}/checklist',
    auth: 'private',
  },
  patchChecklistItem: {
    method: 'PATCH',
    path: '/orgs/{org_id}/tasks/{task_id}/checklist/{checklist_item_id}',
    auth: 'private',
  },
  deleteChecklistItem: {
    method: 'DELETE',
    path: '/orgs/{org_id}/tasks/{task_id}/checklist/{checklist_item_id}',
    auth: 'private',
  },
  createTaskNote: {
    method: 'POST',
    path: '/orgs/{org_id}/tasks/{task_id}/notes',
    auth: 'private',
  },
  patchTaskNote: {
    method: 'PATCH',
    path: '/orgs/{org_id}/tasks/{task_id}/notes/{note_id}',
    auth: 'private',
  },
  deleteTaskNote: {
    method: 'DELETE',
    path: '/orgs/{org_id}/tasks/{task_id}/notes/{note_id}',
    auth: 'private',
  },
  taskTags: { method: 'GET', path: '/orgs/{org_id}/tags', auth: 'private' },
  createTaskTag: { method: 'POST', path: '/orgs/{org_id}/tags', auth: 'private' },
  employeesWithTasks: { method: 'GET', path: '/orgs/{org_id}/employees.v2', auth: 'private' },
} as const satisfies Record<string, Route>;
