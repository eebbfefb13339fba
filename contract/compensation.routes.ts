import type { Route } from './endpoint';

/** A worker's pay records (financial settings, like overtime rules and wc codes). */
export const compensationRoutes = {
  compensations: {
    method: 'GET',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation',
    auth: 'private',
  },
  createCompensation: {
    method: 'POST',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation',
    auth: 'private',
  },
  patchCompensation: {
    method: 'PATCH',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation/{compensation_id}',
    auth: 'private',
  },
  deleteCompensation: {
    method: 'DELETE',
    path: '/orgs/{org_id}/employee/{employee_id}/saas_compensation/{compensation_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
