import { z } from 'zod';
import { zMessage } from './auth';
import {
  zEmployeeCreate,
  zEmployeeParams,
  zEmployeePatch,
  zEmployeeResponse,
  zEmployeesBulkPatch,
  zUpdateSaasEnabled,
} from './employee-detail';
import { zEmployeeListQuery, zEmployeeListResponse } from './employees';
import { employeeRoutes } from './employees.routes';
import { endpoint } from './endpoint';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

export const employeeApi = {
  employees: endpoint({
    ...employeeRoutes.employees,
    params: zOrgIdParams,
    query: zEmployeeListQuery,
    response: zEmployeeListResponse,
  }),
  createEmployee: endpoint({
    ...employeeRoutes.createEmployee,
    params: zOrgIdParams,
    body: zEmployeeCreate,
    response: zEmployeeResponse,
  }),
  employee: endpoint({
    ...employeeRoutes.employee,
    params: zEmployeeParams,
    response: zEmployeeResponse,
  }),
  patchEmployee: endpoint({
    ...employeeRoutes.patchEmployee,
    params: zEmployeeParams,
    body: zEmployeePatch,
    response: zEmployeeResponse,
  }),
  patchEmployees: endpoint({
    ...employeeRoutes.patchEmployees,
    params: zOrgIdParams,
    body: zEmployeesBulkPatch,
    response: zMessage,
  }),
  updateSaasEnabled: endpoint({
    ...employeeRoutes.updateSaasEnabled,
    params: zEmployeeParams,
    body: zUpdateSaasEnabled,
    response: zEmployeeResponse.extend({ message: z.string() }),
  }),
} as const;

const _sameCalls: SameKeys<typeof employeeApi, typeof employeeRoutes> = true;
