import {
  zCostCodeCreate,
  zCostCodeIdParams,
  zCostCodeListQuery,
  zCostCodeListResponse,
  zCostCodePatch,
  zCostCodeResponse,
} from './cost-codes';
import { costCodeRoutes } from './cost-codes.routes';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

export const costCodeApi = {
  costCodes: endpoint({
    ...costCodeRoutes.costCodes,
    params: zOrgIdParams,
    query: zCostCodeListQuery,
    response: zCostCodeListResponse,
  }),
  createCostCode: endpoint({
    ...costCodeRoutes.createCostCode,
    params: zOrgIdParams,
    body: zCostCodeCreate,
    response: zCostCodeResponse,
  }),
  patchCostCode: endpoint({
    ...costCodeRoutes.patchCostCode,
    params: zCostCodeIdParams,
    body: zCostCodePatch,
    response: zCostCodeResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof costCodeApi, typeof costCodeRoutes> = true;
