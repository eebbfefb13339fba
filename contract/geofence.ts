/**
 * Geofence radius of a work site or company location (core.md 3 "Geofence location", 9): stored
 * in metres (`geofence_radius_meters`), shown in feet (and miles), chosen on a slider whose
 * positions 0 to 100 follow a logarithmic scale between the two bounds below, so each step changes
 * the radius by the same ratio (about 5.7 %): fine steps near a small yard, coarse ones near five
 * miles. The API validates a radius with these bounds; the design system's RadiusSlider
 * (design-system/radius-slider/radius-scale.ts) repeats the conversions because the folder
 * boundaries keep the two apart, and stories/radius-slider.stories.tsx checks that they agree.
 */

/** Spec (core.md 9): metres in one statute mile. */
export const METERS_PER_MILE = 1609.344;
/** Spec (core.md 9): feet in one metre. */
export const FEET_PER_METER = 3.28084;
/** Feet in one statute mile; radii from here up are shown in miles. */
export const FEET_PER_MILE = 5280;

/** The smallest geofence: about 98 ft, a little more than a phone's typical GPS error. */
export const GEOFENCE_RADIUS_MIN_METERS = 30;
/** The largest geofence: 5 miles. */
export const GEOFENCE_RADIUS_MAX_METERS = 8046.72;

/** Spec (core.md 9): the slider runs from position 0 to 100. */
export const GEOFENCE_SLIDER_MAX_POSITION = 100;

/** Metres to feet. */
export function metersToFeet(meters: number): number {
  return meters * FEET_PER_METER;
}

/** Feet to metres. */
export function feetToMeters(feet: number): number {
  return feet / FEET_PER_METER;
}

/** Metres to statute miles. */
export function metersToMiles(meters: number): number {
  return meters / METERS_PER_MILE;
}

/** The bounds of a log-scale slider in metres; the geofence bounds unless given. */
export type RadiusBounds = { minMeters: number; maxMeters: number };

const GEOFENCE_BOUNDS: RadiusBounds = {
  minMeters: GEOFENCE_RADIUS_MIN_METERS,
  maxMeters: GEOFENCE_RADIUS_MAX_METERS,
};

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** Keeps a radius within the bounds. */
export function clampRadiusMeters(meters: number, bounds: RadiusBounds = GEOFENCE_BOUNDS): number {
  return clamp(meters, bounds.minMeters, bounds.maxMeters);
}

/**
 * The radius at a slider position (0 to 100, kept in range): min · (max / min)^(p / 100). In feet
 * this is the spec's minFt · (maxFt / minFt)^(p / 100), as the ratio does not depend on the unit.
 * The ends are exact, so position 100 gives the maximum and not 8046.719999.
 */
export function radiusPositionToMeters(
  position: number,
  bounds: RadiusBounds = GEOFENCE_BOUNDS,
): number {
  const p = clamp(position, 0, GEOFENCE_SLIDER_MAX_POSITION);
  if (p === 0) return bounds.minMeters;
  if (p === GEOFENCE_SLIDER_MAX_POSITION) return bounds.maxMeters;
  return (
    bounds.minMeters * (bounds.maxMeters / bounds.minMeters) ** (p / GEOFENCE_SLIDER_MAX_POSITION)
  );
}

/** The slider position (0 to 100, not rounded) of a radius; radii out of bounds sit at the ends. */
export function radiusMetersToPosition(
  meters: number,
  bounds: RadiusBounds = GEOFENCE_BOUNDS,
): number {
  const m = clampRadiusMeters(meters, bounds);
  return (
    (GEOFENCE_SLIDER_MAX_POSITION * Math.log(m / bounds.minMeters)) /
    Math.log(bounds.maxMeters / bounds.minMeters)
  );
}

/** The mean Earth radius in metres (IUGG), for distances between nearby points. */
const EARTH_RADIUS_METERS = 6_371_008.8;

export type LatLng = { latitude: number; longitude: number };

/** The great-circle distance between two points, in metres (haversine). */
export function distanceMeters(a: LatLng, b: LatLng): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLng = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Whether a point lies within a geofence (its centre and radius in metres). */
export function isInsideGeofence(point: LatLng, fence: LatLng & { radiusMeters: number }): boolean {
  return distanceMeters(point, fence) <= fence.radiusMeters;
}
