import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { route } from '../../http/route';
import type { CustomersService, ProjectGroupsService } from './project-catalogues.service';
import type { ProjectActivityService } from './project-activity.service';
import { startAutoArchive } from './auto-archive-runner';
import type { ProjectsService } from './projects.service';
import type { WorkSitesService } from './work-sites.service';

type Services = {
  projects: ProjectsService;
  workSites: WorkSitesService;
  projectGroups: ProjectGroupsService;
  customers: CustomersService;
  projectActivity: ProjectActivityService;
};

export function projectRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const { projects, workSites, projectGroups, customers, projectActivity } = deps.services;
  const options = deps.routeOptions.standard;
  route(
    app,
    api.projects,
    async (request) => projects.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createProject,
    async (request) => projects.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.project,
    async (request) => projects.get(orgOf(request), request.params.project_id),
    options,
  );
  route(
    app,
    api.patchProject,
    async (request) => projects.update(orgOf(request), request.params.project_id, request.body),
    options,
  );

  route(
    app,
    api.workSites,
    async (request) =>
      workSites.list(orgOf(request), request.params.project_id, request.query.is_archived),
    options,
  );
  route(
    app,
    api.createWorkSite,
    async (request) => workSites.create(orgOf(request), request.params.project_id, request.body),
    options,
  );
  route(
    app,
    api.patchWorkSite,
    async (request) =>
      workSites.update(
        orgOf(request),
        request.params.project_id,
        request.params.work_site_id,
        request.body,
      ),
    options,
  );
  route(
    app,
    api.deleteWorkSite,
    async (request) =>
      workSites.remove(orgOf(request), request.params.project_id, request.params.work_site_id),
    options,
  );

  route(
    app,
    api.projectGroups,
    async (request) => projectGroups.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createProjectGroup,
    async (request) => projectGroups.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchProjectGroup,
    async (request) =>
      projectGroups.update(orgOf(request), request.params.project_group_id, request.body),
    options,
  );

  route(
    app,
    api.customers,
    async (request) => customers.list(orgOf(request), request.query),
    options,
  );
  route(
    app,
    api.createCustomer,
    async (request) => customers.create(orgOf(request), request.body),
    options,
  );
  route(
    app,
    api.patchCustomer,
    async (request) => customers.update(orgOf(request), request.params.customer_id, request.body),
    options,
  );

  startAutoArchive(app, projectActivity);
}
