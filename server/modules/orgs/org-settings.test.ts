import { describe, expect, it } from 'vitest';
import type { OrganisationRow } from './orgs.tables';
import { newOrganisationValues } from './org-values';
import { isValidTimezone, planOrgPatch } from './org-settings';

const current = {
  id: 7,
  ...newOrganisationValues({ name: 'Acme', countryCode: 'us', companySize: '2-5', now: 100 }),
  state: 'CA',
} as OrganisationRow;

describe('planOrgPatch', () => {
  it('maps booleans to flags and keeps the sort key in step with the name', () => {
    const { values, hints } = planOrgPatch(
      current,
      { name: 'Beta Builders', is_meal_break_enabled: true },
      200,
    );
    expect(hints).toEqual({});
    expect(values).toMatchObject({
      name: 'Beta Builders',
      sort_key: 'beta builders',
      is_meal_break_enabled: 1,
      updated_at_unix: 200,
    });
  });

  it('refuses an unknown time zone and a state of another country', () => {
    const { hints } = planOrgPatch(current, { timezone: 'Mars/Olympus', state: 'NSW' }, 200);
    expect(Object.keys(hints).sort()).toEqual(['state', 'timezone']);
  });

  it('clears a state the new country does not have', () => {
    expect(planOrgPatch(current, { country_code: 'au' }, 200).values.state).toBeNull();
  });

  it('accepts a state of the new country', () => {
    expect(planOrgPatch(current, { country_code: 'au', state: 'nsw' }, 200).values.state).toBe(
      'NSW',
    );
  });

  it('changes nothing for an empty patch', () => {
    expect(planOrgPatch(current, {}, 200).values).toEqual({});
  });
});

describe('isValidTimezone', () => {
  it('knows IANA names', () => {
    expect(isValidTimezone('America/Los_Angeles')).toBe(true);
    expect(isValidTimezone('Australia/Sydney')).toBe(true);
    expect(isValidTimezone('Nowhere/City')).toBe(false);
  });
});
