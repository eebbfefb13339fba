import { AUTH, PUBLIC, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const getAppRoutes: RouteEntry[] = [
  screen('/get_app', PUBLIC, () => import('./get-app-screen'), 'Get the Crewcard app'),
  screen('/download_app', AUTH, () => import('./download-app-screen'), 'Download the app'),
];
