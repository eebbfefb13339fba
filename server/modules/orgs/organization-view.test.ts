import { describe, expect, it } from 'vitest';
import { zOrganization } from '../../../contract/orgs';
import type { OrganisationRow } from './orgs.tables';
import { NO_PEOPLE, toOrganization } from './organization-view';
import { newOrganisationValues } from './org-values';

describe('toOrganization', () => {
  it('produces the contract shape from a row', () => {
    const row = {
      id: 5,
      version: 0,
      ...newOrganisationValues({ name: 'Acme', countryCode: 'au', companySize: '2-5', now: 1000 }),
      plan_tier: 'pro',
      plan_recurring_interval: 'monthly',
    } as OrganisationRow & { plan_tier: string; plan_recurring_interval: string };
    const org = zOrganization.parse(toOrganization(row, NO_PEOPLE, 2000));
    expect(org).toMatchObject({
      id: 5,
      timezone: 'Australia/Sydney',
      crew_product_plan: { id: 3, tier: 'pro' },
      is_meal_break_enabled: false,
    });
    expect(org.feature_flags.enable_color_scheme_options).toBe(true);
    expect(org.workforce_management_feature.trial_expiry_dt_unix).toBe(1000 + 30 * 86400);
    expect(org.time_tracking_feature.trial_expiry_dt_unix).toBe(1000 + 14 * 86400);
  });
});
