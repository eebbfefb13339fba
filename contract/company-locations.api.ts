import {
  zCompanyLocationCreate,
  zCompanyLocationIdParams,
  zCompanyLocationListQuery,
  zCompanyLocationListResponse,
  zCompanyLocationPatch,
  zCompanyLocationResponse,
} from './company-locations';
import { companyLocationRoutes } from './company-locations.routes';
import { zMessage } from './auth';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

export const companyLocationApi = {
  companyLocations: endpoint({
    ...companyLocationRoutes.companyLocations,
    params: zOrgIdParams,
    query: zCompanyLocationListQuery,
    response: zCompanyLocationListResponse,
  }),
  createCompanyLocation: endpoint({
    ...companyLocationRoutes.createCompanyLocation,
    params: zOrgIdParams,
    body: zCompanyLocationCreate,
    response: zCompanyLocationResponse,
  }),
  patchCompanyLocation: endpoint({
    ...companyLocationRoutes.patchCompanyLocation,
    params: zCompanyLocationIdParams,
    body: zCompanyLocationPatch,
    response: zCompanyLocationResponse,
  }),
  deleteCompanyLocation: endpoint({
    ...companyLocationRoutes.deleteCompanyLocation,
    params: zCompanyLocationIdParams,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof companyLocationApi, typeof companyLocationRoutes> = true;
