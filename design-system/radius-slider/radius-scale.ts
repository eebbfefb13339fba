/**
 * Distances of a geofence radius as the widgets show them: kept in metres, shown in feet (and in
 * miles from 5,280 ft), chosen on a 0 to 100 slider with a logarithmic scale (core.md 9).
 * contract/geofence.ts holds the same conversions and the bounds for the forms and the API; the
 * folder boundaries keep the two from importing each other, so keep them in step
 * (stories/radius-slider.stories.tsx checks the widget against the contract's functions).
 */

/** Spec (core.md 9): metres in one statute mile. */
export const METERS_PER_MILE = 1609.344;
/** Spec (core.md 9): feet in one metre. */
export const FEET_PER_METER = 3.28084;
/** From this many (rounded) feet up, a distance is shown in miles. */
export const FEET_PER_MILE = 5280;
/** Spec (core.md 9): the slider's positions run from 0 to this. */
export const RADIUS_SLIDER_POSITIONS = 100;

/** The two ends of a radius slider, in metres (the app passes contract/geofence's bounds). */
export type RadiusRange = { min: number; max: number };

export const metersToFeet = (meters: number) => meters * FEET_PER_METER;
export const feetToMeters = (feet: number) => feet / FEET_PER_METER;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * Metres to the centimetre: a radius from a slider step or from typed feet carries no float
 * noise (152.4, not 152.39999999999998) into the form or the API.
 */
export const roundMeters = (meters: number) => Math.round(meters * 100) / 100;

/** The radius at a slider position: min · (max / min)^(p / 100), the ends exact, to the cm. */
export function positionToMeters(position: number, { min, max }: RadiusRange): number {
  const p = clamp(position, 0, RADIUS_SLIDER_POSITIONS);
  if (p === 0) return min;
  if (p === RADIUS_SLIDER_POSITIONS) return max;
  return roundMeters(min * (max / min) ** (p / RADIUS_SLIDER_POSITIONS));
}

/** The nearest whole slider position of a radius; radii out of range sit at the ends. */
export function metersToPosition(meters: number, { min, max }: RadiusRange): number {
  const m = clamp(meters, min, max);
  return Math.round((RADIUS_SLIDER_POSITIONS * Math.log(m / min)) / Math.log(max / min));
}

const wholeFeet = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const tenthsOfMiles = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

/**
 * A distance as people read it on a US site: whole feet ('150 ft', '2,400 ft') below a mile, then
 * miles to a tenth ('1 mi', '1.2 mi', '5 mi'). The unit follows the rounded feet, so 5,279.8 ft
 * reads '1 mi' rather than '5,280 ft'.
 */
export function formatDistance(meters: number): string {
  const feet = Math.round(metersToFeet(meters));
  if (feet < FEET_PER_MILE) return `${wholeFeet.format(feet)} ft`;
  return `${tenthsOfMiles.format(meters / METERS_PER_MILE)} mi`;
}

/** What each key does to the slider's position: one step, ten with the Page keys. */
const KEY_STEPS: Record<string, number> = {
  ArrowRight: 1,
  ArrowUp: 1,
  ArrowLeft: -1,
  ArrowDown: -1,
  PageUp: 10,
  PageDown: -10,
};

/**
 * The position after a key on the slider, or null for a key the slider leaves alone. The widget
 * moves by itself rather than leaving it to the browser, so every browser (and a test's simulated
 * keyboard) steps the same: one position per arrow, Home and End to the ends.
 */
export function positionAfterKey(position: number, key: string): number | null {
  if (key === 'Home') return 0;
  if (key === 'End') return RADIUS_SLIDER_POSITIONS;
  const step = KEY_STEPS[key];
  return step === undefined ? null : clamp(position + step, 0, RADIUS_SLIDER_POSITIONS);
}
