import type { PolicyId } from '../contract/access';
import type {
  Guard,
  NavMeta,
  RedirectRule,
  RouteEntry,
  ScreenLoader,
} from './navigation/route-model';

/**
 * THE route table: every path of core.md section 2 as data. Each entry names its guard, its
 * redirect rules and its lazily loaded screen. `planned` entries belong to screens of later
 * issues: their guard runs, then the not-found page shows, and navigation hides them.
 */
const PUBLIC: Guard = { kind: 'public' };
const AUTH: Guard = { kind: 'auth' };
const MEMBER: Guard = { kind: 'member' };
const INTERNAL: Guard = { kind: 'internal' };
const ORG_0: Guard = { kind: 'org-0' };
const can = (action: PolicyId): Guard => ({ kind: 'permission', action });

type Extra = { redirects?: RedirectRule[]; nav?: NavMeta };
const layoutOf = (guard: Guard) =>
  (guard.kind === 'public' ? 'bare' : 'home') as RouteEntry['layout'];

function screen(
  path: string,
  guard: Guard,
  load: ScreenLoader,
  title: string,
  extra: Extra = {},
): RouteEntry {
  return { path, guard, layout: layoutOf(guard), status: 'built', screen: load, title, ...extra };
}
function planned(path: string, guard: Guard, extra: Extra = {}): RouteEntry {
  return { path, guard, layout: layoutOf(guard), status: 'planned', ...extra };
}
function redirect(path: string, to: string, guard: Guard = PUBLIC): RouteEntry {
  return { path, guard, layout: 'bare', status: 'redirect', redirects: [{ kind: 'redirect', to }] };
}
function fullReload(path: string, to: string): RouteEntry {
  return {
    path,
    guard: PUBLIC,
    layout: 'bare',
    status: 'redirect',
    redirects: [{ kind: 'reload', to }],
  };
}

const NEW_TIME_EXPORT: RedirectRule = {
  kind: 'redirect',
  to: '/org/:orgId/crew/timecards',
  when: [{ switchOn: 'newTimeExport' }],
};
const ALWAYS_FULL_LOAD: RedirectRule = { kind: 'reload' };

const IMPORT_PAGES = ['employees', 'vendors', 'projects', 'costcodes', 'wc'].flatMap((object) => [
  `import-${object}`,
  `upload-${object}`,
]);
const SETUP_PAGES = ['labor-cost', 'projects', ...IMPORT_PAGES];
const TIME_REPORT_STEPS = [
  'intermediary-mapping',
  'payroll-items-mapping',
  'employee-mapping',
  'vendor-mapping',
  'project-mapping',
  'cost-code-mapping',
  'export-success',
];

export const ROUTES: RouteEntry[] = [
  // Public pages
  {
    path: '/',
    guard: PUBLIC,
    layout: 'bare',
    status: 'redirect',
    redirects: [{ kind: 'landing' }],
  },
  screen('/login/:alert?', PUBLIC, () => import('./features/auth/login-screen'), 'Sign in'),
  screen(
    '/login_mobile',
    PUBLIC,
    () => import('./features/auth/login-mobile-screen'),
    'Sign in with your mobile',
  ),
  screen('/login_token', PUBLIC, () => import('./features/auth/login-token-screen'), 'Signing in'),
  screen('/sign_up', PUBLIC, () => import('./features/auth/sign-up-screen'), 'Create your account'),
  screen(
    '/complete_profile',
    PUBLIC,
    () => import('./features/auth/complete-profile-screen'),
    'Complete your profile',
  ),
  screen(
    '/forgot_password',
    PUBLIC,
    () => import('./features/auth/forgot-password-screen'),
    'Forgot password',
  ),
  screen(
    '/reset_password/:newPasswordToken?',
    PUBLIC,
    () => import('./features/auth/reset-password-screen'),
    'Reset password',
  ),
  screen(
    '/invite/:inviteToken',
    PUBLIC,
    () => import('./features/auth/invite-screen'),
    'Invitation',
  ),
  screen(
    '/error/:errorStatusCode',
    PUBLIC,
    () => import('./features/errors/error-screen'),
    'Error',
  ),
  screen(
    '/get_app',
    PUBLIC,
    () => import('./features/get-app/get-app-screen'),
    'Get the Crewcard app',
  ),
  planned('/unsubscribe', PUBLIC),
  planned('/qbo-disconnect', PUBLIC),
  planned('/quickbook_online_redirect', PUBLIC),
  planned('/gusto_redirect', PUBLIC),
  planned('/adp/redirect', PUBLIC),
  planned('/adp/redirect/ADPWN', PUBLIC),
  planned('/hire/quick-apply-message', PUBLIC),

  // Links from the mobile app and e-mails
  redirect('/crew_app/reset_password/:resetToken', '/reset_password/:resetToken'),
  redirect('/crew_app/orgs/:orgId/clock', '/org/:orgId/crew/timecards'),
  redirect('/crew_app/orgs/:orgId/timecards', '/org/:orgId/crew/timecards'),
  redirect('/crew_app/orgs/:orgId/timecards/:timecardId', '/org/:orgId/crew/timecard/:timecardId'),
  redirect(
    '/crew_app/orgs/:orgId/timecards/:timecardId/sign-off',
    '/org/:orgId/crew/timecard/:timecardId',
  ),
  redirect('/crew_app/orgs/:orgId/approvals', '/org/:orgId/crew/timecards'),
  redirect('/crew_app/orgs/:orgId/time-off-requests/:requestId', '/org/:orgId/crew/timecards'),
  redirect(
    '/crew_app/orgs/:orgId/work-forms/:formId/submissions',
    '/org/:orgId/work-forms/library',
  ),
  redirect(
    '/crew_app/orgs/:orgId/work-forms/:formId/submissions/:submissionId',
    '/org/:orgId/work-forms/library',
  ),
  redirect('/crew_app/orgs/:orgId/tasks', '/org/:orgId/tasks'),
  redirect('/crew_app/orgs/:orgId/tasks/:taskId', '/org/:orgId/tasks?task=:taskId'),

  // Legacy paths
  fullReload('/org/:orgId/time-settings', '/org/:orgId/settings/time'),
  fullReload('/org/:orgId/company-settings', '/org/:orgId/settings/company'),
  fullReload('/change_password', '/personal/settings/change-password'),
  redirect('/org/:orgId/project-settings', '/org/:orgId/settings/projects'),

  // Signed-in pages
  screen(
    '/org/:orgId/dashboard',
    can('adminPages.view'),
    () => import('./features/dashboard/dashboard-screen'),
    'Dashboard',
    {
      nav: { id: 'dashboard', label: 'Dashboard', section: 'main' },
    },
  ),
  planned('/org/:orgId/crew/timecards', MEMBER, {
    nav: { id: 'timecards', label: 'Time cards', section: 'main', feature: 'time-tracking' },
  }),
  planned('/org/:orgId/crew/timecards/add', MEMBER),
  planned('/org/:orgId/crew/timecard/:timecardId', MEMBER),
  planned('/org/:orgId/crew/timecard/:timecardId/edit', MEMBER),
  planned('/org/:orgId/time-cards/create', MEMBER),
  planned('/org/:orgId/note/:noteId', MEMBER),
  planned('/org/:orgId/projects', can('adminPages.view'), {
    nav: { id: 'projects', label: 'Projects', section: 'main', feature: 'project-tracking' },
  }),
  planned('/org/:orgId/projects/groups', can('adminPages.view')),
  planned('/org/:orgId/projects/create', can('adminPages.view'), { redirects: [ALWAYS_FULL_LOAD] }),
  planned('/org/:orgId/projects/:projectId/edit', can('adminPages.view'), {
    redirects: [ALWAYS_FULL_LOAD],
  }),
  planned('/org/:orgId/project/:projectId/summary', can('adminPages.view')),
  redirect('/org/:orgId/scheduling', '/org/:orgId/tasks', can('tasks.view')),
  planned('/org/:orgId/tasks', can('tasks.view'), {
    nav: { id: 'tasks', label: 'Tasks', section: 'main', feature: 'scheduling-and-tasks' },
  }),
  planned('/org/:orgId/cost-codes', can('adminPages.view'), {
    nav: { id: 'cost-codes', label: 'Cost codes', section: 'main', feature: 'project-tracking' },
  }),
  planned('/org/:orgId/crew/cost-codes', can('adminPages.view')),
  screen(
    '/org/:orgId/crew/customers',
    can('adminPages.view'),
    () => import('./features/customers/customers-screen'),
    'Customers',
  ),
  screen(
    '/org/:orgId/crew/members',
    can('employees.list'),
    () => import('./features/employees/list/members-screen'),
    'Team members',
    {
      nav: {
        id: 'members',
        label: 'Team members',
        section: 'main',
        // The other member lists and one member's page sit under 'Team members' too.
        activeOn: [
          '/org/:orgId/crew/deactivated',
          '/org/:orgId/crew/expired',
          '/org/:orgId/employee/:employeeId',
          '/org/:orgId/employees/add',
        ],
      },
    },
  ),
  screen(
    '/org/:orgId/crew/members/groups',
    can('employees.list'),
    () => import('./features/teams/teams-screen'),
    'Teams',
    { nav: { id: 'teams', label: 'Teams', section: 'main' } },
  ),
  screen(
    '/org/:orgId/crew/deactivated',
    can('employees.list'),
    () => import('./features/employees/list/deactivated-screen'),
    'Deactivated team members',
  ),
  screen(
    '/org/:orgId/crew/expired',
    can('employees.list'),
    () => import('./features/employees/list/expired-screen'),
    'Expired invitations',
  ),
  // Workers open their own page too (read-only); the server answers 404 for anyone out of scope.
  screen(
    '/org/:orgId/employee/:employeeId',
    MEMBER,
    () => import('./features/employees/detail/employee-detail-screen'),
    'Team member',
  ),
  screen(
    '/org/:orgId/employees/add',
    can('employee.invite'),
    () => import('./features/employees/add/add-member-screen'),
    'Add team member',
  ),
  screen(
    '/org/0/employees/add',
    ORG_0,
    () => import('./features/employees/add/add-member-screen'),
    'Add provider staff',
  ),
  planned('/org/:orgId/crew/reports', can('crewReports.view'), {
    redirects: [NEW_TIME_EXPORT],
    nav: { id: 'reports', label: 'Reports', section: 'main' },
  }),
  planned('/org/:orgId/crew/time-report', can('crewReports.view'), {
    redirects: [NEW_TIME_EXPORT],
  }),
  ...TIME_REPORT_STEPS.map((step) =>
    planned(`/org/:orgId/crew/time-report/${step}`, can('crewReports.view')),
  ),
  planned('/org/:orgId/time-report/leave-policy-mapping', can('crewReports.view')),
  planned('/org/:orgId/time-report/qbo-instruction', can('crewReports.view')),
  planned('/org/:orgId/crew/job-costing', can('crewReports.view'), {
    nav: {
      id: 'job-costing',
      label: 'Job costing',
      section: 'main',
      feature: 'labor-cost-reporting',
    },
  }),
  planned('/org/:orgId/integrations', can('adminPages.view'), {
    redirects: [{ kind: 'reload', when: [{ switchOn: 'newIntegrationsPage' }] }],
    nav: { id: 'integrations', label: 'Integrations', section: 'main' },
  }),
  planned('/org/:orgId/integrations/apiTokens', can('adminPages.view')),
  planned('/org/:orgId/integrations/mapping', can('adminPages.view')),
  planned('/org/:orgId/integrations/auto-sync', can('adminPages.view')),
  ...IMPORT_PAGES.map((page) => planned(`/org/:orgId/${page}`, can('adminPages.view'))),
  planned('/org/:orgId/settings', can('orgSettings.edit'), {
    nav: { id: 'settings', label: 'Settings', section: 'main' },
  }),
  planned('/org/:orgId/settings/time/:tabId?', can('orgSettings.edit'), {
    redirects: [
      {
        kind: 'reload',
        when: [{ switchOn: 'organisationSettingsV2' }, { param: 'tabId', equals: 'kiosk-mode' }],
      },
    ],
  }),
  planned('/org/:orgId/settings/projects/:tabId?', can('orgSettings.edit')),
  planned('/org/:orgId/settings/company/:tabId?', can('orgSettings.edit')),
  planned('/org/:orgId/settings/integrations/:tabId?', can('orgSettings.edit')),
  // Overtime rules are a tab of this page (?tab=overtime-rules): core.md 2 gives them no path.
  screen(
    '/org/:orgId/settings/workers-comp',
    can('orgSettings.edit'),
    () => import('./features/pay-settings/workers-comp-screen'),
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
  screen(
    '/org/:orgId/settings/workers-comp/history',
    can('orgSettings.edit'),
    () => import('./features/wc-codes/wc-history-screen'),
    'Workers’ compensation history',
  ),
  planned('/org/:orgId/settings/mappings', can('orgSettings.edit')),
  planned('/org/:orgId/organization-settings', can('orgSettings.edit')),
  planned('/org/:orgId/work-forms/library', can('orgSetup.edit')),
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
  screen('/orgs', INTERNAL, () => import('./features/orgs/orgs-screen'), 'Organisations', {
    nav: { id: 'orgs', label: 'Organisations', section: 'admin', guard: INTERNAL },
  }),
  screen(
    '/org',
    can('org.create'),
    () => import('./features/orgs/create-org-screen'),
    'Create organisation',
  ),
  screen('/org/:orgId', MEMBER, () => import('./features/orgs/org-screen'), 'Organisation', {
    nav: { id: 'organisation', label: 'Organisation', section: 'main' },
  }),
  planned('/timecards', INTERNAL, {
    nav: { id: 'all-timecards', label: 'All time cards', section: 'admin' },
  }),
  screen(
    '/personal/settings',
    AUTH,
    () => import('./features/personal/profile-screen'),
    'Personal settings',
  ),
  screen(
    '/personal/settings/change-password',
    AUTH,
    () => import('./features/personal/change-password-screen'),
    'Change password',
  ),
  screen(
    '/personal/settings/appearance',
    AUTH,
    () => import('./features/personal/appearance-screen'),
    'Appearance',
  ),
  screen(
    '/download_app',
    AUTH,
    () => import('./features/get-app/download-app-screen'),
    'Download the app',
  ),
];

/** Unknown paths. */
export const NOT_FOUND_ROUTE: RouteEntry = {
  path: '*',
  guard: PUBLIC,
  layout: 'bare',
  status: 'built',
  screen: () => import('./features/errors/not-found-screen'),
  title: 'Page not found',
};
