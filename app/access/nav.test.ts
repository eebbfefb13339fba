import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../navigation/route-model';
import { ROUTES } from '../routes';
import { makeEmployee, makeOrg, makeProfile } from '../test-support/fixtures';
import { navCurrent, visibleNav } from './nav';

// The same table with every planned screen marked built, to check the role and plan rules the
// navigation will apply once later issues build those screens.
const ALL_BUILT: RouteEntry[] = ROUTES.map((route) =>
  route.status === 'planned' ? { ...route, status: 'built' } : route,
);
const starter = makeOrg({
  crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
});
const pro = makeOrg({ crew_product_plan: { id: 2, tier: 'pro', recurring_interval: 'monthly' } });
const noPlan = makeOrg({
  crew_product_plan: null,
  workforce_management_feature: { state: 'show-paywall', trial_expiry_dt_unix: null },
  time_tracking_feature: { state: 'show-paywall', trial_expiry_dt_unix: null },
});

const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('visibleNav: today', () => {
  it('shows administrators the built pages of their organisation', () => {
    const items = visibleNav({ profile: makeProfile([makeEmployee(7, 3)]), orgId: 7, org: pro });
    expect(items).toEqual([
      expect.objectContaining({ id: 'dashboard', label: 'Dashboard', to: '/org/7/dashboard' }),
      expect.objectContaining({
        id: 'timecards',
        label: 'Time cards',
        to: '/org/7/crew/timecards',
      }),
      expect.objectContaining({ id: 'time-off', label: 'Time off', to: '/org/7/time-off' }),
      expect.objectContaining({ id: 'projects', label: 'Projects', to: '/org/7/projects' }),
      expect.objectContaining({ id: 'tasks', label: 'Tasks', to: '/org/7/tasks' }),
      expect.objectContaining({ id: 'cost-codes', label: 'Cost codes', to: '/org/7/cost-codes' }),
      expect.objectContaining({ id: 'members', label: 'Team members', to: '/org/7/crew/members' }),
      expect.objectContaining({ id: 'teams', label: 'Teams', to: '/org/7/crew/members/groups' }),
      expect.objectContaining({ id: 'reports', label: 'Reports', to: '/org/7/crew/reports' }),
      expect.objectContaining({
        id: 'job-costing',
        label: 'Job costing',
        to: '/org/7/crew/job-costing',
      }),
      expect.objectContaining({ id: 'settings', label: 'Settings', to: '/org/7/settings' }),
      expect.objectContaining({ id: 'organisation', label: 'Organisation', to: '/org/7' }),
    ]);
  });

  it('hides planned screens', () => {
    const labels = visibleNav({
      profile: makeProfile([makeEmployee(7, 3)]),
      orgId: 7,
      org: pro,
    }).map((item) => item.label);
    expect(labels).not.toContain('Integrations');
  });

  it('shows workers no dashboard', () => {
    expect(
      ids(visibleNav({ profile: makeProfile([makeEmployee(7, 1)]), orgId: 7, org: pro })),
    ).toEqual(['timecards', 'time-off', 'organisation']);
  });

  it('shows provider staff the organisation list', () => {
    expect(
      ids(visibleNav({ profile: makeProfile([makeEmployee(0, 4)]), orgId: 0, org: null })),
    ).toEqual(['orgs', 'all-timecards']);
    // The main section, then the provider section (NAV_ORDER), as the sidebar groups them.
    expect(
      ids(visibleNav({ profile: makeProfile([makeEmployee(0, 4)]), orgId: 7, org: pro })),
    ).toEqual([
      'dashboard',
      'timecards',
      'time-off',
      'projects',
      'tasks',
      'cost-codes',
      'members',
      'teams',
      'reports',
      'job-costing',
      'settings',
      'organisation',
      'orgs',
      'all-timecards',
    ]);
  });
});

describe('visibleNav: role rules', () => {
  const nav = (roleId: number, org = pro) =>
    ids(
      visibleNav({
        profile: makeProfile([makeEmployee(7, roleId)]),
        orgId: 7,
        org,
        routes: ALL_BUILT,
      }),
    );

  it('gives administrators everything their plan includes', () => {
    expect(nav(3)).toEqual([
      'dashboard',
      'timecards',
      'time-off',
      'projects',
      'tasks',
      'cost-codes',
      'members',
      'teams',
      'reports',
      'job-costing',
      'integrations',
      'settings',
      'billing',
      'organisation',
    ]);
  });

  it('gives managers the crew pages but not settings nor billing', () => {
    expect(nav(21)).toEqual([
      'dashboard',
      'timecards',
      'time-off',
      'projects',
      'tasks',
      'cost-codes',
      'members',
      'teams',
      'reports',
      'job-costing',
      'integrations',
      'organisation',
    ]);
  });

  it('gives workers their time cards and organisation only', () => {
    expect(nav(1)).toEqual(['timecards', 'time-off', 'organisation']);
  });

  it('shows platform-admin items only to provider staff', () => {
    const staff = ids(
      visibleNav({
        profile: makeProfile([makeEmployee(0, 4)]),
        orgId: 0,
        org: null,
        routes: ALL_BUILT,
      }),
    );
    expect(staff).toEqual(['orgs', 'all-timecards']);
    expect(nav(3)).not.toContain('orgs');
    expect(nav(3)).not.toContain('all-timecards');
  });
});

describe('visibleNav: plan rules', () => {
  const nav = (org: typeof pro) =>
    ids(
      visibleNav({ profile: makeProfile([makeEmployee(7, 3)]), orgId: 7, org, routes: ALL_BUILT }),
    );

  it('hides Pro features on Starter', () => {
    const items = nav(starter);
    expect(items).toContain('timecards');
    expect(items).not.toContain('projects');
    expect(items).not.toContain('tasks');
    expect(items).not.toContain('cost-codes');
    expect(items).not.toContain('job-costing');
    expect(items).not.toContain('time-off');
    expect(items).toContain('members');
  });

  it('opens Pro features during a workforce-management trial', () => {
    expect(
      nav({
        ...noPlan,
        workforce_management_feature: { state: 'trial', trial_expiry_dt_unix: 2e9 },
      }),
    ).toContain('tasks');
  });

  it('hides every plan feature without a plan', () => {
    const items = nav(noPlan);
    expect(items).not.toContain('timecards');
    expect(items).toContain('billing');
  });
});

describe('navCurrent: which item is lit', () => {
  const items = visibleNav({ profile: makeProfile([makeEmployee(7, 3)]), orgId: 7, org: pro });
  const current = (pathname: string) =>
    items
      .map((item) => [item.id, navCurrent(item, pathname)] as const)
      .filter(([, state]) => state !== undefined);

  it('marks an item’s own page as the page, and only there', () => {
    expect(current('/org/7/crew/members')).toEqual([['members', 'page']]);
    expect(current('/org/7/crew/members/')).toEqual([['members', 'page']]);
    expect(current('/org/7/crew/members/groups')).toEqual([['teams', 'page']]);
    expect(current('/org/7')).toEqual([['organisation', 'page']]);
    expect(current('/org/7/dashboard')).toEqual([['dashboard', 'page']]);
  });

  it('lights Team members on a member’s page and the other member pages', () => {
    expect(current('/org/7/employee/50')).toEqual([['members', 'true']]);
    expect(current('/org/7/crew/deactivated')).toEqual([['members', 'true']]);
    expect(current('/org/7/crew/expired')).toEqual([['members', 'true']]);
    expect(current('/org/7/employees/add')).toEqual([['members', 'true']]);
  });

  it('leaves everything unlit elsewhere and in another organisation', () => {
    expect(current('/personal/settings')).toEqual([]);
    expect(current('/org/8/employee/50')).toEqual([]);
    expect(current('/org/7/employee/50/extra')).toEqual([]);
  });
});
