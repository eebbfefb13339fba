import type { Route } from './endpoint';

/** An organisation's workers' compensation codes and their history (financial settings). */
export const wcCodeRoutes = {
  wcCodes: { method: 'GET', path: '/orgs/{org_id}/wc_codes', auth: 'private' },
  createWcCode: { method: 'POST', path: '/orgs/{org_id}/wc_codes', auth: 'private' },
  patchWcCode: { method: 'PATCH', path: '/orgs/{org_id}/wc_codes/{wc_code_id}', auth: 'private' },
  wcCodeHistory: { method: 'GET', path: '/orgs/{org_id}/wc_codes/history', auth: 'private' },
} as const satisfies Record<string, Route>;
