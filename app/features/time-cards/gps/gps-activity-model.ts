import {
  GPS_ACTIVITY_TEXT,
  type GpsActivityItem,
  type GpsActivityResponse,
  type GpsPlace,
} from '../../../../contract/gps-activity';
import { decodePolyline } from '../../../../contract/polyline';
import { zonedParts } from '../../../../contract/time/zoned-time';
import { formatDuration } from '../../../../design-system/format/format-duration';
import type { GeoMapPath, GeoMapPlace } from '../../../../design-system/geo-map/lazy-geo-map';
import { formatTime } from '../../../../design-system/time-picker/time-options';

/** What the GPS activity of a card shows, as pure functions of the API's answer. */

/** The wall-clock time of an instant in the card's zone: '7:05 AM'. */
export function clockText(unix: number, timeZone: string): string {
  const { secondsOfDay } = zonedParts(unix, timeZone);
  const minutes = Math.floor(secondsOfDay / 60);
  return formatTime({ hour: Math.floor(minutes / 60), minute: minutes % 60 });
}

/** '7:05 AM – 7:40 AM'; one time for an instant. */
export function rangeText(item: GpsActivityItem, timeZone: string): string {
  const start = clockText(item.start_dt_unix, timeZone);
  return item.end_dt_unix > item.start_dt_unix
    ? `${start} – ${clockText(item.end_dt_unix, timeZone)}`
    : start;
}

/** The spec's words for an item: 'Driving', 'Walking', 'Stationary', 'GPS Signal lost for 5m 0s'. */
export function activityText(item: GpsActivityItem): string {
  switch (item.activity_type) {
    case 'driving':
      return GPS_ACTIVITY_TEXT.driving;
    case 'walking':
      return GPS_ACTIVITY_TEXT.walking;
    case 'site_visit':
      return GPS_ACTIVITY_TEXT.stationary;
    case 'no_signal':
      return GPS_ACTIVITY_TEXT.signalLost(formatDuration(item.end_dt_unix - item.start_dt_unix));
  }
}

/** An item as one line read aloud: 'Stationary at Main building, 7:05 AM – 8:05 AM, 1h 0m'. */
export function itemDescription(item: GpsActivityItem, timeZone: string): string {
  const place = item.location_reading.formatted_place_name;
  const where = place
    ? item.activity_type === 'site_visit'
      ? ` at ${place}`
      : ` from ${place}`
    : '';
  const lasted =
    item.activity_type === 'no_signal'
      ? ''
      : `, ${formatDuration(item.end_dt_unix - item.start_dt_unix)}`;
  return `${activityText(item)}${where}, ${rangeText(item, timeZone)}${lasted}`;
}

const placeKey = (place: Pick<GpsPlace, 'kind' | 'id'>) => `${place.kind}-${place.id}`;

/** A place's pin text: its name and how often it was visited. */
export function placeLabel(place: GpsPlace): string {
  return `${place.name}, ${GPS_ACTIVITY_TEXT.timesVisited} ${place.times_visited}`;
}

/**
 * The map's pins: every place (its geofence drawn; the card's work sites in the primary colour,
 * company locations in info, other sites visited in accent) and a neutral pin at each visit that
 * was at none of them.
 */
export function mapPlaces(answer: GpsActivityResponse): GeoMapPlace[] {
  const places = answer.places.map((place): GeoMapPlace => ({
    id: placeKey(place),
    label: placeLabel(place),
    latitude: place.latitude,
    longitude: place.longitude,
    radiusMeters: place.geofence_radius_meters,
    tone: place.is_on_card ? 'primary' : place.kind === 'company_location' ? 'info' : 'accent',
  }));
  const elsewhere = answer.data
    .filter((item) => item.activity_type === 'site_visit' && item.place === null)
    .map((item): GeoMapPlace => ({
      id: `visit-${item.id}`,
      label: `${GPS_ACTIVITY_TEXT.stationary}, ${rangeText(item, answer.timezone)}`,
      latitude: item.location_reading.latitude,
      longitude: item.location_reading.longitude,
      tone: 'neutral',
    }));
  return [...places, ...elsewhere];
}

/** The map's lines: each item's track, styled by its kind. */
export function mapPaths(answer: GpsActivityResponse): GeoMapPath[] {
  return answer.data.map((item) => ({
    id: item.id,
    label: itemDescription(item, answer.timezone),
    kind: item.activity_type,
    points: decodePolyline(item.polyline),
  }));
}

/**
 * 'Report an issue': an e-mail to support naming the card, to the operator's address
 * (VITE_SUPPORT_EMAIL) or support@ the host the app is served from.
 */
export function reportIssueHref(input: {
  orgId: number;
  timeCardId: number;
  email: string | undefined;
  host: string;
  pageUrl: string;
}): string {
  const to = input.email || `support@${input.host}`;
  const subject = `GPS activity of time card ${input.timeCardId}`;
  const body = `Organisation ${input.orgId}, time card ${input.timeCardId} (${input.pageUrl}).\n\nWhat looks wrong:\n`;
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
