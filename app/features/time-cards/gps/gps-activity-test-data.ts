import type { GpsActivityResponse } from '../../../../contract/gps-activity';
import { encodePolyline } from '../../../../contract/polyline';

/** 2026-03-10 07:00 in Denver (MDT, UTC-6). */
export const T0 = 1_773_147_600;
const SITE: [number, number] = [39.7392, -104.9903];
const YARD: [number, number] = [39.7512, -104.9786];

/** A morning: at the yard, a drive, on site, a walk, lost signal, a stop elsewhere. */
export const MORNING: GpsActivityResponse = {
  timezone: 'America/Denver',
  data: [
    {
      id: 1,
      activity_type: 'site_visit',
      polyline: encodePolyline([YARD, YARD]),
      start_dt_unix: T0,
      end_dt_unix: T0 + 600,
      location_reading: {
        latitude: YARD[0],
        longitude: YARD[1],
        formatted_place_name: '900 Yard Rd, Denver, CO',
      },
      place: { kind: 'company_location', id: 4 },
    },
    {
      id: 2,
      activity_type: 'driving',
      polyline: encodePolyline([YARD, [39.7468, -104.9811], SITE]),
      start_dt_unix: T0 + 600,
      end_dt_unix: T0 + 1680,
      location_reading: {
        latitude: YARD[0],
        longitude: YARD[1],
        formatted_place_name: '900 Yard Rd, Denver, CO',
      },
      place: null,
    },
    {
      id: 3,
      activity_type: 'site_visit',
      polyline: encodePolyline([SITE, SITE]),
      start_dt_unix: T0 + 1680,
      end_dt_unix: T0 + 5280,
      location_reading: {
        latitude: SITE[0],
        longitude: SITE[1],
        formatted_place_name: 'Riverside apartments',
      },
      place: { kind: 'work_site', id: 12 },
    },
    {
      id: 4,
      activity_type: 'walking',
      polyline: encodePolyline([SITE, [39.7401, -104.9952]]),
      start_dt_unix: T0 + 5280,
      end_dt_unix: T0 + 6180,
      location_reading: {
        latitude: SITE[0],
        longitude: SITE[1],
        formatted_place_name: 'Riverside apartments',
      },
      place: null,
    },
    {
      id: 5,
      activity_type: 'no_signal',
      polyline: encodePolyline([
        [39.7401, -104.9952],
        [39.7389, -104.9991],
      ]),
      start_dt_unix: T0 + 6180,
      end_dt_unix: T0 + 6900,
      location_reading: { latitude: 39.7401, longitude: -104.9952, formatted_place_name: null },
      place: null,
    },
    {
      id: 6,
      activity_type: 'site_visit',
      polyline: encodePolyline([[39.7389, -104.9991]]),
      start_dt_unix: T0 + 6900,
      end_dt_unix: T0 + 7500,
      location_reading: { latitude: 39.7389, longitude: -104.9991, formatted_place_name: null },
      place: null,
    },
  ],
  places: [
    {
      kind: 'work_site',
      id: 12,
      name: 'Riverside apartments',
      formatted_place_name: null,
      latitude: SITE[0],
      longitude: SITE[1],
      geofence_radius_meters: 45.72,
      is_on_card: true,
      times_visited: 1,
    },
    {
      kind: 'company_location',
      id: 4,
      name: 'North yard',
      formatted_place_name: '900 Yard Rd, Denver, CO',
      latitude: YARD[0],
      longitude: YARD[1],
      geofence_radius_meters: 91.44,
      is_on_card: false,
      times_visited: 1,
    },
  ],
};
