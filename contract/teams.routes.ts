import type { Route } from './endpoint';

/** Teams (employee groups in the paths), and the people-and-teams picker. */
export const teamRoutes = {
  teams: { method: 'GET', path: '/orgs/{org_id}/employee_group_list', auth: 'private' },
  createTeam: { method: 'POST', path: '/orgs/{org_id}/employee_group', auth: 'private' },
  patchTeam: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee_group/{employee_group_id}',
    auth: 'private',
  },
  patchTeams: { method: 'PATCH', path: '/orgs/{org_id}/employee_groups', auth: 'private' },
  deleteTeam: {
    method: 'DELETE',
    path: '/orgs/{org_id}/employee_group/{employee_group_id}',
    auth: 'private',
  },
  employeesAndTeams: {
    method: 'GET',
    path: '/orgs/{org_id}/employees_and_employee_groups',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
