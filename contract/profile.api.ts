import { zChangePassword, zMessage, zRefreshResponse } from './auth';
import { endpoint } from './endpoint';
import { zProfileResponse } from './profile';
import { profileRoutes } from './profile.routes';
import type { SameKeys } from './route-tables';

export const profileApi = {
  refreshToken: endpoint({ ...profileRoutes.refreshToken, response: zRefreshResponse }),
  me: endpoint({ ...profileRoutes.me, response: zProfileResponse }),
  logout: endpoint({ ...profileRoutes.logout, response: zMessage }),
  changePassword: endpoint({
    ...profileRoutes.changePassword,
    body: zChangePassword,
    response: zMessage,
  }),
} as const;

const _sameCalls: SameKeys<typeof profileApi, typeof profileRoutes> = true;
