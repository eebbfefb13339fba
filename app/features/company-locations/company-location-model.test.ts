import { describe, expect, it } from 'vitest';
import type { CompanyLocation } from '../../../contract/company-locations';
import {
  LOCATION_POINT_REQUIRED,
  companyLocationFormValues,
  patchBody,
  radiusText,
  zCompanyLocationForm,
} from './company-location-model';

const stored: CompanyLocation = {
  id: 1,
  org_id: 7,
  name: 'Main office',
  geofence_radius_meters: 150,
  enabled: true,
  place: {
    place_id: 'p1',
    latitude: 39.7392,
    longitude: -104.9903,
    formatted_place_name: 'Denver',
  },
  created_at_unix: 0,
  updated_at_unix: 0,
};

describe('company location form', () => {
  it('reads a radius in feet below a mile and in miles from one', () => {
    expect(radiusText(150)).toBe('492 ft');
    expect(radiusText(30)).toBe('98 ft');
    expect(radiusText(2414.016)).toBe('1.5 mi');
    expect(radiusText(8046.72)).toBe('5 mi');
  });

  it('asks for the point until an address or the map gives one', () => {
    const result = zCompanyLocationForm.safeParse({
      name: 'Yard',
      address: null,
      latitude: null,
      longitude: null,
      geofence_radius_meters: 150,
      enabled: true,
    });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(LOCATION_POINT_REQUIRED);
  });

  it('refuses a point out of range with the API words', () => {
    const result = zCompanyLocationForm.safeParse({
      ...companyLocationFormValues(stored),
      latitude: 91,
    });
    expect(result.error?.issues[0]?.path).toEqual(['latitude']);
  });

  it('sends only what changed, and the place whole when the point moved', () => {
    const same = zCompanyLocationForm.parse(companyLocationFormValues(stored));
    expect(patchBody(stored, same)).toEqual({});
    const moved = zCompanyLocationForm.parse({
      ...companyLocationFormValues(stored),
      latitude: 39.75,
      enabled: false,
    });
    expect(patchBody(stored, moved)).toEqual({
      enabled: false,
      place: {
        place_id: 'p1',
        latitude: 39.75,
        longitude: -104.9903,
        formatted_place_name: 'Denver',
      },
    });
  });
});
