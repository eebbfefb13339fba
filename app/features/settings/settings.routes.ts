import { can, planned, screen } from '../../navigation/route-builders';
import type { RouteEntry } from '../../navigation/route-model';

/**
 * The settings hub and its sections (the workers' comp page is features/pay-settings). The time
 * section reloads the whole page when the organisation-settings-v2 switch is on or the tab is
 * kiosk mode (core.md 2); the settings nobody has built yet stay planned.
 */
export const settingsRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/settings',
    can('orgSettings.edit'),
    () => import('./settings-hub-screen'),
    'Settings',
    {
      nav: {
        id: 'settings',
        label: 'Settings',
        section: 'main',
        activeOn: [
          '/org/:orgId/settings/time/:tabId?',
          '/org/:orgId/settings/projects/:tabId?',
          '/org/:orgId/settings/company/:tabId?',
          '/org/:orgId/settings/workers-comp',
          '/org/:orgId/settings/workers-comp/history',
        ],
      },
    },
  ),
  screen(
    '/org/:orgId/settings/time/:tabId?',
    can('orgSettings.edit'),
    () => import('./time-settings-screen'),
    'Time settings',
    {
      redirects: [
        {
          kind: 'reload',
          when: [{ switchOn: 'organisationSettingsV2' }, { param: 'tabId', equals: 'kiosk-mode' }],
        },
      ],
    },
  ),
  screen(
    '/org/:orgId/settings/projects/:tabId?',
    can('orgSettings.edit'),
    () => import('./projects-settings-screen'),
    'Project settings',
  ),
  screen(
    '/org/:orgId/settings/company/:tabId?',
    can('orgSettings.edit'),
    () => import('./company-settings-screen'),
    'Company settings',
  ),
  planned('/org/:orgId/settings/integrations/:tabId?', can('orgSettings.edit')),
  planned('/org/:orgId/settings/mappings', can('orgSettings.edit')),
  planned('/org/:orgId/organization-settings', can('orgSettings.edit')),
  planned('/org/:orgId/work-forms/library', can('orgSetup.edit')),
];
