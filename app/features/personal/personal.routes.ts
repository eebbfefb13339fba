import { AUTH, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const personalRoutes: RouteEntry[] = [
  screen('/personal/settings', AUTH, () => import('./profile-screen'), 'Personal settings'),
  screen(
    '/personal/settings/change-password',
    AUTH,
    () => import('./change-password-screen'),
    'Change password',
  ),
  screen('/personal/settings/appearance', AUTH, () => import('./appearance-screen'), 'Appearance'),
];
