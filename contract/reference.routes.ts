import type { Route } from './endpoint';

/** Reference data: a country's settings (read before sign-in) and the role table. */
export const referenceRoutes = {
  config: { method: 'GET', path: '/config/{country_code}', auth: 'public' },
  roles: { method: 'GET', path: '/roles', auth: 'private' },
} as const satisfies Record<string, Route>;
