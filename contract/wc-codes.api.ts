import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';
import {
  zWcCodeCreate,
  zWcCodeHistoryQuery,
  zWcCodeHistoryResponse,
  zWcCodeIdParams,
  zWcCodeListQuery,
  zWcCodeListResponse,
  zWcCodePatch,
  zWcCodeResponse,
} from './wc-codes';
import { wcCodeRoutes } from './wc-codes.routes';

export const wcCodeApi = {
  wcCodes: endpoint({
    ...wcCodeRoutes.wcCodes,
    params: zOrgIdParams,
    query: zWcCodeListQuery,
    response: zWcCodeListResponse,
  }),
  createWcCode: endpoint({
    ...wcCodeRoutes.createWcCode,
    params: zOrgIdParams,
    body: zWcCodeCreate,
    response: zWcCodeResponse,
  }),
  patchWcCode: endpoint({
    ...wcCodeRoutes.patchWcCode,
    params: zWcCodeIdParams,
    body: zWcCodePatch,
    response: zWcCodeResponse,
  }),
  wcCodeHistory: endpoint({
    ...wcCodeRoutes.wcCodeHistory,
    params: zOrgIdParams,
    query: zWcCodeHistoryQuery,
    response: zWcCodeHistoryResponse,
  }),
} as const;

const _sameCalls: SameKeys<typeof wcCodeApi, typeof wcCodeRoutes> = true;
