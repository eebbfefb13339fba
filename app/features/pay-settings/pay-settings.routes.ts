import { can, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

export const paySettingsRoutes: RouteEntry[] = [
  // Overtime rules are a tab of this page (?tab=overtime-rules): core.md 2 gives them no path.
  screen(
    '/org/:orgId/settings/workers-comp',
    can('orgSettings.edit'),
    () => import('./workers-comp-screen'),
    'Workers’ compensation',
    {
      // Until the settings pages are built, the one settings page there is needs its own link:
      // pay records refer to its codes and rules.
      nav: {
        id: 'workers-comp',
        label: 'Workers’ comp',
        section: 'main',
        activeOn: ['/org/:orgId/settings/workers-comp/history'],
      },
    },
  ),
];
