import { z } from 'zod';
import { zGeofenceRadius } from './company-locations';
import { zAddress, zAddressInput, zProjectIdParams } from './projects';
import { isDisplayText, REQUIRED_CHECK, RULE_TEXT, zLatitude, zLongitude } from './validation';

/**
 * Work sites of a project: where its crews work, each a point with a geofence circle (radius
 * in metres within contract/geofence.ts's bounds; 0 and 100 miles are refused). Edited by those
 * who may edit the project.
 */

export const WORK_SITE_NAME_MAX = 80;
/** Work sites one project may have. */
export const WORK_SITES_MAX = 200;

export const WORK_SITE_TEXT = {
  created: 'Work site has been created!',
  updated: 'Work site has been updated!',
  archived: 'Work site has been archived!',
  unarchived: 'Work site has been unarchived!',
  deleted: 'Work site has been deleted!',
  nameLength: `Must be ${WORK_SITE_NAME_MAX} characters or less`,
  nameTaken: 'This project already has a work site with this name',
  tooMany: `A project can have at most ${WORK_SITES_MAX} work sites`,
} as const;

export const zWorkSite = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  /** The address it was placed from; null when placed on the map only. */
  place: zAddress.nullable(),
  latitude: z.number(),
  longitude: z.number(),
  geofence_radius_meters: z.number(),
  enabled: z.boolean(),
  created_at_unix: z.number().int(),
  updated_at_unix: z.number().int(),
  archived_at_unix: z.number().int().nullable(),
});
export type WorkSite = z.infer<typeof zWorkSite>;

export const zWorkSiteIdParams = zProjectIdParams.extend({
  work_site_id: z.coerce.number().int().min(1),
});

const zWorkSiteName = z
  .string({ error: RULE_TEXT.required })
  .trim()
  .min(1, REQUIRED_CHECK)
  .max(WORK_SITE_NAME_MAX, WORK_SITE_TEXT.nameLength)
  .refine(isDisplayText, RULE_TEXT.displayText);

const workSiteFields = {
  name: zWorkSiteName,
  place: zAddressInput.nullable(),
  latitude: zLatitude,
  longitude: zLongitude,
  geofence_radius_meters: zGeofenceRadius,
  enabled: z.boolean(),
};

/** POST /orgs/{org_id}/org_projects/{project_id}/work_sites. */
export const zWorkSiteCreate = z.object({
  ...workSiteFields,
  place: workSiteFields.place.default(null),
  enabled: z.boolean().default(true),
});
export type WorkSiteCreate = z.infer<typeof zWorkSiteCreate>;

/** PATCH .../work_sites/{work_site_id}: only the fields sent change; is_archived too. */
export const zWorkSitePatch = z.object({ ...workSiteFields, is_archived: z.boolean() }).partial();
export type WorkSitePatch = z.infer<typeof zWorkSitePatch>;

export const zWorkSiteListQuery = z.object({
  is_archived: z.stringbool().optional(),
});
export const zWorkSiteListResponse = z.object({ data: z.array(zWorkSite) });
export const zWorkSiteResponse = z.object({ data: zWorkSite, message: z.string() });
export const zWorkSiteDeleted = z.object({ message: z.string() });
