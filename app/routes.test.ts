import { describe, expect, it } from 'vitest';
import { flagsFor } from '../contract/feature-flags';
import { decideGate, type GateInput } from './access/route-gate';
import type { RouteEntry } from './navigation/route-model';
import { NOT_FOUND_ROUTE, ROUTES } from './routes';
import { makeEmployee, makeProfile } from './test-support/fixtures';
import { SPEC_PATHS } from './test-support/spec-paths';

const normalize = (path: string) => (path.length > 1 ? path.replace(/\/$/, '') : path);
const byPath = (path: string) => {
  const entry = ROUTES.find((candidate) => candidate.path === normalize(path));
  if (!entry) throw new Error(`No route ${path}`);
  return entry;
};

const admin = makeProfile([makeEmployee(7, 3)]);
/** An administrator of org 7 whose organisation carries `flags`. */
const withFlags = (flags: Record<string, boolean>) =>
  makeProfile([makeEmployee(7, 3, { organization: { feature_flags: flags } })]);
const worker = makeProfile([makeEmployee(7, 1)]);
const manager = makeProfile([makeEmployee(7, 21)]);
const providerAdmin = makeProfile([makeEmployee(0, 4)]);
const recruiter = makeProfile([makeEmployee(0, 5)]);

function gate(path: string, url: string, overrides: Partial<GateInput> = {}) {
  const entry = byPath(path);
  const [pathname = '', query] = url.split('?');
  const names = [...entry.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const pattern = new RegExp(
    `^${entry.path.replace(/\/:\w+\?/g, '(?:/([^/]+))?').replace(/:\w+/g, '([^/]+)')}$`,
  );
  const values = pattern.exec(pathname)?.slice(1) ?? [];
  const params = Object.fromEntries(names.map((name, i) => [name, values[i]]));
  return decideGate({
    entry,
    params,
    pathname,
    search: query ? `?${query}` : '',
    session: 'authenticated',
    profile: admin,
    hadPriorSession: false,
    isInitialLoad: false,
    ...overrides,
  });
}

describe('the route table', () => {
  it('holds every path of core.md section 2', () => {
    const missing = SPEC_PATHS.filter(
      (path) => !ROUTES.some((entry) => entry.path === normalize(path)),
    );
    expect(missing).toEqual([]);
  });

  it('holds each path once', () => {
    const paths = ROUTES.map((entry) => entry.path);
    expect(paths.filter((path, i) => paths.indexOf(path) !== i)).toEqual([]);
  });

  it('lazy-loads every built screen and gives it a title', () => {
    for (const entry of [...ROUTES, NOT_FOUND_ROUTE].filter((e) => e.status === 'built')) {
      expect(entry.screen, entry.path).toBeTypeOf('function');
      expect(entry.title, entry.path).toBeTruthy();
    }
  });

  it('keeps screens only on built routes and redirect rules on redirect routes', () => {
    for (const entry of ROUTES) {
      if (entry.status !== 'built') expect(entry.screen, entry.path).toBeUndefined();
      if (entry.status === 'redirect')
        expect(entry.redirects?.length, entry.path).toBeGreaterThan(0);
    }
  });

  it('builds the screens of this issue', () => {
    const built = ROUTES.filter((entry) => entry.status === 'built').map((entry) => entry.path);
    expect(built).toEqual(
      expect.arrayContaining([
        '/login/:alert?',
        '/login_mobile',
        '/login_token',
        '/sign_up',
        '/complete_profile',
        '/forgot_password',
        '/reset_password/:newPasswordToken?',
        '/invite/:inviteToken',
        '/error/:errorStatusCode',
        '/get_app',
        '/orgs',
        '/org',
        '/org/:orgId',
        '/personal/settings',
        '/personal/settings/change-password',
        '/personal/settings/appearance',
        '/org/:orgId/dashboard',
      ]),
    );
  });

  it('puts public pages outside the signed-in frame and the rest inside', () => {
    for (const entry of ROUTES) {
      if (entry.status === 'redirect') continue;
      expect(entry.layout, entry.path).toBe(entry.guard.kind === 'public' ? 'bare' : 'home');
    }
  });
});

describe('guards of core.md 6', () => {
  it.each([
    ['/org/:orgId/crew/reports', { kind: 'permission', action: 'crewReports.view' }],
    ['/org/:orgId/crew/members/', { kind: 'permission', action: 'employees.list' }],
    ['/org/:orgId/setup/get-started', { kind: 'permission', action: 'orgSetup.edit' }],
    ['/org/:orgId/tasks', { kind: 'permission', action: 'tasks.view' }],
    ['/org/:orgId/settings', { kind: 'permission', action: 'orgSettings.edit' }],
    ['/org/:orgId/integrations', { kind: 'permission', action: 'adminPages.view' }],
    ['/org', { kind: 'permission', action: 'org.create' }],
    ['/orgs', { kind: 'internal' }],
    ['/timecards', { kind: 'internal' }],
    ['/org/0/employees/add', { kind: 'org-0' }],
    ['/org/:orgId/dashboard', { kind: 'permission', action: 'adminPages.view' }],
    ['/org/:orgId/crew/timecards', { kind: 'member' }],
    ['/login/:alert?', { kind: 'public' }],
    ['/personal/settings', { kind: 'auth' }],
  ])('%s is guarded by %o', (path, guard) => {
    expect(byPath(path).guard).toEqual(guard);
  });

  it('renders a built page the user may open', () => {
    expect(gate('/org/:orgId/dashboard', '/org/7/dashboard')).toEqual({ kind: 'render' });
    expect(gate('/org/:orgId/dashboard', '/org/7/dashboard', { profile: manager })).toEqual({
      kind: 'render',
    });
  });

  it('sends a denied user to /error/403', () => {
    expect(gate('/org/:orgId/dashboard', '/org/7/dashboard', { profile: worker })).toEqual({
      kind: 'forbidden',
    });
    expect(gate('/org', '/org', { profile: manager })).toEqual({ kind: 'forbidden' });
    expect(gate('/timecards', '/timecards')).toEqual({ kind: 'forbidden' });
    expect(gate('/orgs', '/orgs')).toEqual({ kind: 'forbidden' });
    expect(gate('/orgs', '/orgs', { profile: worker })).toEqual({ kind: 'forbidden' });
    expect(gate('/org/0/employees/add', '/org/0/employees/add')).toEqual({ kind: 'forbidden' });
  });

  it('denies organisations the user does not belong to', () => {
    expect(gate('/org/:orgId', '/org/8')).toEqual({ kind: 'forbidden' });
    expect(gate('/org/:orgId/dashboard', '/org/8/dashboard')).toEqual({ kind: 'forbidden' });
  });

  it('lets provider staff into any organisation', () => {
    expect(gate('/org/:orgId/dashboard', '/org/8/dashboard', { profile: providerAdmin })).toEqual({
      kind: 'render',
    });
    expect(gate('/org/:orgId', '/org/8', { profile: recruiter })).toEqual({ kind: 'render' });
    expect(gate('/org', '/org', { profile: recruiter })).toEqual({ kind: 'render' });
    expect(gate('/orgs', '/orgs', { profile: providerAdmin })).toEqual({ kind: 'render' });
    expect(gate('/orgs', '/orgs', { profile: recruiter })).toEqual({ kind: 'render' });
    expect(gate('/timecards', '/timecards', { profile: providerAdmin })).toEqual({
      kind: 'render',
    });
    expect(
      gate('/org/0/employees/add', '/org/0/employees/add', { profile: providerAdmin }),
    ).toEqual({ kind: 'render' });
  });

  it('shows not-found for planned pages, after their guard', () => {
    const exportStep = '/org/:orgId/crew/time-report/export-success';
    expect(gate(exportStep, '/org/7/crew/time-report/export-success')).toEqual({
      kind: 'not-found',
    });
    expect(gate(exportStep, '/org/7/crew/time-report/export-success', { profile: worker })).toEqual(
      { kind: 'forbidden' },
    );
    expect(
      gate('/unsubscribe', '/unsubscribe', { session: 'anonymous', profile: undefined }),
    ).toEqual({ kind: 'not-found' });
  });

  it('lets workers reach their time cards', () => {
    expect(
      gate('/org/:orgId/crew/timecards', '/org/7/crew/timecards', { profile: worker }),
    ).toEqual({ kind: 'render' });
  });
});

describe('signed-out visitors', () => {
  const anonymous = { session: 'anonymous' as const, profile: undefined };

  it('go from a protected page to /login with the encoded path and query', () => {
    expect(gate('/org/:orgId/dashboard', '/org/7/dashboard?range=week', anonymous)).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forg%2F7%2Fdashboard%3Frange%3Dweek',
    });
  });

  it('get expired=true when a prior session is detected', () => {
    expect(gate('/orgs', '/orgs', { ...anonymous, hadPriorSession: true })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Forgs&expired=true',
    });
  });

  it('see public pages', () => {
    expect(gate('/sign_up', '/sign_up', anonymous)).toEqual({ kind: 'render' });
  });

  it('wait while the session starts', () => {
    expect(gate('/orgs', '/orgs', { session: 'booting', profile: undefined })).toEqual({
      kind: 'wait',
    });
  });

  it('see nothing of a signed-in page while a sign-out leaves it', () => {
    expect(gate('/orgs', '/orgs', { session: 'ending' })).toEqual({ kind: 'wait' });
  });
});

describe('redirect rules', () => {
  it('sends the root path to /login when signed out and to the landing logic when signed in', () => {
    expect(gate('/', '/', { session: 'anonymous', profile: undefined })).toEqual({
      kind: 'redirect',
      to: '/login',
    });
    expect(gate('/', '/')).toEqual({ kind: 'landing' });
    expect(gate('/', '/', { session: 'booting' })).toEqual({ kind: 'wait' });
  });

  it('redirects project settings to the projects settings page', () => {
    expect(gate('/org/:orgId/project-settings', '/org/7/project-settings')).toEqual({
      kind: 'redirect',
      to: '/org/7/settings/projects',
    });
  });

  it('reloads the legacy settings paths into the real pages', () => {
    expect(gate('/org/:orgId/time-settings', '/org/7/time-settings')).toEqual({
      kind: 'reload',
      to: '/org/7/settings/time',
    });
    expect(gate('/org/:orgId/company-settings', '/org/7/company-settings')).toEqual({
      kind: 'reload',
      to: '/org/7/settings/company',
    });
    expect(gate('/change_password', '/change_password', { session: 'anonymous' })).toEqual({
      kind: 'reload',
      to: '/personal/settings/change-password',
    });
  });

  it('redirects the crew-app links from mobile and e-mail, keeping their query', () => {
    const anonymous = { session: 'anonymous' as const, profile: undefined };
    expect(
      gate('/crew_app/reset_password/:resetToken', '/crew_app/reset_password/abc123', anonymous),
    ).toEqual({ kind: 'redirect', to: '/reset_password/abc123' });
    expect(gate('/crew_app/orgs/:orgId/clock', '/crew_app/orgs/7/clock')).toEqual({
      kind: 'redirect',
      to: '/org/7/crew/timecards',
    });
    expect(gate('/crew_app/orgs/:orgId/tasks', '/crew_app/orgs/7/tasks?utm_source=mail')).toEqual({
      kind: 'redirect',
      to: '/org/7/tasks?utm_source=mail',
    });
    expect(gate('/crew_app/orgs/:orgId/tasks/:taskId', '/crew_app/orgs/7/tasks/55')).toEqual({
      kind: 'redirect',
      to: '/org/7/tasks?task=55',
    });
    expect(
      gate(
        '/crew_app/orgs/:orgId/work-forms/:formId/submissions/:submissionId',
        '/crew_app/orgs/7/work-forms/3/submissions/9',
      ),
    ).toEqual({
      kind: 'redirect',
      to: '/org/7/work-forms/library',
    });
    expect(
      gate('/crew_app/orgs/:orgId/timecards/:timecardId', '/crew_app/orgs/7/timecards/12'),
    ).toEqual({ kind: 'redirect', to: '/org/7/crew/timecard/12' });
  });

  it('redirects the status list path to the tasks page', () => {
    expect(gate('/org/:orgId/scheduling', '/org/7/scheduling')).toEqual({
      kind: 'redirect',
      to: '/org/7/tasks',
    });
  });

  it('sends the time report and crew reports to the time cards when the new time export is on', () => {
    // "New time export on" is use_old_time_export false (contract/feature-flags.ts).
    const newExport = withFlags(flagsFor('newTimeExport', true));
    expect(gate('/org/:orgId/crew/reports', '/org/7/crew/reports', { profile: newExport })).toEqual(
      { kind: 'redirect', to: '/org/7/crew/timecards' },
    );
    expect(
      gate('/org/:orgId/crew/time-report', '/org/7/crew/time-report', { profile: newExport }),
    ).toEqual({ kind: 'redirect', to: '/org/7/crew/timecards' });
    // The query string goes along.
    expect(
      gate('/org/:orgId/crew/time-report', '/org/7/crew/time-report?week=3', {
        profile: newExport,
      }),
    ).toEqual({ kind: 'redirect', to: '/org/7/crew/timecards?week=3' });
  });

  it('keeps the time report and crew reports while use_old_time_export is on', () => {
    const oldExport = withFlags({ use_old_time_export: true });
    expect(gate('/org/:orgId/crew/reports', '/org/7/crew/reports', { profile: oldExport })).toEqual(
      { kind: 'render' },
    );
    expect(
      gate('/org/:orgId/crew/time-report', '/org/7/crew/time-report', { profile: oldExport }),
    ).toEqual({ kind: 'render' });
    // The flag names the spec does not have switch nothing.
    const unknownName = withFlags({ use_old_time_export: true, new_time_export: true });
    expect(
      gate('/org/:orgId/crew/reports', '/org/7/crew/reports', { profile: unknownName }),
    ).toEqual({ kind: 'render' });
  });

  it('reads a missing flag at its default: new organisations keep the time report and crew reports', () => {
    expect(gate('/org/:orgId/crew/reports', '/org/7/crew/reports', { profile: admin })).not.toEqual(
      { kind: 'redirect', to: '/org/7/crew/timecards' },
    );
  });

  it('always loads the create and edit project pages in full', () => {
    expect(gate('/org/:orgId/projects/create', '/org/7/projects/create')).toEqual({
      kind: 'reload',
      to: '/org/7/projects/create',
    });
    expect(gate('/org/:orgId/projects/:projectId/edit', '/org/7/projects/3/edit')).toEqual({
      kind: 'reload',
      to: '/org/7/projects/3/edit',
    });
    // Opened by a full load already: no second load.
    expect(
      gate('/org/:orgId/projects/create', '/org/7/projects/create', { isInitialLoad: true }),
    ).toEqual({ kind: 'render' });
  });

  it('loads the integrations page in full when the new integrations page flag is on', () => {
    const flagged = withFlags(flagsFor('newIntegrationsPage', true));
    expect(gate('/org/:orgId/integrations', '/org/7/integrations', { profile: flagged })).toEqual({
      kind: 'reload',
      to: '/org/7/integrations',
    });
    expect(gate('/org/:orgId/integrations', '/org/7/integrations')).toEqual({ kind: 'not-found' });
    const off = withFlags(flagsFor('newIntegrationsPage', false));
    expect(gate('/org/:orgId/integrations', '/org/7/integrations', { profile: off })).toEqual({
      kind: 'not-found',
    });
  });

  it('loads settings time in full with the organisation-settings-v2 flag or the kiosk-mode tab', () => {
    const flagged = withFlags({ 'organisation-settings-v2': true });
    expect(
      gate('/org/:orgId/settings/time/:tabId?', '/org/7/settings/time', { profile: flagged }),
    ).toEqual({ kind: 'reload', to: '/org/7/settings/time' });
    expect(gate('/org/:orgId/settings/time/:tabId?', '/org/7/settings/time/kiosk-mode')).toEqual({
      kind: 'reload',
      to: '/org/7/settings/time/kiosk-mode',
    });
    // Otherwise the page renders in the app.
    expect(gate('/org/:orgId/settings/time/:tabId?', '/org/7/settings/time/breaks')).toEqual({
      kind: 'render',
    });
    const off = withFlags({ 'organisation-settings-v2': false });
    expect(
      gate('/org/:orgId/settings/time/:tabId?', '/org/7/settings/time', { profile: off }),
    ).toEqual({ kind: 'render' });
  });

  it('checks the guard before a conditional redirect', () => {
    const flaggedWorker = makeProfile([
      makeEmployee(7, 1, {
        organization: { feature_flags: flagsFor('newTimeExport', true) },
      }),
    ]);
    expect(
      gate('/org/:orgId/crew/reports', '/org/7/crew/reports', { profile: flaggedWorker }),
    ).toEqual({ kind: 'forbidden' });
  });

  it('shows the not-found page for unknown paths', () => {
    const entry: RouteEntry = NOT_FOUND_ROUTE;
    expect(
      decideGate({
        entry,
        params: {},
        pathname: '/nope',
        search: '',
        session: 'anonymous',
        profile: undefined,
        hadPriorSession: false,
        isInitialLoad: true,
      }),
    ).toEqual({ kind: 'render' });
  });
});
