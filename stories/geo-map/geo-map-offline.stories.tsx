import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { GeoMap } from '../../design-system/geo-map/geo-map';
import { LazyGeoMap } from '../../design-system/geo-map/lazy-geo-map';
import { PLACES, SITE, TRACKS, circles, geoMapMeta, mapRegion } from './geo-map-fixtures';

/**
 * The map without a network: shapes and tracks on a plain surface, inline tiles for the map and
 * satellite styles, and Leaflet's chunk loaded lazily.
 */
const meta = {
  title: 'Design System/GeoMap/Offline',
  component: GeoMap,
  ...geoMapMeta(),
} satisfies Meta<typeof GeoMap>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A 256 px tile drawn in SVG, so a story has a base map without a network. */
function svgTile(ground: string, road: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect width="256" height="256" fill="${ground}"/><path d="M0 96H256M160 0V256" stroke="${road}" stroke-width="12"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
const MAP_TILE = svgTile('#e7ebe3', '#ffffff');
const SATELLITE_TILE = svgTile('#2f4a32', '#8a8f7c');

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
