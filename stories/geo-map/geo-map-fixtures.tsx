/**
 * What the geo map's story files share: the meta's args, places and tracks near Denver (as a crew's
 * work sites and yards would be), and ways to read the map. The stories run offline: the base map,
 * where there is one, is an inline SVG tile, so no story asks any tile host for anything.
 */
import type { Decorator, Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import type { GeoMap, GeoMapPath, GeoMapPlace } from '../../design-system/geo-map/geo-map';

export const SITE: GeoMapPlace = {
  id: 'site',
  label: 'Riverside apartments',
  latitude: 39.7392,
  longitude: -104.9903,
  radiusMeters: 45.72,
};
export const PLACES: GeoMapPlace[] = [
  SITE,
  {
    id: 'yard',
    label: 'North yard',
    latitude: 39.7512,
    longitude: -104.9786,
    radiusMeters: 91.44,
    tone: 'accent',
  },
  {
    id: 'office',
    label: 'Head office',
    latitude: 39.7431,
    longitude: -105.0121,
    radiusMeters: 120,
    tone: 'info',
  },
  {
    id: 'depot',
    label: 'Old depot (geofence off)',
    latitude: 39.7301,
    longitude: -104.9712,
    radiusMeters: 60,
    tone: 'neutral',
  },
];
export const TRACKS: GeoMapPath[] = [
  {
    id: 'drive',
    label: 'Driving, 7:40 AM to 7:58 AM',
    kind: 'driving',
    points: [
      [39.7512, -104.9786],
      [39.7468, -104.9811],
      [39.7431, -104.9867],
      [39.7392, -104.9903],
    ],
  },
  {
    id: 'walk',
    label: 'Walking, 12:05 PM to 12:20 PM',
    kind: 'walking',
    points: [
      [39.7392, -104.9903],
      [39.7401, -104.9952],
      [39.7389, -104.9991],
    ],
  },
  {
    id: 'lost',
    label: 'GPS Signal lost for 6m 0s',
    kind: 'no_signal',
    points: [
      [39.7389, -104.9991],
      [39.7431, -105.0121],
    ],
  },
];

const roomForTheMap: Decorator = (Story) => <div className="max-w-2xl">{Story()}</div>;

/**
 * The meta every story file shares but its title and component (which each file names itself):
 * made afresh for each file, so that each gets its own `fn()` spy.
 */
export const geoMapMeta = () =>
  ({
    args: { 'aria-label': 'Work site map', onMapStyleChange: fn() },
    decorators: [roomForTheMap],
  }) satisfies Meta<typeof GeoMap>;

export const mapRegion = (canvasElement: HTMLElement, name = 'Work site map') =>
  within(canvasElement).getByRole('region', { name });
export const circles = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<SVGPathElement>('path.cc-geo-circle'));

/** Metres per screen pixel at a latitude and zoom on Leaflet's Web Mercator sphere. */
export const metersPerPixel = (latitude: number, zoom: number) =>
  (2 * Math.PI * 6_378_137 * Math.cos((latitude * Math.PI) / 180)) / (256 * 2 ** zoom);
