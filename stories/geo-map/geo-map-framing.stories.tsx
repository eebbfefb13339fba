import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../design-system/button/button';
import { GeoMap, type GeoMapProps } from '../../design-system/geo-map/geo-map';
import { PLACES, SITE, circles, geoMapMeta, mapRegion, metersPerPixel } from './geo-map-fixtures';

/**
 * What the map shows and where: one geofence to scale, several places fitted, a panned view kept,
 * the keyboard's way in and out, no places at all, and a phone's width.
 */
const meta = {
  title: 'Design System/GeoMap/Framing',
  component: GeoMap,
  ...geoMapMeta(),
} satisfies Meta<typeof GeoMap>;

export default meta;
type Story = StoryObj<typeof meta>;

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
