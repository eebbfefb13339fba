import { z } from 'zod';
import { GEOFENCE_RADIUS_MAX_METERS, GEOFENCE_RADIUS_MIN_METERS } from './geofence';
import { zOrgIdParams } from './orgs';
import { zPage, zPageQuery } from './pagination';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT, zLatitude, zLongitude } from './validation';

/**
 * Company locations: the spec's geofence location entity (core.md 3, document 2 section 3),
 * an organisation's offices and yards, each a place with a geofence circle around it. Time
 * spent inside one is company time, not a project's.
 */

export const COMPANY_LOCATION_NAME_MAX = 80;
export const PLACE_NAME_MAX = 300;
export const PLACE_ID_MAX = 300;

export const COMPANY_LOCATION_TEXT = {
  created: 'Company location has been created!',
  updated: 'Company location has been updated!',
  deleted: 'Company location has been deleted!',
  nameLength: `Must be ${COMPANY_LOCATION_NAME_MAX} characters or less`,
  nameTaken: 'A company location with this name already exists',
  radiusRange: 'Radius must be between 98 ft and 5 miles',
  radiusNumber: 'Radius must be a number',
  placeNameLength: `Must be ${PLACE_NAME_MAX} characters or less`,
} as const;

export const zPlace = z.object({
  place_id: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  formatted_place_name: z.string().nullable(),
});
export type Place = z.infer<typeof zPlace>;

/** The geofence location entity. */
export const zCompanyLocation = z.object({
  id: z.number().int(),
  org_id: z.number().int(),
  name: z.string(),
  geofence_radius_meters: z.number(),
  enabled: z.boolean(),
  place: zPlace,
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
});
export type CompanyLocation = z.infer<typeof zCompanyLocation>;

export const zCompanyLocationIdParams = zOrgIdParams.extend({
  company_location_id: z.coerce.number().int().min(1),
});

const zLocationName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(COMPANY_LOCATION_NAME_MAX, COMPANY_LOCATION_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

/** Metres, within the slider's bounds (contract/geofence.ts): 0 and 100 miles are refused. */
export const zGeofenceRadius = z
  .number({
    error: (issue) =>
      issue.input === undefined ? RULE_TEXT.required : COMPANY_LOCATION_TEXT.radiusNumber,
  })
  .min(GEOFENCE_RADIUS_MIN_METERS, COMPANY_LOCATION_TEXT.radiusRange)
  .max(GEOFENCE_RADIUS_MAX_METERS, COMPANY_LOCATION_TEXT.radiusRange);

const blankToNull = (text: string) => text || null;

/** A place as the address search gives it; blank texts mean none. */
export const zPlaceInput = z.object({
  place_id: z.string().trim().max(PLACE_ID_MAX).transform(blankToNull).nullable().default(null),
  latitude: zLatitude,
  longitude: zLongitude,
  formatted_place_name: z
    .string()
    .trim()
    .max(PLACE_NAME_MAX, COMPANY_LOCATION_TEXT.placeNameLength)
    .refine(isDisplayText, RULE_TEXT.displayText)
    .transform(blankToNull)
    .nullable()
    .default(null),
});

/** POST /orgs/{org_id}/company_locations. */
export const zCompanyLocationCreate = z.object({
  name: zLocationName,
  geofence_radius_meters: zGeofenceRadius,
  enabled: z.boolean().default(true),
  place: zPlaceInput,
});
export type CompanyLocationCreate = z.infer<typeof zCompanyLocationCreate>;

/** PATCH /orgs/{org_id}/company_locations/{company_location_id}: only the fields sent change. */
export const zCompanyLocationPatch = z
  .object({
    name: zLocationName,
    geofence_radius_meters: zGeofenceRadius,
    enabled: z.boolean(),
    place: zPlaceInput,
  })
  .partial();
export type CompanyLocationPatch = z.infer<typeof zCompanyLocationPatch>;

/**
 * GET /orgs/{org_id}/company_locations, by name: `id` matches one location (the spec's "id eq"),
 * `name` those whose name starts with the text in any case (its "name like prefix").
 */
export const zCompanyLocationListQuery = zPageQuery.extend({
  id: z.coerce.number().int().min(1).optional(),
  name: z.string().trim().max(COMPANY_LOCATION_NAME_MAX).optional(),
});
export type CompanyLocationListQuery = z.infer<typeof zCompanyLocationListQuery>;
export const zCompanyLocationListResponse = zPage(zCompanyLocation);
export const zCompanyLocationResponse = z.object({
  data: zCompanyLocation,
  message: z.string(),
});
