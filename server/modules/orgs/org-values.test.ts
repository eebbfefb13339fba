import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURE_FLAGS } from '../../../contract/feature-flags';
import { newOrganisationValues } from './org-values';

describe('newOrganisationValues', () => {
  it('starts the organisation with every flag of the contract table at its default', () => {
    const values = newOrganisationValues({
      name: 'Acme',
      countryCode: 'us',
      companySize: null,
      now: 100,
    });
    expect(JSON.parse(values.feature_flags)).toEqual(DEFAULT_FEATURE_FLAGS);
  });
});
