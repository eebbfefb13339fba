import { policy, withFeature, type AccessTableFor } from './access-entries';
import type { projectRoutes } from './projects.routes';

/**
 * Project tracking is a Pro feature: an organisation without it is refused every call, reads
 * too. Editing a project or its work sites lets managers through; the service then asks
 * 'projects.edit' with the project as target (assigned managers only).
 */
const view = withFeature('project-tracking', policy('projects.view'));
const create = withFeature('project-tracking', policy('projects.create'));
const edit = withFeature('project-tracking', policy('projects.edit'));

export const projectAccess: AccessTableFor<typeof projectRoutes> = {
  projects: view,
  createProject: create,
  project: view,
  patchProject: edit,
  workSites: view,
  createWorkSite: edit,
  patchWorkSite: edit,
  deleteWorkSite: edit,
  projectGroups: view,
  createProjectGroup: create,
  patchProjectGroup: create,
  customers: view,
  createCustomer: create,
  patchCustomer: create,
};
