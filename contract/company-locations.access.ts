import { policy, type AccessTableFor } from './access-entries';
import type { companyLocationRoutes } from './company-locations.routes';

/** Every member reads them (workers' apps draw the geofences); permission 8 manages them. */
export const companyLocationAccess: AccessTableFor<typeof companyLocationRoutes> = {
  companyLocations: policy('projects.view'),
  createCompanyLocation: policy('orgSettings.edit'),
  patchCompanyLocation: policy('orgSettings.edit'),
  deleteCompanyLocation: policy('orgSettings.edit'),
};
