import type { AccessTableFor } from './access-entries';
import type { adminRoutes } from './admin.routes';

export const adminAccess: AccessTableFor<typeof adminRoutes> = {
  adminOrg: { auth: 'private', roles: ['provider-admin', 'provider-recruiter'] },
  impersonate: { auth: 'private', roles: ['provider-admin'] },
};
