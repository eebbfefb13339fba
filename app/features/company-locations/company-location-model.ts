import { z } from 'zod';
import {
  zCompanyLocationCreate,
  zGeofenceRadius,
  type CompanyLocation,
  type CompanyLocationCreate,
  type CompanyLocationPatch,
} from '../../../contract/company-locations';
import { FEET_PER_MILE, metersToFeet, metersToMiles } from '../../../contract/geofence';
import { zLatitude, zLongitude } from '../../../contract/validation';
import type { Place as AddressPlace } from '../../../design-system/address-autocomplete/address-model';
import type { GeoMapView } from '../../../design-system/geo-map/lazy-geo-map';

/** A new location's geofence: about 500 ft, a yard or an office block with its car park. */
export const DEFAULT_LOCATION_RADIUS_METERS = 150;

export const LOCATION_POINT_REQUIRED =
  'Search for the address or click the map to place the location';

/** A coordinate of the point: required, with the API's range and its words. */
const zCoordinate = (coordinate: typeof zLatitude) =>
  z
    .number()
    .nullable()
    .superRefine((value, ctx) => {
      if (value === null) {
        ctx.addIssue({ code: 'custom', message: LOCATION_POINT_REQUIRED });
        return;
      }
      for (const issue of coordinate.safeParse(value).error?.issues ?? [])
        ctx.addIssue({ code: 'custom', message: issue.message });
    });

/**
 * The add and edit dialog's form: the name, the address the search chose (kept whole so the box
 * shows it), the point (from the address, a click on the map, or typed) and the geofence.
 */
export const zCompanyLocationForm = z.object({
  name: zCompanyLocationCreate.shape.name,
  address: z.custom<AddressPlace | null>(),
  latitude: zCoordinate(zLatitude),
  longitude: zCoordinate(zLongitude),
  geofence_radius_meters: zGeofenceRadius,
  enabled: z.boolean(),
});
export type CompanyLocationFormValues = z.input<typeof zCompanyLocationForm>;
type CompanyLocationFormOutput = z.output<typeof zCompanyLocationForm>;

export const EMPTY_COMPANY_LOCATION_FORM: CompanyLocationFormValues = {
  name: '',
  address: null,
  latitude: null,
  longitude: null,
  geofence_radius_meters: DEFAULT_LOCATION_RADIUS_METERS,
  enabled: true,
};

/** The server's names for the place's parts, as the form's fields. */
export const LOCATION_HINT_FIELDS = {
  place: 'latitude',
  'place.latitude': 'latitude',
  'place.longitude': 'longitude',
  'place.place_id': 'address',
  'place.formatted_place_name': 'address',
} as const;

/** A stored place as the address box shows it (it knows the name, not the suburb or state). */
function addressOf(location: CompanyLocation): AddressPlace | null {
  const { place } = location;
  if (!place.formatted_place_name) return null;
  return {
    place_id: place.place_id ?? '',
    latitude: place.latitude,
    longitude: place.longitude,
    formatted_place_name: place.formatted_place_name,
    country: '',
  };
}

export function companyLocationFormValues(location: CompanyLocation): CompanyLocationFormValues {
  return {
    name: location.name,
    address: addressOf(location),
    latitude: location.place.latitude,
    longitude: location.place.longitude,
    geofence_radius_meters: location.geofence_radius_meters,
    enabled: location.enabled,
  };
}

function placeOf(values: CompanyLocationFormOutput): CompanyLocationCreate['place'] {
  return {
    place_id: values.address?.place_id || null,
    latitude: values.latitude as number,
    longitude: values.longitude as number,
    formatted_place_name: values.address?.formatted_place_name || null,
  };
}

export function createBody(values: CompanyLocationFormOutput): CompanyLocationCreate {
  return {
    name: values.name,
    geofence_radius_meters: values.geofence_radius_meters,
    enabled: values.enabled,
    place: placeOf(values),
  };
}

/** Only the fields that changed; empty when nothing did. The place goes whole when any part did. */
export function patchBody(
  location: CompanyLocation,
  values: CompanyLocationFormOutput,
): CompanyLocationPatch {
  const body: CompanyLocationPatch = {};
  if (values.name !== location.name) body.name = values.name;
  if (values.geofence_radius_meters !== location.geofence_radius_meters)
    body.geofence_radius_meters = values.geofence_radius_meters;
  if (values.enabled !== location.enabled) body.enabled = values.enabled;
  const place = placeOf(values);
  const stored = location.place;
  if (
    place.latitude !== stored.latitude ||
    place.longitude !== stored.longitude ||
    place.place_id !== stored.place_id ||
    place.formatted_place_name !== stored.formatted_place_name
  )
    body.place = place;
  return body;
}

/** A radius as the list reads it: whole feet below a mile ('492 ft'), else miles ('1.5 mi'). */
export function radiusText(meters: number): string {
  const feet = metersToFeet(meters);
  if (feet < FEET_PER_MILE) return `${Math.round(feet).toLocaleString('en-US')} ft`;
  const miles = Math.round(metersToMiles(meters) * 10) / 10;
  return `${miles} mi`;
}

/** Where the map looks before a point is chosen: the organisation's country. */
export function fallbackViewFor(countryCode: string | undefined): GeoMapView {
  return countryCode?.toUpperCase() === 'AU'
    ? { latitude: -33.8688, longitude: 151.2093, zoom: 10 }
    : { latitude: 39.8283, longitude: -98.5795, zoom: 4 };
}
