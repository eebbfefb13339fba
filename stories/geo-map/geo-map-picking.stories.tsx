import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { GeoMap, type GeoMapPlace, type GeoMapProps } from '../../design-system/geo-map/geo-map';
import { SITE, geoMapMeta, mapRegion, metersPerPixel } from './geo-map-fixtures';

/** Picking a point: a click places it, and an empty map with a fallback view still takes one. */
const meta = {
  title: 'Design System/GeoMap/Picking',
  component: GeoMap,
  ...geoMapMeta(),
} satisfies Meta<typeof GeoMap>;

export default meta;
type Story = StoryObj<typeof meta>;

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
