import { formatDistance } from '../radius-slider/radius-scale';
import type { GeoMapPath, GeoMapPathKind, GeoMapPlace, GeoMapTone } from './geo-map-types';

/** Spec (core.md 9): the zoom of one place, and the most that fitting several may zoom in. */
export const GEO_MAP_ZOOM = 16;
export const GEO_MAP_FIT_MAX_ZOOM = 16;
/** Spec (core.md 9): pixels kept free around what is fitted. */
export const GEO_MAP_FIT_PADDING = 40;
/** Spec (core.md 9): the geofence circle is filled at 20 % opacity. */
export const GEOFENCE_FILL_OPACITY = 0.2;
/** Zoom limits of the map itself: a whole region out, a single building in. */
export const GEO_MAP_MIN_ZOOM = 2;
export const GEO_MAP_MAX_ZOOM = 19;
/** Spec (core.md 3): shown in place of a map with nothing on it. */
export const GEO_MAP_EMPTY_TEXT = 'No locations selected';

/** [latitude, longitude] */
export type LatLngPair = [number, number];
/** [[south, west], [north, east]] */
export type BoundsPair = [LatLngPair, LatLngPair];

/**
 * What the map should show: nothing; one place, centred at zoom 16 (zoomed out only as far as its
 * geofence needs); or everything fitted with 40 px around it and zoom 16 at most.
 */
export type GeoMapFrame =
  | { kind: 'empty' }
  | { kind: 'place'; center: LatLngPair; bounds: BoundsPair }
  | { kind: 'fit'; bounds: BoundsPair };

/** Metres along a meridian per degree of latitude, on Leaflet's sphere (radius 6,378,137 m). */
const METERS_PER_DEGREE = (Math.PI * 6_378_137) / 180;

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** The box around a circle of `radiusMeters` (0 for a bare point). */
export function circleBounds(latitude: number, longitude: number, radiusMeters = 0): BoundsPair {
  const dLat = radiusMeters / METERS_PER_DEGREE;
  // Near the poles a degree of longitude shrinks to nothing; stop widening at about 89.9°.
  const cos = Math.max(Math.cos((latitude * Math.PI) / 180), 0.001);
  const dLng = dLat / cos;
  return [
    [clamp(latitude - dLat, -90, 90), longitude - dLng],
    [clamp(latitude + dLat, -90, 90), longitude + dLng],
  ];
}

function union(boxes: BoundsPair[]): BoundsPair | null {
  const [first, ...others] = boxes;
  if (!first) return null;
  return others.reduce<BoundsPair>(
    ([[south, west], [north, east]], [[s, w], [n, e]]) => [
      [Math.min(south, s), Math.min(west, w)],
      [Math.max(north, n), Math.max(east, e)],
    ],
    first,
  );
}

const placeBounds = (place: GeoMapPlace) =>
  circleBounds(place.latitude, place.longitude, place.radiusMeters ?? 0);

/** The frame for these places and paths (see GeoMapFrame). */
export function frameOf(places: readonly GeoMapPlace[], paths: readonly GeoMapPath[]): GeoMapFrame {
  const pathBoxes = paths.flatMap((path) =>
    path.points.map(([latitude, longitude]) => circleBounds(latitude, longitude)),
  );
  const [only] = places;
  if (only && places.length === 1 && pathBoxes.length === 0) {
    return { kind: 'place', center: [only.latitude, only.longitude], bounds: placeBounds(only) };
  }
  const bounds = union([...places.map(placeBounds), ...pathBoxes]);
  return bounds ? { kind: 'fit', bounds } : { kind: 'empty' };
}

/**
 * What, when it changes, makes the map frame itself again: which places and paths there are, and
 * the geofence radii (a radius dragged to 5 miles should come into view). A place that merely
 * moves, as it does under a click or a drag, is framed again only when it leaves the view.
 */
export function framingKey(places: readonly GeoMapPlace[], paths: readonly GeoMapPath[]): string {
  return JSON.stringify([
    places.map((place) => [place.id, place.radiusMeters ?? 0]),
    paths.map((path) => path.id),
  ]);
}

/** Every point the view should keep in sight: places and the points of paths. */
export function pointsOf(
  places: readonly GeoMapPlace[],
  paths: readonly GeoMapPath[],
): LatLngPair[] {
  return [
    ...places.map((place): LatLngPair => [place.latitude, place.longitude]),
    ...paths.flatMap((path) => path.points.map(([lat, lng]): LatLngPair => [lat, lng])),
  ];
}

const round6 = (value: number) => Math.round(value * 1e6) / 1e6;

/**
 * A clicked or dropped point as a form takes it: 6 decimals (about 10 cm, the precision of the
 * spec's encoded polylines), latitude within ±90, longitude wrapped into -180 to 180 (a map
 * scrolled sideways past the date line reports 190° for -170°).
 */
export function pickedPoint(latitude: number, longitude: number): LatLngPair {
  const wrapped = ((((longitude + 180) % 360) + 360) % 360) - 180;
  // -180 and 180 are the same meridian; keep the value that was clicked at the edge.
  const lng = wrapped === -180 && longitude > 0 ? 180 : wrapped;
  // Rounding may turn -0.0000001 into -0; a form shows 0.
  return [round6(clamp(latitude, -90, 90)) || 0, round6(lng) || 0];
}

/** The class of a place's circle and pin, which sets its token colour (geo-map.css). */
export const toneClass = (tone: GeoMapTone = 'primary') => `cc-geo-tone-${tone}`;

/** The class of a path, which sets its colour and dashes (geo-map.css). */
export const pathClass = (kind: GeoMapPathKind = 'driving') =>
  `cc-geo-path cc-geo-path-${kind.replace('_', '-')}`;

/** A place's line in the screen-reader list: 'Main yard, geofence 150 ft'. */
export function describePlace(place: GeoMapPlace): string {
  return place.radiusMeters
    ? `${place.label}, geofence ${formatDistance(place.radiusMeters)}`
    : place.label;
}

/** Pixels one arrow key pans the map (Leaflet's own step); three times that with Shift. */
export const GEO_MAP_PAN_STEP = 80;

/** What a key does on the focused map: pan by [x, y] pixels, zoom by a level, or nothing. */
export type GeoMapKeyAction = { pan: [number, number] } | { zoom: 1 | -1 } | null;

/**
 * The map's keys, as Leaflet's keyboard handler has them but read from `key` rather than the
 * deprecated `keyCode` (which simulated keyboards do not set): arrows pan, plus and minus zoom.
 */
export function mapKeyAction(key: string, shiftKey = false): GeoMapKeyAction {
  const step = shiftKey ? 3 * GEO_MAP_PAN_STEP : GEO_MAP_PAN_STEP;
  switch (key) {
    case 'ArrowLeft':
      return { pan: [-step, 0] };
    case 'ArrowRight':
      return { pan: [step, 0] };
    case 'ArrowUp':
      return { pan: [0, -step] };
    case 'ArrowDown':
      return { pan: [0, step] };
    case '+':
    case '=':
      return { zoom: 1 };
    case '-':
    case '_':
      return { zoom: -1 };
    default:
      return null;
  }
}

/** What keys and clicks do, read as the map's description. */
export function mapInstructions(isPicking: boolean): string {
  const keys = 'Arrow keys move the map; plus and minus zoom.';
  return isPicking
    ? `${keys} Click the map to place the point, or type its latitude and longitude.`
    : keys;
}
