import { PUBLIC, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const errorRoutes: RouteEntry[] = [
  screen('/error/:errorStatusCode', PUBLIC, () => import('./error-screen'), 'Error'),
];

/**
 * Unknown paths, and planned pages once their guard passed. Kept apart from the table: the
 * router adds it last, and the route gate renders it without importing the whole table.
 */
export const NOT_FOUND_ROUTE: RouteEntry = screen(
  '*',
  PUBLIC,
  () => import('./not-found-screen'),
  'Page not found',
);
