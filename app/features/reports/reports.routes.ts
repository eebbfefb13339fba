import { can, screen } from '../../navigation/route-builders';
import type { RedirectRule, RouteEntry } from '../../navigation/route-model';

/** core.md 2: "When the new time export flag is on, the time report and crew reports routes go to the time card summary." */
const NEW_TIME_EXPORT: RedirectRule = {
  kind: 'redirect',
  to: '/org/:orgId/crew/timecards',
  when: [{ switchOn: 'newTimeExport' }],
};

/**
 * The reports (issue 15): crew reports (each member's totals), the time report (hours by member
 * and day, classified by the pay rules) and job costing (labour by project and cost code). All
 * three are crew reports to the route guard (permission 5); money inside them is the server's
 * per-member check, and job costing says so when the viewer has no financial access. The time
 * report's export steps wait in navigation/planned-routes.ts.
 */
export const reportRoutes: RouteEntry[] = [
  screen(
    '/org/:orgId/crew/reports',
    can('crewReports.view'),
    () => import('./crew-reports/crew-reports-screen'),
    'Crew reports',
    {
      redirects: [NEW_TIME_EXPORT],
      nav: { id: 'reports', label: 'Reports', section: 'main' },
    },
  ),
  screen(
    '/org/:orgId/crew/time-report',
    can('crewReports.view'),
    () => import('./time-report/time-report-screen'),
    'Time report',
    { redirects: [NEW_TIME_EXPORT] },
  ),
  screen(
    '/org/:orgId/crew/job-costing',
    can('crewReports.view'),
    () => import('./job-costing/job-costing-screen'),
    'Job costing',
    {
      nav: {
        id: 'job-costing',
        label: 'Job costing',
        section: 'main',
        feature: 'labor-cost-reporting',
      },
    },
  ),
];
