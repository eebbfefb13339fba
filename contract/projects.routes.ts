import type { Route } from './endpoint';

const PROJECT = '/orgs/{org_id}/org_projects/{project_id}';

/** Projects, their work sites, project groups and customers (project tracking). */
export const projectRoutes = {
  projects: { method: 'GET', path: '/orgs/{org_id}/org_projects', auth: 'private' },
  createProject: { method: 'POST', path: '/orgs/{org_id}/org_projects', auth: 'private' },
  project: { method: 'GET', path: PROJECT, auth: 'private' },
  patchProject: { method: 'PATCH', path: PROJECT, auth: 'private' },
  workSites: { method: 'GET', path: `${PROJECT}/work_sites`, auth: 'private' },
  createWorkSite: { method: 'POST', path: `${PROJECT}/work_sites`, auth: 'private' },
  patchWorkSite: { method: 'PATCH', path: `${PROJECT}/work_sites/{work_site_id}`, auth: 'private' },
  deleteWorkSite: {
    method: 'DELETE',
    path: `${PROJECT}/work_sites/{work_site_id}`,
    auth: 'private',
  },
  projectGroups: { method: 'GET', path: '/orgs/{org_id}/project_groups', auth: 'private' },
  createProjectGroup: { method: 'POST', path: '/orgs/{org_id}/project_groups', auth: 'private' },
  patchProjectGroup: {
    method: 'PATCH',
    path: '/orgs/{org_id}/project_groups/{project_group_id}',
    auth: 'private',
  },
  customers: { method: 'GET', path: '/orgs/{org_id}/org_customers', auth: 'private' },
  createCustomer: { method: 'POST', path: '/orgs/{org_id}/org_customers', auth: 'private' },
  patchCustomer: {
    method: 'PATCH',
    path: '/orgs/{org_id}/org_customers/{customer_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
