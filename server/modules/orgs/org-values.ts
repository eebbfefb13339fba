import { DEFAULT_TIMEZONE, type CountryCode } from '../../../contract/reference';
import { DEFAULT_FEATURE_FLAGS } from '../../../contract/feature-flags';
import { FREE_TRIAL_DAYS, WFM_TRIAL_DAYS } from '../../../contract/plans';
import type { NewOrganisation } from './orgs.tables';

/** Product plan ids seeded by the first migration. */
export const PLAN_IDS = { proMonthly: 3 } as const;

const DEFAULT_TIMEZONE_OF: Record<CountryCode, string> = {
  us: DEFAULT_TIMEZONE,
  au: 'Australia/Sydney',
};

export function defaultTimezone(country: CountryCode): string {
  return DEFAULT_TIMEZONE_OF[country];
}

/**
 * A new organisation starts activated on a Pro trial: the workforce-management trial runs
 * 30 days and the time-tracking trial 14 days (document 2, section 9 gives both lengths).
 */
export function newOrganisationValues(input: {
  name: string;
  countryCode: CountryCode;
  companySize: string | null;
  timezone?: string | null;
  now: number;
}): NewOrganisation {
  return {
    name: input.name,
    sort_key: input.name.toLowerCase(),
    about: null,
    license_no: null,
    timezone: input.timezone ?? defaultTimezone(input.countryCode),
    country_code: input.countryCode,
    state: null,
    company_size: input.companySize,
    crew_product_status: 'activated',
    plan_id: PLAN_IDS.proMonthly,
    extend_pro: 0,
    accounting_system: null,
    empty_state_flags: '{}',
    // Every flag of contract/feature-flags.ts at its default (core.md 3's and the extra ones).
    feature_flags: JSON.stringify(DEFAULT_FEATURE_FLAGS),
    auto_archive_projects_after_days: null,
    is_auto_restore_projects: 0,
    enable_time_card_editing: 0,
    requires_location_tracking: 0,
    is_split_tc_enabled: 0,
    is_meal_break_enabled: 0,
    time_round_minutes: 0,
    requires_cost_allocation: 0,
    has_default_state_break_rule: 0,
    is_breaks_paid: 0,
    wfm_feature_state: 'trial',
    wfm_trial_expiry_unix: input.now + WFM_TRIAL_DAYS * 86400,
    tt_feature_state: 'trial',
    tt_trial_expiry_unix: input.now + FREE_TRIAL_DAYS * 86400,
    created_at_unix: input.now,
    updated_at_unix: input.now,
  };
}
