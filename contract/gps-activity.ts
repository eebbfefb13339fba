import { z } from 'zod';

/**
 * The GPS activity of a time card (core.md 3 "GPS activity item"): the member's location readings
 * during the card, cut into site visits, driving, walking and gaps without a signal, each with its
 * track as an encoded polyline (precision 6, ./polyline.ts), plus the places the map draws (the
 * card's work sites and every work site or company location visited) with their geofences and
 * how often each was visited. server/modules/time-cards/README.md ("GPS activity") gives the rules.
 */

export const GPS_ACTIVITY_TYPES = ['site_visit', 'driving', 'walking', 'no_signal'] as const;
export type GpsActivityType = (typeof GPS_ACTIVITY_TYPES)[number];
export const GPS_PLACE_KINDS = ['work_site', 'company_location'] as const;
export type GpsPlaceKind = (typeof GPS_PLACE_KINDS)[number];

const zInt = z.number().int();

const zPlaceRef = z.object({ kind: z.enum(GPS_PLACE_KINDS), id: zInt });
export type GpsPlaceRef = z.infer<typeof zPlaceRef>;

export const zGpsActivityItem = z.object({
  /** 1, 2, 3… in time order: items are computed from the readings, not stored. */
  id: zInt,
  activity_type: z.enum(GPS_ACTIVITY_TYPES),
  /** The track, Google encoded at precision 6; a gap's runs from the last point to the next. */
  polyline: z.string(),
  start_dt_unix: zInt,
  end_dt_unix: zInt,
  /**
   * Where the activity began (a site visit: its centre), and the name of the place there when
   * it lies in a work site's or company location's geofence.
   */
  location_reading: z.object({
    latitude: z.number(),
    longitude: z.number(),
    formatted_place_name: z.string().nullable(),
  }),
  /** The place a site visit was at; null for other kinds and visits elsewhere. */
  place: zPlaceRef.nullable(),
});
export type GpsActivityItem = z.infer<typeof zGpsActivityItem>;

export const zGpsPlace = z.object({
  kind: z.enum(GPS_PLACE_KINDS),
  id: zInt,
  name: z.string(),
  formatted_place_name: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  geofence_radius_meters: z.number(),
  /** Time on the card was allocated to this work site. */
  is_on_card: z.boolean(),
  /** Site visits at this place during the card ('TIMES VISITED'). */
  times_visited: zInt,
});
export type GpsPlace = z.infer<typeof zGpsPlace>;

export const zGpsActivityResponse = z.object({
  data: z.array(zGpsActivityItem),
  /** The card's time zone, in which the screen shows the times. */
  timezone: z.string(),
  places: z.array(zGpsPlace),
});
export type GpsActivityResponse = z.infer<typeof zGpsActivityResponse>;

// Plain data: the map's words (core.md 3), read by the screen and its tests.
export const GPS_ACTIVITY_TEXT = {
  signalLost: (duration: string) => `GPS Signal lost for ${duration}`,
  walking: 'Walking',
  driving: 'Driving',
  stationary: 'Stationary',
  timesVisited: 'TIMES VISITED',
  noLocations: 'No locations selected',
  reportIssue: 'Report an issue',
} as const;
