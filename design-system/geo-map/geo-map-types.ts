import type { ComponentProps } from 'react';

/**
 * The GeoMap's props and shapes, apart from the component so a screen can type its data and
 * import LazyGeoMap without pulling Leaflet into its own chunk.
 */

/** The token colour of a place's pin and geofence circle. */
export type GeoMapTone =
  'primary' | 'accent' | 'info' | 'success' | 'warning' | 'danger' | 'neutral';

/** A point on the map: a work site or company location, with its geofence when it has one. */
export type GeoMapPlace = {
  id: string | number;
  /** The place's name: the pin's tooltip and its line in the screen-reader list. */
  label: string;
  /** Degrees, -90 to 90. */
  latitude: number;
  /** Degrees, -180 to 180. */
  longitude: number;
  /** The geofence radius in metres (`geofence_radius_meters`); no circle without it. */
  radiusMeters?: number | null | undefined;
  /** Pin and circle colour. Default 'primary'; 'neutral' suits a disabled geofence. */
  tone?: GeoMapTone | undefined;
  /** The pin can be dragged; where it is dropped is reported through `onPick`. */
  draggable?: boolean | undefined;
};

/** Kinds of GPS activity (core.md 3 "GPS activity item"), each drawn in its own style. */
export type GeoMapPathKind = 'site_visit' | 'driving' | 'walking' | 'no_signal';

/** A line through points, such as the GPS track of a time card. */
export type GeoMapPath = {
  id: string | number;
  /** What the line is ('Driving, 8:02 AM to 8:20 AM'), for the screen-reader list. */
  label: string;
  /** [latitude, longitude] pairs in order. */
  points: readonly (readonly [number, number])[];
  /** The activity, which sets colour and dashes. Default 'driving'. */
  kind?: GeoMapPathKind | undefined;
};

/** The base map: streets ('Map') or imagery ('Satellite'). */
export type GeoMapStyle = 'map' | 'satellite';

/** Where the map looks when it has nothing to frame. */
export type GeoMapView = {
  latitude: number;
  longitude: number;
  /** Default 16, the spec's map zoom. */
  zoom?: number | undefined;
};

export type GeoMapProps = Omit<ComponentProps<'div'>, 'children' | 'aria-label'> & {
  /** Names the map for screen readers ('Work site location'); required, a page may hold two maps. */
  'aria-label': string;
  /** Pins, each with its geofence circle (20 % opacity) when it has a radius. */
  places?: readonly GeoMapPlace[] | undefined;
  /** Lines such as GPS tracks. */
  paths?: readonly GeoMapPath[] | undefined;
  /**
   * The base map's tile URL template (`https://…/{z}/{x}/{y}.png`), set by the operator. Without
   * one the map draws its shapes on a plain background and makes no request at all.
   */
  tileUrl?: string | null | undefined;
  /** Credit the tile provider asks for (HTML, shown in the corner). */
  tileAttribution?: string | undefined;
  /** Satellite imagery's tile URL template; with one, a Map / Satellite choice is shown. */
  satelliteTileUrl?: string | null | undefined;
  /** Credit of the imagery provider (HTML). */
  satelliteAttribution?: string | undefined;
  /** The chosen base map, when the caller owns it. */
  mapStyle?: GeoMapStyle | undefined;
  /** The first base map when uncontrolled. Default 'map'. */
  defaultMapStyle?: GeoMapStyle | undefined;
  /** Called as Map or Satellite is chosen. */
  onMapStyleChange?: ((style: GeoMapStyle) => void) | undefined;
  /**
   * Makes the map a picker: a click on the map, or a drop of a draggable pin, reports the point
   * (rounded to 6 decimals, longitude wrapped into -180 to 180). The caller moves its place
   * there; the keyboard way is the form's latitude and longitude fields.
   */
  onPick?: ((latitude: number, longitude: number) => void) | undefined;
  /**
   * Where to look when there are no places or paths (the org's area, for picking a first
   * point). Without it an empty map shows `emptyText` instead.
   */
  fallbackView?: GeoMapView | undefined;
  /** Shown instead of an empty map. Default 'No locations selected' (spec). */
  emptyText?: string | undefined;
};
