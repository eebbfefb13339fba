import type { Route } from './endpoint';

/** The people of an organisation: list, create, read and edit, one or many at once. */
export const employeeRoutes = {
  employees: { method: 'GET', path: '/orgs/{org_id}/employees', auth: 'private' },
  createEmployee: { method: 'POST', path: '/orgs/{org_id}/employees', auth: 'private' },
  employee: { method: 'GET', path: '/orgs/{org_id}/employee/{employee_id}', auth: 'private' },
  patchEmployee: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee/{employee_id}',
    auth: 'private',
  },
  patchEmployees: { method: 'PATCH', path: '/orgs/{org_id}/employees', auth: 'private' },
  updateSaasEnabled: {
    method: 'POST',
    path: '/orgs/{org_id}/employees/{employee_id}/update_saas_enabled',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
