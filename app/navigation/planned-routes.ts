import { AUTH, can, MEMBER, planned, PUBLIC } from './route-builders';
import type { RouteEntry } from './route-model';

/**
 * Paths of core.md 2 whose screens later issues build, one block per area. Their guards and
 * redirect rules hold today (the not-found page shows once the guard passes); the issue that
 * builds an area moves its block into app/features/<feature>/<feature>.routes.ts, turning
 * `planned` into `screen`, and points its line in app/routes.tsx there.
 */

/** Notes of the time-card pages (the notes screens come with tasks and notes). */
export const plannedTimeCardRoutes: RouteEntry[] = [planned('/org/:orgId/note/:noteId', MEMBER)];

const TIME_REPORT_STEPS = [
  'intermediary-mapping',
  'payroll-items-mapping',
  'employee-mapping',
  'vendor-mapping',
  'project-mapping',
  'cost-code-mapping',
  'export-success',
];

/**
 * The time report's export mapping steps and its two pages under /time-report/ (the reports
 * themselves are built: features/reports/reports.routes.ts).
 */
export const plannedReportRoutes: RouteEntry[] = [
  ...TIME_REPORT_STEPS.map((step) =>
    planned(`/org/:orgId/crew/time-report/${step}`, can('crewReports.view')),
  ),
  planned('/org/:orgId/time-report/leave-policy-mapping', can('crewReports.view')),
  planned('/org/:orgId/time-report/qbo-instruction', can('crewReports.view')),
];

const IMPORT_PAGES = ['employees', 'vendors', 'projects', 'costcodes', 'wc'].flatMap((object) => [
  `import-${object}`,
  `upload-${object}`,
]);

/** Integrations, their public callback pages, and the bulk upload and import pages. */
export const plannedIntegrationRoutes: RouteEntry[] = [
  planned('/qbo-disconnect', PUBLIC),
  planned('/quickbook_online_redirect', PUBLIC),
  planned('/gusto_redirect', PUBLIC),
  planned('/adp/redirect', PUBLIC),
  planned('/adp/redirect/ADPWN', PUBLIC),
  planned('/org/:orgId/integrations', can('adminPages.view'), {
    redirects: [{ kind: 'reload', when: [{ switchOn: 'newIntegrationsPage' }] }],
    nav: { id: 'integrations', label: 'Integrations', section: 'main' },
  }),
  planned('/org/:orgId/integrations/apiTokens', can('adminPages.view')),
  planned('/org/:orgId/integrations/mapping', can('adminPages.view')),
  planned('/org/:orgId/integrations/auto-sync', can('adminPages.view')),
  ...IMPORT_PAGES.map((page) => planned(`/org/:orgId/${page}`, can('adminPages.view'))),
];

const SETUP_PAGES = ['labor-cost', 'projects', ...IMPORT_PAGES];

/** Billing, subscription checkout, onboarding and the setup pages. */
export const plannedBillingOnboardingRoutes: RouteEntry[] = [
  planned('/org/:orgId/billing/plans', can('orgSetup.edit'), {
    nav: { id: 'billing', label: 'Billing', section: 'main' },
  }),
  planned('/org/:orgId/subscription-portal', can('orgSetup.edit')),
  planned('/subscription-portal', AUTH),
  planned('/org/:orgId/plans/subscribe/:plan', can('orgSetup.edit')),
  planned('/org/:orgId/plans/subscribe/checkout', can('orgSetup.edit')),
  planned('/org/:orgId/onboarding', can('orgSetup.edit')),
  planned('/org/:orgId/onboarding/download-app', MEMBER),
  planned('/org/:orgId/onboarding/schedule-call', can('orgSetup.edit')),
  planned('/org/:orgId/onboarding/download-app-now', MEMBER),
  planned('/org/:orgId/setup/get-started', can('orgSetup.edit')),
  ...SETUP_PAGES.map((page) => planned(`/org/:orgId/setup/${page}`, can('orgSetup.edit'))),
];

/** Public pages no planned area owns yet. */
export const plannedOtherRoutes: RouteEntry[] = [
  // The e-mail unsubscribe page.
  planned('/unsubscribe', PUBLIC),
  // Only relevant for suppressing the download-app modal (core.md 2).
  planned('/hire/quick-apply-message', PUBLIC),
];
