import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import {
  zCustomerCreate,
  zCustomerIdParams,
  zCustomerListResponse,
  zCustomerPatch,
  zCustomerResponse,
  zProjectCatalogueQuery,
  zProjectGroupCreate,
  zProjectGroupIdParams,
  zProjectGroupListResponse,
  zProjectGroupPatch,
  zProjectGroupResponse,
} from './project-catalogues';
import {
  zProjectCreate,
  zProjectData,
  zProjectIdParams,
  zProjectListQuery,
  zProjectListResponse,
  zProjectPatch,
  zProjectResponse,
} from './projects';
import { projectRoutes } from './projects.routes';
import type { SameKeys } from './route-tables';
import {
  zWorkSiteCreate,
  zWorkSiteDeleted,
  zWorkSiteIdParams,
  zWorkSiteListQuery,
  zWorkSiteListResponse,
  zWorkSitePatch,
  zWorkSiteResponse,
} from './work-sites';

export const projectApi = {
  projects: endpoint({
    ...projectRoutes.projects,
    params: zOrgIdParams,
    query: zProjectListQuery,
    response: zProjectListResponse,
  }),
  createProject: endpoint({
    ...projectRoutes.createProject,
    params: zOrgIdParams,
    body: zProjectCreate,
    response: zProjectResponse,
  }),
  project: endpoint({ ...projectRoutes.project, params: zProjectIdParams, response: zProjectData }),
  patchProject: endpoint({
    ...projectRoutes.patchProject,
    params: zProjectIdParams,
    body: zProjectPatch,
    response: zProjectResponse,
  }),
  workSites: endpoint({
    ...projectRoutes.workSites,
    params: zProjectIdParams,
    query: zWorkSiteListQuery,
    response: zWorkSiteListResponse,
  }),
  createWorkSite: endpoint({
    ...projectRoutes.createWorkSite,
    params: zProjectIdParams,
    body: zWorkSiteCreate,
    response: zWorkSiteResponse,
  }),
  patchWorkSite: endpoint({
    ...projectRoutes.patchWorkSite,
    params: zWorkSiteIdParams,
    body: zWorkSitePatch,
    response: zWorkSiteResponse,
  }),
  deleteWorkSite: endpoint({
    ...projectRoutes.deleteWorkSite,
    params: zWorkSiteIdParams,
    response: zWorkSiteDeleted,
  }),
  projectGroups: endpoint({
    ...projectRoutes.projectGroups,
    params: zOrgIdParams,
    query: zProjectCatalogueQuery,
    response: zProjectGroupListResponse,
  }),
  createProjectGroup: endpoint({
    ...projectRoutes.createProjectGroup,
    params: zOrgIdParams,
    body: zProjectGroupCreate,
    response: zProjectGroupResponse,
  }),
  patchProjectGroup: endpoint({
    ...projectRoutes.patchProjectGroup,
    params: zProjectGroupIdParams,
    body: zProjectGroupPatch,
    response: zProjectGroupResponse,
  }),
  customers: endpoint({
    ...projectRoutes.customers,
    params: zOrgIdParams,
    query: zProjectCatalogueQuery,
    response: zCustomerListResponse,
  }),
  createCustomer: endpoint({
    ...projectRoutes.createCustomer,
    params: zOrgIdParams,
    body: zCustomerCreate,
    response: zCustomerResponse,
  }),
  patchCustomer: endpoint({
    ...projectRoutes.patchCustomer,
    params: zCustomerIdParams,
    body: zCustomerPatch,
    response: zCustomerResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof projectApi, typeof projectRoutes> = true;
