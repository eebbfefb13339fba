import type { Route } from './endpoint';

/** An organisation's cost codes (the API calls them job codes). */
export const costCodeRoutes = {
  costCodes: { method: 'GET', path: '/orgs/{org_id}/job_codes', auth: 'private' },
  createCostCode: { method: 'POST', path: '/orgs/{org_id}/job_codes', auth: 'private' },
  patchCostCode: {
    method: 'PATCH',
    path: '/orgs/{org_id}/job_codes/{job_code_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
