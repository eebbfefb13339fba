import type { Route } from './endpoint';

/** The signed-in person: their profile, their session and their password. */
export const profileRoutes = {
  refreshToken: { method: 'POST', path: '/me/refresh_token', auth: 'refresh' },
  me: { method: 'GET', path: '/me', auth: 'private' },
  logout: { method: 'POST', path: '/me/logout', auth: 'private' },
  changePassword: { method: 'POST', path: '/me/change_password', auth: 'private' },
} as const satisfies Record<string, Route>;
