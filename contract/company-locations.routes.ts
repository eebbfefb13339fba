import type { Route } from './endpoint';

/** An organisation's company locations (offices and yards with a geofence). */
export const companyLocationRoutes = {
  companyLocations: { method: 'GET', path: '/orgs/{org_id}/company_locations', auth: 'private' },
  createCompanyLocation: {
    method: 'POST',
    path: '/orgs/{org_id}/company_locations',
    auth: 'private',
  },
  patchCompanyLocation: {
    method: 'PATCH',
    path: '/orgs/{org_id}/company_locations/{company_location_id}',
    auth: 'private',
  },
  deleteCompanyLocation: {
    method: 'DELETE',
    path: '/orgs/{org_id}/company_locations/{company_location_id}',
    auth: 'private',
  },
} as const satisfies Record<string, Route>;
