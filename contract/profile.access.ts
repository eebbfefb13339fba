import { ANYONE, type AccessTableFor } from './access-entries';
import type { profileRoutes } from './profile.routes';

export const profileAccess: AccessTableFor<typeof profileRoutes> = {
  refreshToken: { auth: 'refresh' },
  me: ANYONE,
  logout: ANYONE,
  changePassword: ANYONE,
};
