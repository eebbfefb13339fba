import { endpoint } from './endpoint';
import {
  zOrgCreate,
  zOrgIdParams,
  zOrgListQuery,
  zOrgListResponse,
  zOrgPatch,
  zOrgPatchResponse,
  zOrgResponse,
} from './orgs';
import { orgRoutes } from './orgs.routes';
import type { SameKeys } from './route-tables';

export const orgApi = {
  orgs: endpoint({ ...orgRoutes.orgs, query: zOrgListQuery, response: zOrgListResponse }),
  createOrg: endpoint({ ...orgRoutes.createOrg, body: zOrgCreate, response: zOrgResponse }),
  org: endpoint({ ...orgRoutes.org, params: zOrgIdParams, response: zOrgResponse }),
  patchOrg: endpoint({
    ...orgRoutes.patchOrg,
    params: zOrgIdParams,
    body: zOrgPatch,
    response: zOrgPatchResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof orgApi, typeof orgRoutes> = true;
