import { describe, expect, it } from 'vitest';
import { makeOrg } from '../../test-support/fixtures';
import { endingTrial, featureSummary, planSummary } from './dashboard-model';

const now = 1_700_000_000;

describe('dashboard summary', () => {
  it('gives trial days left rounded up', () => {
    expect(
      featureSummary({ state: 'trial', trial_expiry_dt_unix: now + 86400 * 11 + 5 }, now),
    ).toEqual({ label: 'On trial', hint: '12 days left' });
    expect(featureSummary({ state: 'trial', trial_expiry_dt_unix: now + 60 }, now)).toEqual({
      label: 'On trial',
      hint: '1 day left',
    });
    expect(featureSummary({ state: 'trial', trial_expiry_dt_unix: now - 60 }, now)).toEqual({
      label: 'On trial',
      hint: 'Ends today',
    });
    expect(featureSummary({ state: 'show-paywall', trial_expiry_dt_unix: now - 60 }, now)).toEqual({
      label: 'Trial expired',
    });
    expect(featureSummary({ state: 'enabled', trial_expiry_dt_unix: null }, now)).toEqual({
      label: 'Enabled',
    });
  });

  it('names the plan as users see it', () => {
    expect(
      planSummary({ crew_product_plan: { id: 1, tier: 'basic', recurring_interval: 'monthly' } }),
    ).toEqual({ label: 'Starter', hint: 'Billed monthly' });
    expect(
      planSummary({
        crew_product_plan: { id: 1, tier: 'enterprise', recurring_interval: 'annual' },
      }),
    ).toEqual({ label: 'Enterprise', hint: 'Billed annually' });
    expect(planSummary({ crew_product_plan: null })).toEqual({ label: 'No plan' });
  });

  it('finds the trial ending soonest', () => {
    const org = makeOrg({
      workforce_management_feature: { state: 'trial', trial_expiry_dt_unix: now + 86400 * 20 },
      time_tracking_feature: { state: 'trial', trial_expiry_dt_unix: now + 86400 * 3 },
    });
    expect(endingTrial(org, now)).toEqual({ name: 'time tracking', days: 3 });
    expect(endingTrial(makeOrg(), now)).toBeNull();
  });
});
