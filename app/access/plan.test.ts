import { describe, expect, it } from 'vitest';
import { makeOrg } from '../test-support/fixtures';
import { effectiveTier, featureAllowed } from './plan';

const noPlan = {
  crew_product_plan: null,
  workforce_management_feature: { state: 'offer-trial' as const, trial_expiry_dt_unix: null },
  time_tracking_feature: { state: 'show-paywall' as const, trial_expiry_dt_unix: null },
};

describe('effectiveTier', () => {
  it('is the plan tier when there is a plan', () => {
    expect(
      effectiveTier(
        makeOrg({ crew_product_plan: { id: 1, tier: 'enterprise', recurring_interval: 'annual' } }),
      ),
    ).toBe('enterprise');
    expect(
      effectiveTier(
        makeOrg({ crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' } }),
      ),
    ).toBe('basic');
  });

  it('is Pro during a workforce-management trial', () => {
    expect(
      effectiveTier(
        makeOrg({
          ...noPlan,
          workforce_management_feature: { state: 'trial', trial_expiry_dt_unix: 2e9 },
        }),
      ),
    ).toBe('pro');
  });

  it('is Starter when only time tracking is on', () => {
    expect(
      effectiveTier(
        makeOrg({
          ...noPlan,
          time_tracking_feature: { state: 'trial', trial_expiry_dt_unix: 2e9 },
        }),
      ),
    ).toBe('basic');
  });

  it('is null without plan or running feature', () => {
    expect(effectiveTier(makeOrg(noPlan))).toBeNull();
    expect(effectiveTier(undefined)).toBeNull();
  });
});

describe('featureAllowed', () => {
  it('follows the tier table', () => {
    const starter = makeOrg({
      crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' },
    });
    expect(featureAllowed(starter, 'time-tracking')).toBe(true);
    expect(featureAllowed(starter, 'project-tracking')).toBe(false);
    expect(featureAllowed(makeOrg(), 'project-tracking')).toBe(true);
    expect(featureAllowed(makeOrg(), 'api-access')).toBe(false);
    expect(featureAllowed(makeOrg(noPlan), 'time-tracking')).toBe(false);
  });
});
