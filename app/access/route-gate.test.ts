import { describe, expect, it } from 'vitest';
import { flagsFor } from '../../contract/feature-flags';
import type { Profile } from '../../contract/profile';
import type { RouteEntry } from '../navigation/route-model';
import { makeEmployee, makeProfile } from '../test-support/fixtures';
import { decideGate } from './route-gate';

/** A built page of org 7 that goes to its checkout while the bundled checkout is on. */
const entry: RouteEntry = {
  path: '/org/:orgId/billing/plans',
  guard: { kind: 'member' },
  layout: 'home',
  status: 'built',
  redirects: [
    {
      kind: 'redirect',
      to: '/org/:orgId/plans/subscribe/checkout',
      when: [{ switchOn: 'bundledCheckout' }],
    },
  ],
};

function decide(profile: Profile, orgId = 7) {
  return decideGate({
    entry,
    params: { orgId: String(orgId) },
    pathname: `/org/${orgId}/billing/plans`,
    search: '',
    session: 'authenticated',
    profile,
    hadPriorSession: false,
    isInitialLoad: false,
  });
}

const memberWith = (flags: Record<string, boolean>) =>
  makeProfile([makeEmployee(7, 3, { organization: { feature_flags: flags } })]);

describe('decideGate with a feature switch', () => {
  it('redirects while the switch is on in the org of the path', () => {
    expect(decide(memberWith(flagsFor('bundledCheckout', true)))).toEqual({
      kind: 'redirect',
      to: '/org/7/plans/subscribe/checkout',
    });
  });

  it('shows the page while the switch is off, or its flag is missing (default off)', () => {
    expect(decide(memberWith(flagsFor('bundledCheckout', false)))).toEqual({ kind: 'render' });
    expect(decide(memberWith({}))).toEqual({ kind: 'render' });
  });

  it('reads the flags of the org in the path, not of the user’s other orgs', () => {
    const profile = makeProfile([
      makeEmployee(7, 3, { organization: { feature_flags: flagsFor('bundledCheckout', false) } }),
      makeEmployee(8, 3, { organization: { feature_flags: flagsFor('bundledCheckout', true) } }),
    ]);
    expect(decide(profile, 7)).toEqual({ kind: 'render' });
    expect(decide(profile, 8)).toEqual({ kind: 'redirect', to: '/org/8/plans/subscribe/checkout' });
  });

  it('switches nothing for provider staff, who hold no record with the org’s flags', () => {
    expect(decide(makeProfile([makeEmployee(0, 4)]))).toEqual({ kind: 'render' });
  });
});
