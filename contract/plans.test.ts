import { describe, expect, it } from 'vitest';
import { effectiveTier, featureAllowed, featureStateAt, type PlanFields } from './plans';

/** An organisation's plan fields: Pro with both features on, unless a test says otherwise. */
const org = (overrides: Partial<PlanFields> = {}): PlanFields => ({
  crew_product_plan: { tier: 'pro' },
  workforce_management_feature: { state: 'enabled' },
  time_tracking_feature: { state: 'enabled' },
  ...overrides,
});
const noPlan: PlanFields = {
  crew_product_plan: null,
  workforce_management_feature: { state: 'offer-trial' },
  time_tracking_feature: { state: 'show-paywall' },
};

describe('effectiveTier', () => {
  it('is the plan tier when there is a plan', () => {
    expect(effectiveTier(org({ crew_product_plan: { tier: 'enterprise' } }))).toBe('enterprise');
    expect(effectiveTier(org({ crew_product_plan: { tier: 'basic' } }))).toBe('basic');
  });

  it('is Pro during a workforce-management trial', () => {
    expect(effectiveTier({ ...noPlan, workforce_management_feature: { state: 'trial' } })).toBe(
      'pro',
    );
  });

  it('is Starter when only time tracking is on', () => {
    expect(effectiveTier({ ...noPlan, time_tracking_feature: { state: 'trial' } })).toBe('basic');
  });

  it('is null without plan or running feature', () => {
    expect(effectiveTier(noPlan)).toBeNull();
    expect(effectiveTier(undefined)).toBeNull();
  });
});

describe('featureAllowed', () => {
  it('follows the tier table', () => {
    const starter = org({ crew_product_plan: { tier: 'basic' } });
    expect(featureAllowed(starter, 'time-tracking')).toBe(true);
    expect(featureAllowed(starter, 'project-tracking')).toBe(false);
    expect(featureAllowed(org(), 'project-tracking')).toBe(true);
    expect(featureAllowed(org(), 'api-access')).toBe(false);
    expect(featureAllowed(noPlan, 'time-tracking')).toBe(false);
  });
});

describe('featureStateAt', () => {
  it('keeps a running trial and shows the paywall once it expired', () => {
    expect(featureStateAt('trial', 200, 100)).toEqual({
      state: 'trial',
      trial_expiry_dt_unix: 200,
    });
    expect(featureStateAt('trial', 100, 100).state).toBe('show-paywall');
    expect(featureStateAt('enabled', 1, 100).state).toBe('enabled');
  });
});
