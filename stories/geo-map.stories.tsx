import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../design-system/button/button';
import {
  GeoMap,
  type GeoMapPath,
  type GeoMapPlace,
  type GeoMapProps,
} from '../design-system/geo-map/geo-map';
import { LazyGeoMap } from '../design-system/geo-map/lazy-geo-map';

/**
 * Places near Denver, as a crew's work sites and yards would be. The stories run offline: the base
 * map, where there is one, is an inline SVG tile, so no story asks any tile host for anything.
 */
const SITE: GeoMapPlace = {
  id: 'site',
  label: 'Riverside apartments',
  latitude: 39.7392,
  longitude: -104.9903,
  radiusMeters: 45.72,
};
const PLACES: GeoMapPlace[] = [
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
const TRACKS: GeoMapPath[] = [
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

/** A 256 px tile drawn in SVG, so a story has a base map without a network. */
function svgTile(ground: string, road: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${ground}"/><path d="M0 96H256M160 0V256" stroke="${road}" stroke-width="12"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const MAP_TILE = svgTile('#e7ebe3', '#ffffff');
const SATELLITE_TILE = svgTile('#2f4a32', '#8a8f7c');

const meta = {
  title: 'Design System/GeoMap',
  component: GeoMap,
  args: { 'aria-label': 'Work site map', onMapStyleChange: fn() },
  decorators: [(Story) => <div className="max-w-2xl">{Story()}</div>],
} satisfies Meta<typeof GeoMap>;

export default meta;
type Story = StoryObj<typeof meta>;

const mapRegion = (canvasElement: HTMLElement, name = 'Work site map') =>
  within(canvasElement).getByRole('region', { name });
const circles = (canvasElement: HTMLElement) =>
  Array.from(canvasElement.querySelectorAll<SVGPathElement>('path.cc-geo-circle'));

/** Metres per screen pixel at a latitude and zoom on Leaflet's Web Mercator sphere. */
const metersPerPixel = (latitude: number, zoom: number) =>
  (2 * Math.PI * 6_378_137 * Math.cos((latitude * Math.PI) / 180)) / (256 * 2 ** zoom);

/** Every resource the page fetched that is an image or comes from another origin. */
const remoteOrImageRequests = () =>
  performance
    .getEntriesByType('resource')
    .filter(
      (entry) =>
        !entry.name.startsWith(window.location.origin) ||
        (entry as PerformanceResourceTiming).initiatorType === 'img' ||
        /\.(png|jpe?g|webp|gif)(\?|$)/.test(entry.name),
    )
    .map((entry) => entry.name);

export const OneWorkSiteWithAGeofence: Story = {
  args: { places: [SITE] },
  play: async ({ canvasElement }) => {
    const map = mapRegion(canvasElement);
    await expect(map).toHaveAttribute('tabindex', '0');
    await expect(map).toHaveAccessibleDescription('Arrow keys move the map; plus and minus zoom.');
    await expect(within(map).getByRole('list', { name: 'Places on the map' })).toHaveTextContent(
      'Riverside apartments, geofence 150 ft',
    );
    const [circle] = circles(canvasElement);
    if (!circle) throw new Error('no geofence circle');
    // Filled at 20 %, and drawn to scale at the spec's zoom 16: 150 ft across its radius.
    await expect(circle).toHaveAttribute('fill-opacity', '0.2');
    const diameter = (2 * SITE.radiusMeters!) / metersPerPixel(SITE.latitude, 16);
    await expect(Math.abs(circle.getBoundingClientRect().width - diameter)).toBeLessThan(2);
    // Centred on the site: the pin's tip is in the middle of the map.
    const box = map.getBoundingClientRect();
    const pin = within(map).getByTitle('Riverside apartments').getBoundingClientRect();
    await expect(Math.abs(pin.left + 14 - (box.left + box.width / 2))).toBeLessThan(2);
    await expect(Math.abs(pin.top + 35 - (box.top + box.height / 2))).toBeLessThan(2);
    // The pin is no Tab stop: it does nothing on Enter, and the list above names it.
    await expect(within(map).getByTitle('Riverside apartments')).not.toHaveAttribute('tabindex');
  },
};

export const SeveralPlacesFitted: Story = {
  args: { places: PLACES },
  play: async ({ canvasElement }) => {
    const map = mapRegion(canvasElement);
    const box = map.getBoundingClientRect();
    const shapes = circles(canvasElement);
    await expect(shapes).toHaveLength(4);
    // Every geofence whole in view, at least the spec's 40 px from the edges (less a pixel of
    // rounding).
    for (const shape of shapes) {
      const rect = shape.getBoundingClientRect();
      await expect(rect.left - box.left).toBeGreaterThanOrEqual(39);
      await expect(box.right - rect.right).toBeGreaterThanOrEqual(39);
      await expect(rect.top - box.top).toBeGreaterThanOrEqual(39);
      await expect(box.bottom - rect.bottom).toBeGreaterThanOrEqual(39);
    }
    const list = within(map).getByRole('list', { name: 'Places on the map' });
    await expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Riverside apartments, geofence 150 ft',
      'North yard, geofence 300 ft',
      'Head office, geofence 394 ft',
      'Old depot (geofence off), geofence 197 ft',
    ]);
  },
};

export const OfflineWithoutTiles: Story = {
  args: { places: PLACES, paths: TRACKS },
  play: async ({ canvasElement }) => {
    const map = mapRegion(canvasElement);
    // Shapes, tracks and a scale on a plain surface: no tile grid, no image, no request.
    await expect(circles(canvasElement)).toHaveLength(4);
    await expect(map.querySelectorAll('path.cc-geo-path')).toHaveLength(3);
    await expect(map.querySelector('img')).toBeNull();
    await expect(within(map).getByText(/^\d+ (ft|mi)$/)).toBeVisible();
    await expect(remoteOrImageRequests()).toEqual([]);
    await expect(within(map).getByRole('list', { name: 'Tracks on the map' })).toHaveTextContent(
      'GPS Signal lost for 6m 0s',
    );
    // No tile provider, so no credits either.
    await expect(within(map).queryByRole('link')).toBeNull();
  },
};

/** The owner keeps the picked point and moves its place there. */
function PickingMap(args: GeoMapProps) {
  const [point, setPoint] = useState<[number, number]>([SITE.latitude, SITE.longitude]);
  const place: GeoMapPlace = {
    ...SITE,
    label: 'New work site',
    latitude: point[0],
    longitude: point[1],
    draggable: true,
  };
  return (
    <GeoMap
      {...args}
      places={[place]}
      onPick={(latitude, longitude) => {
        setPoint([latitude, longitude]);
        args.onPick?.(latitude, longitude);
      }}
    />
  );
}

const decimals = (value: number) => (String(value).split('.')[1] ?? '').length;

export const PickingByClick: Story = {
  args: { 'aria-label': 'Work site location', onPick: fn() },
  render: (args) => <PickingMap {...args} />,
  play: async ({ canvasElement, args }) => {
    const map = mapRegion(canvasElement, 'Work site location');
    await expect(map).toHaveAccessibleDescription(
      'Arrow keys move the map; plus and minus zoom. Click the map to place the point, or type its latitude and longitude.',
    );
    const box = map.getBoundingClientRect();
    const clientX = box.left + box.width / 2 + 100;
    const clientY = box.top + box.height / 2 - 60;
    await userEvent.pointer({ keys: '[MouseLeft]', target: map, coords: { clientX, clientY } });

    await expect(args.onPick).toHaveBeenCalledTimes(1);
    const [latitude, longitude] = (args.onPick as ReturnType<typeof fn>).mock.calls[0] as [
      number,
      number,
    ];
    // 100 px east and 60 px north of the site at zoom 16 (to about 5 px).
    const perPixel = metersPerPixel(SITE.latitude, 16);
    const metersPerDegree = (Math.PI * 6_378_137) / 180;
    const cos = Math.cos((SITE.latitude * Math.PI) / 180);
    await expect(longitude - SITE.longitude).toBeCloseTo(
      (100 * perPixel) / (metersPerDegree * cos),
      4,
    );
    await expect(latitude - SITE.latitude).toBeCloseTo((60 * perPixel) / metersPerDegree, 4);
    await expect(decimals(latitude)).toBeLessThanOrEqual(6);
    await expect(decimals(longitude)).toBeLessThanOrEqual(6);

    // The owner moved its place: the pin's tip is where the click was, and the map stayed put.
    await waitFor(async () => {
      const pin = within(map).getByTitle('New work site').getBoundingClientRect();
      await expect(Math.abs(pin.left + 14 - clientX)).toBeLessThan(2);
      await expect(Math.abs(pin.top + 35 - clientY)).toBeLessThan(2);
    });
  },
};

/** A form beside the map: typed coordinates move the place; other fields leave the map alone. */
function FormBesideMap(args: GeoMapProps) {
  const [point, setPoint] = useState<[number, number]>([SITE.latitude, SITE.longitude]);
  const [notes, setNotes] = useState(0);
  return (
    <div className="flex flex-col gap-3">
      <div className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setNotes(notes + 1)}>
          Edit notes ({notes})
        </Button>
        <Button variant="secondary" size="sm" onClick={() => setPoint([40.015, -105.2705])}>
          Type Boulder coordinates
        </Button>
      </div>
      <GeoMap
        {...args}
        places={[{ ...SITE, latitude: point[0], longitude: point[1] }]}
        className="h-72"
      />
    </div>
  );
}

export const KeepsThePannedViewUntilAPlaceLeavesIt: Story = {
  args: { places: [SITE] },
  render: (args) => <FormBesideMap {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = mapRegion(canvasElement);
    const pin = () => within(map).getByTitle('Riverside apartments').getBoundingClientRect();
    const centre = () => {
      const box = map.getBoundingClientRect();
      return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
    };
    map.focus();
    // Shift pans three steps: 240 px south, so the place is out of view above the map.
    await userEvent.keyboard('{Shift>}{ArrowDown}{/Shift}');
    await waitFor(() => expect(Math.abs(pin().top + 35 - (centre().y - 240))).toBeLessThan(1));
    await expect(pin().bottom).toBeLessThan(map.getBoundingClientRect().top);
    const panned = pin();
    // Another field of the form changes: the view the person chose stays, place out of sight or
    // not. (The pan's last frame may still settle by a fraction of a pixel; framing is 240 px.)
    await userEvent.click(canvas.getByRole('button', { name: 'Edit notes (0)' }));
    await expect(canvas.getByRole('button', { name: 'Edit notes (1)' })).toBeVisible();
    await expect(Math.abs(pin().top - panned.top)).toBeLessThan(1);
    // Coordinates typed: the place moved, and out of the view, so the map follows it.
    await userEvent.click(canvas.getByRole('button', { name: 'Type Boulder coordinates' }));
    await waitFor(() => {
      expect(Math.abs(pin().left + 14 - centre().x)).toBeLessThan(2);
      expect(Math.abs(pin().top + 35 - centre().y)).toBeLessThan(2);
    });
  },
};

export const MapOrSatellite: Story = {
  args: {
    places: [SITE],
    tileUrl: MAP_TILE,
    tileAttribution: '<a href="https://example.com/streets">Streets Co</a>',
    satelliteTileUrl: SATELLITE_TILE,
    satelliteAttribution: 'Imagery © Orbit Co',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const map = mapRegion(canvasElement);
    const tiles = () => Array.from(map.querySelectorAll<HTMLImageElement>('img.leaflet-tile'));
    await expect(canvas.getByRole('radiogroup', { name: 'Map style' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Map' })).toBeChecked();
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await expect(tiles().every((tile) => tile.src === MAP_TILE)).toBe(true);
    await expect(within(map).getByRole('link', { name: 'Streets Co' })).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Satellite' }));
    await expect(args.onMapStyleChange).toHaveBeenCalledWith('satellite');
    await waitFor(() => expect(tiles().length).toBeGreaterThan(0));
    await waitFor(() => expect(tiles().every((tile) => tile.src === SATELLITE_TILE)).toBe(true));
    await expect(within(map).getByText('Imagery © Orbit Co')).toBeVisible();
    await expect(within(map).queryByRole('link', { name: 'Streets Co' })).toBeNull();
    // Still no request to any host: the tiles are inline.
    await expect(remoteOrImageRequests().filter((name) => !name.startsWith('data:'))).toEqual([]);
  },
};

export const KeyboardEntersAndLeaves: Story = {
  args: { places: [SITE] },
  decorators: [
    (Story) => (
      <div className="flex flex-col gap-3">
        <Button variant="secondary" size="sm" className="w-fit">
          Before the map
        </Button>
        {Story()}
        <Button variant="secondary" size="sm" className="w-fit">
          After the map
        </Button>
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const map = mapRegion(canvasElement);
    const pin = () => within(map).getByTitle('Riverside apartments').getBoundingClientRect();
    const start = pin();
    canvas.getByRole('button', { name: 'Before the map' }).focus();
    await userEvent.tab();
    await expect(map).toHaveFocus();
    // Leaflet's keyboard handler: the right arrow pans the map east, so the pin moves left.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(pin().left).toBeLessThan(start.left - 40));
    // Then the named zoom buttons, then out of the map.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zoom in' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Zoom out' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'After the map' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(map).toHaveFocus();
  },
};

export const GpsTracks: Story = {
  args: { 'aria-label': 'Time card map', places: [SITE, PLACES[1]!], paths: TRACKS },
  play: async ({ canvasElement }) => {
    const map = mapRegion(canvasElement, 'Time card map');
    const list = within(map).getByRole('list', { name: 'Tracks on the map' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(map.querySelector('path.cc-geo-path-no-signal')).not.toBeNull();
    await expect(map.querySelector('path.cc-geo-path-driving')).not.toBeNull();
  },
};

export const EmptyState: Story = {
  args: { places: [] },
  play: async ({ canvasElement }) => {
    const region = mapRegion(canvasElement);
    await expect(within(region).getByText('No locations selected')).toBeVisible();
    // No map is drawn, so there is nothing to focus either.
    await expect(region).not.toHaveAttribute('tabindex');
    await expect(region.querySelector('.leaflet-container')).toBeNull();
  },
};

export const EmptyWithAFallbackViewForPicking: Story = {
  args: {
    'aria-label': 'Work site location',
    places: [],
    fallbackView: { latitude: 39.7392, longitude: -104.9903, zoom: 12 },
    onPick: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const map = mapRegion(canvasElement, 'Work site location');
    await expect(within(map).queryByText('No locations selected')).toBeNull();
    await userEvent.pointer({ keys: '[MouseLeft]', target: map });
    await expect(args.onPick).toHaveBeenCalledTimes(1);
  },
};

export const OnAPhone: Story = {
  args: { places: PLACES, className: 'h-96' },
  globals: { viewport: { value: 'phone' } },
  play: async ({ canvasElement }) => {
    const map = mapRegion(canvasElement);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
    await expect(map.getBoundingClientRect().height).toBeGreaterThan(300);
    const box = map.getBoundingClientRect();
    for (const shape of circles(canvasElement)) {
      const rect = shape.getBoundingClientRect();
      await expect(rect.left).toBeGreaterThanOrEqual(box.left);
      await expect(rect.right).toBeLessThanOrEqual(box.right);
    }
    // Zoom buttons big enough to tap.
    const zoomIn = within(map).getByRole('button', { name: 'Zoom in' }).getBoundingClientRect();
    await expect(zoomIn.width).toBeGreaterThanOrEqual(24);
  },
};

export const LoadedLazily: Story = {
  args: { places: [SITE] },
  render: (args) => <LazyGeoMap {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Leaflet's chunk arrives after the first render; the map then takes the placeholder's place.
    await waitFor(() =>
      expect(canvas.getByRole('region', { name: 'Work site map' })).toBeVisible(),
    );
    await expect(canvas.queryByRole('status', { name: 'Loading map' })).toBeNull();
    await expect(circles(canvasElement)).toHaveLength(1);
  },
};
