import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contract/messages';
import { makeEmployee, makeProfile } from '../test-support/fixtures';
import {
  blockedReason,
  completeProfileTarget,
  landingForOrg,
  postLoginTarget,
  safeRedirect,
} from './post-login';

const admin = makeProfile([makeEmployee(7, 3)]);

describe('postLoginTarget: the redirect query', () => {
  it('honours the redirect with its own query string', () => {
    expect(
      postLoginTarget({
        profile: admin,
        selectedOrgId: 7,
        redirect: '/org/7/crew/members/?status=active&page=2',
      }),
    ).toEqual({
      kind: 'navigate',
      to: '/org/7/crew/members/?status=active&page=2',
    });
  });

  it('uses a full page load for the create-time-card targets', () => {
    expect(
      postLoginTarget({
        profile: admin,
        selectedOrgId: 7,
        redirect: '/org/7/crew/timecards/add?date=2024-01-02',
      }),
    ).toEqual({
      kind: 'reload',
      to: '/org/7/crew/timecards/add?date=2024-01-02',
    });
    expect(
      postLoginTarget({ profile: admin, selectedOrgId: 7, redirect: '/org/7/time-cards/create' }),
    ).toEqual({
      kind: 'reload',
      to: '/org/7/time-cards/create',
    });
  });

  it('uses a full page load for the subscribe targets', () => {
    expect(
      postLoginTarget({ profile: admin, selectedOrgId: 7, redirect: '/org/7/plans/subscribe/pro' }),
    ).toEqual({
      kind: 'reload',
      to: '/org/7/plans/subscribe/pro',
    });
    expect(
      postLoginTarget({
        profile: admin,
        selectedOrgId: 7,
        redirect: '/org/7/plans/subscribe/checkout?plan=pro',
      }),
    ).toMatchObject({
      kind: 'reload',
    });
  });

  it('does not treat the time card list as the create-time-card target', () => {
    expect(
      postLoginTarget({ profile: admin, selectedOrgId: 7, redirect: '/org/7/crew/timecards' }),
    ).toMatchObject({ kind: 'navigate' });
  });

  it('ignores redirects that leave the site or loop to the login page', () => {
    expect(safeRedirect('https://evil.example/x')).toBeNull();
    expect(safeRedirect('//evil.example/x')).toBeNull();
    expect(safeRedirect('/\\evil.example')).toBeNull();
    expect(safeRedirect('/login?redirect=%2Forgs')).toBeNull();
    expect(safeRedirect('/login_mobile')).toBeNull();
    expect(safeRedirect('/orgs')).toBe('/orgs');
    expect(
      postLoginTarget({ profile: admin, selectedOrgId: 7, redirect: 'https://evil.example' }),
    ).toEqual({
      kind: 'navigate',
      to: '/org/7/dashboard',
    });
  });
});

describe('postLoginTarget: the landing page', () => {
  it('sends provider staff to /orgs', () => {
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(0, 4)]), selectedOrgId: 0 }),
    ).toEqual({ kind: 'navigate', to: '/orgs' });
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(0, 5)]), selectedOrgId: 0 }),
    ).toEqual({ kind: 'navigate', to: '/orgs' });
  });

  it('sends an org-0 record without a staff role to /error/403 with the message', () => {
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(0, 3)]), selectedOrgId: 0 }),
    ).toEqual({
      kind: 'navigate',
      to: '/error/403',
      state: { message: MESSAGES.org0Forbidden },
    });
  });

  it('sends administrators to the dashboard', () => {
    expect(postLoginTarget({ profile: admin, selectedOrgId: 7 })).toEqual({
      kind: 'navigate',
      to: '/org/7/dashboard',
    });
  });

  it('sends managers of any variant to the dashboard', () => {
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(8, 2)]), selectedOrgId: 8 }),
    ).toEqual({ kind: 'navigate', to: '/org/8/dashboard' });
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(8, 27)]), selectedOrgId: 8 }),
    ).toEqual({ kind: 'navigate', to: '/org/8/dashboard' });
  });

  it('sends administrators and managers to get-started while the crew product is on offer', () => {
    const offer = { organization: { crew_product_status: 'offer' as const } };
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(7, 3, offer)]), selectedOrgId: 7 }),
    ).toEqual({
      kind: 'navigate',
      to: '/org/7/setup/get-started',
    });
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(7, 21, offer)]), selectedOrgId: 7 }),
    ).toEqual({
      kind: 'navigate',
      to: '/org/7/setup/get-started',
    });
  });

  it('sends everyone else to the crew time cards', () => {
    expect(
      postLoginTarget({ profile: makeProfile([makeEmployee(7, 1)]), selectedOrgId: 7 }),
    ).toEqual({
      kind: 'navigate',
      to: '/org/7/crew/timecards',
    });
  });

  it('lands in the selected organisation', () => {
    const profile = makeProfile([makeEmployee(7, 1), makeEmployee(9, 3)]);
    expect(postLoginTarget({ profile, selectedOrgId: 9 })).toEqual({
      kind: 'navigate',
      to: '/org/9/dashboard',
    });
    expect(postLoginTarget({ profile, selectedOrgId: 7 })).toEqual({
      kind: 'navigate',
      to: '/org/7/crew/timecards',
    });
  });

  it('logs out a user with no organisation', () => {
    expect(postLoginTarget({ profile: makeProfile([]), selectedOrgId: null })).toEqual({
      kind: 'logout',
      message: MESSAGES.noOrganisation,
    });
  });
});

describe('blockedReason', () => {
  it('explains a profile with no organisation or only inactive ones', () => {
    expect(blockedReason(makeProfile([]))).toBe(MESSAGES.noOrganisation);
    expect(blockedReason(makeProfile([], { inactive_employees: [makeEmployee(7, 1)] }))).toBe(
      MESSAGES.inactiveUser,
    );
    expect(blockedReason(admin)).toBeNull();
  });
});

describe('completeProfileTarget', () => {
  it('sends administrators to the crew time cards and others to the default route', () => {
    expect(completeProfileTarget(admin, 7)).toEqual({
      kind: 'navigate',
      to: '/org/7/crew/timecards',
    });
    expect(completeProfileTarget(makeProfile([makeEmployee(7, 21)]), 7)).toEqual({
      kind: 'navigate',
      to: '/org/7/dashboard',
    });
    expect(completeProfileTarget(makeProfile([makeEmployee(7, 1)]), 7)).toEqual({
      kind: 'navigate',
      to: '/org/7/crew/timecards',
    });
  });
});

describe('landingForOrg', () => {
  it("takes provider staff to the chosen organisation's dashboard", () => {
    expect(landingForOrg(makeProfile([makeEmployee(0, 4)]), 12)).toEqual({
      kind: 'navigate',
      to: '/org/12/dashboard',
    });
  });

  it('takes members to their landing in that organisation', () => {
    const profile = makeProfile([makeEmployee(7, 3), makeEmployee(9, 1)]);
    expect(landingForOrg(profile, 9)).toEqual({ kind: 'navigate', to: '/org/9/crew/timecards' });
    expect(landingForOrg(profile, 7)).toEqual({ kind: 'navigate', to: '/org/7/dashboard' });
  });
});
