import { zMessage } from './auth';
import {
  zCompensationCreate,
  zCompensationListResponse,
  zCompensationParams,
  zCompensationPatch,
  zCompensationResponse,
} from './compensation';
import { compensationRoutes } from './compensation.routes';
import { zEmployeeParams } from './employee-detail';
import { endpoint } from './endpoint';
import type { SameKeys } from './route-tables';

export const compensationApi = {
  compensations: endpoint({
    ...compensationRoutes.compensations,
    params: zEmployeeParams,
    response: zCompensationListResponse,
  }),
  createCompensation: endpoint({
    ...compensationRoutes.createCompensation,
    params: zEmployeeParams,
    body: zCompensationCreate,
    response: zCompensationResponse,
  }),
  patchCompensation: endpoint({
    ...compensationRoutes.patchCompensation,
    params: zCompensationParams,
    body: zCompensationPatch,
    response: zCompensationResponse,
  }),
  deleteCompensation: endpoint({
    ...compensationRoutes.deleteCompensation,
    params: zCompensationParams,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof compensationApi, typeof compensationRoutes> = true;
