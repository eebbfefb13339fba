import { AU_STATES, US_STATES, type CountryCode } from '../../../contract/reference';
import type { OrgPatch } from '../../../contract/orgs';
import { MESSAGES } from '../../../contract/errors';
import type { OrganisationRow, OrganisationUpdate } from './orgs.tables';
import { toFlag } from '../../lib/flags';

const STATES: Record<CountryCode, Set<string>> = {
  us: new Set(US_STATES.map((s) => s.abbreviation)),
  au: new Set(AU_STATES.map((s) => s.abbreviation)),
};

export function isValidTimezone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const FLAG_FIELDS = [
  'is_auto_restore_projects',
  'enable_time_card_editing',
  'requires_location_tracking',
  'is_split_tc_enabled',
  'is_meal_break_enabled',
  'requires_cost_allocation',
  'is_breaks_paid',
] as const;

/**
 * Turns a settings patch into column values, checking what the schema cannot: the time zone
 * exists and the state belongs to the (possibly new) country. A country change that leaves the
 * old state behind clears it. Returns field hints when something is wrong.
 */
export function planOrgPatch(
  current: OrganisationRow,
  patch: OrgPatch,
  now: number,
): { values: OrganisationUpdate; hints: Record<string, string[]> } {
  const hints: Record<string, string[]> = {};
  const values: OrganisationUpdate = {};
  if (patch.name !== undefined) {
    values.name = patch.name;
    values.sort_key = patch.name.toLowerCase();
  }
  if (patch.about !== undefined) values.about = patch.about || null;
  if (patch.license_no !== undefined) values.license_no = patch.license_no || null;
  if (patch.timezone !== undefined) {
    if (isValidTimezone(patch.timezone)) values.timezone = patch.timezone;
    else hints.timezone = [MESSAGES.invalidTimezone];
  }
  const country = (patch.country_code ?? current.country_code) as CountryCode;
  if (patch.country_code !== undefined) values.country_code = patch.country_code;
  if (patch.state !== undefined) {
    const state = patch.state ? patch.state.toUpperCase() : null;
    if (state === null || STATES[country].has(state)) values.state = state;
    else hints.state = [MESSAGES.invalidState];
  } else if (
    patch.country_code !== undefined &&
    current.state &&
    !STATES[country].has(current.state)
  ) {
    values.state = null;
  }
  if (patch.company_size !== undefined) values.company_size = patch.company_size;
  if (patch.auto_archive_projects_after_days !== undefined) {
    values.auto_archive_projects_after_days = patch.auto_archive_projects_after_days;
  }
  if (patch.time_round_minutes !== undefined) values.time_round_minutes = patch.time_round_minutes;
  for (const field of FLAG_FIELDS) {
    const value = patch[field];
    if (value !== undefined) values[field] = toFlag(value);
  }
  if (Object.keys(values).length) values.updated_at_unix = now;
  return { values, hints };
}
