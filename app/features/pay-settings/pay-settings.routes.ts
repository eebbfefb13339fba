import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const paySettingsRoutes: RouteEntry[] = [
  // Overtime rules are a tab of this page (?tab=overtime-rules): core.md 2 gives them no path.
  screen(
    '/org/:orgId/settings/workers-comp',
    can('orgSettings.edit'),
    () => import('./workers-comp-screen'),
    // A section of the settings hub: the 'Settings' menu item stands for it
    // (features/settings/settings.routes.ts).
    'Workers’ compensation',
  ),
];
