import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import {
  GEOFENCE_RADIUS_MAX_METERS,
  GEOFENCE_RADIUS_MIN_METERS,
  feetToMeters,
  radiusMetersToPosition,
  radiusPositionToMeters,
} from '../contract/geofence';
import { RadiusSlider, type RadiusSliderProps } from '../design-system/radius-slider/radius-slider';

/**
 * The app passes the contract's bounds, so the stories do too; the expected radii come from
 * contract/geofence.ts, which checks the widget's own conversions against the API's.
 */
const meta = {
  title: 'Design System/RadiusSlider',
  component: RadiusSlider,
  args: {
    label: 'Geofence radius',
    min: GEOFENCE_RADIUS_MIN_METERS,
    max: GEOFENCE_RADIUS_MAX_METERS,
    onValueChange: fn(),
  },
  decorators: [(Story) => <div className="max-w-lg">{Story()}</div>],
} satisfies Meta<typeof RadiusSlider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The radius of a slider position, to the centimetre, as the contract computes it. */
const atPosition = (position: number) => Math.round(radiusPositionToMeters(position) * 100) / 100;
/** Typed feet in metres, to the centimetre, as the contract computes it. */
const typedFeet = (feet: number) => Math.round(feetToMeters(feet) * 100) / 100;

function parts(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  return {
    canvas,
    slider: canvas.getByRole('slider', { name: 'Geofence radius' }),
    feet: canvas.getByRole('spinbutton', { name: 'Geofence radius in feet' }),
  };
}

const FEET_150 = typedFeet(150);

export const Default: Story = {
  args: { defaultValue: FEET_150, hint: 'Clock-ins inside this circle count as on site.' },
  play: async ({ canvasElement }) => {
    const { slider, feet } = parts(canvasElement);
    await expect(slider).toHaveAttribute('aria-valuetext', '150 ft');
    await expect(slider).toHaveValue(String(Math.round(radiusMetersToPosition(FEET_150))));
    await expect(slider).toHaveAccessibleDescription(
      'Clock-ins inside this circle count as on site.',
    );
    await expect(feet).toHaveValue('150');
    // The unit describes the feet field.
    await expect(feet).toHaveAccessibleDescription('ft');
  },
};

export const ArrowKeysStepOnePosition: Story = {
  args: { defaultValue: FEET_150 },
  play: async ({ canvasElement, args }) => {
    const { slider, feet } = parts(canvasElement);
    const start = Math.round(radiusMetersToPosition(FEET_150));
    // Tab reaches the slider first, then the feet field.
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue(String(start + 1));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(atPosition(start + 1));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue(String(start - 1));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(atPosition(start - 1));
    await expect(feet).toHaveValue(String(Math.round(atPosition(start - 1) * 3.28084)));

    // Home and End go to the ends of the scale, exactly the contract's bounds.
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(slider).toHaveAttribute('aria-valuetext', '98 ft');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(GEOFENCE_RADIUS_MIN_METERS);
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('100');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 mi');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(GEOFENCE_RADIUS_MAX_METERS);
    await expect(feet).toHaveValue('26400');
    await userEvent.tab();
    await expect(feet).toHaveFocus();
  },
};

export const TypedFeet: Story = {
  args: { defaultValue: FEET_150 },
  play: async ({ canvasElement, args }) => {
    const { slider, feet } = parts(canvasElement);
    await userEvent.clear(feet);
    await userEvent.type(feet, '500');
    // '5' and '50' are under the smallest radius: the radius waits for '500'.
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(typedFeet(500));
    await expect(slider).toHaveAttribute('aria-valuetext', '500 ft');
    await expect(slider).toHaveValue(String(Math.round(radiusMetersToPosition(typedFeet(500)))));
    await userEvent.tab();
    await expect(feet).toHaveValue('500');
  },
};

export const ShowsMilesFromAMile: Story = {
  args: { defaultValue: typedFeet(6336) },
  play: async ({ canvasElement }) => {
    const { canvas, slider, feet } = parts(canvasElement);
    await expect(slider).toHaveAttribute('aria-valuetext', '1.2 mi');
    await expect(canvas.getByText('1.2 mi')).toBeVisible();
    await expect(feet).toHaveValue('6336');
  },
};

export const TypedValuesAreClampedToTheBounds: Story = {
  args: { defaultValue: FEET_150 },
  play: async ({ canvasElement, args }) => {
    const { slider, feet } = parts(canvasElement);
    await userEvent.clear(feet);
    await userEvent.type(feet, '20');
    await userEvent.tab();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(GEOFENCE_RADIUS_MIN_METERS);
    await expect(feet).toHaveValue('98');
    await expect(slider).toHaveValue('0');

    await userEvent.clear(feet);
    await userEvent.type(feet, '40000{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(GEOFENCE_RADIUS_MAX_METERS);
    await expect(feet).toHaveValue('26400');
    await expect(slider).toHaveValue('100');
    await expect(slider).toHaveAttribute('aria-valuetext', '5 mi');
    // The announced bounds are whole feet.
    await expect(feet).toHaveAttribute('aria-valuemin', '98');
    await expect(feet).toHaveAttribute('aria-valuemax', '26400');
  },
};

export const Invalid: Story = {
  args: { defaultValue: FEET_150, error: 'Radius must be at least 300 ft for a yard' },
  play: async ({ canvasElement }) => {
    const { slider, feet } = parts(canvasElement);
    await expect(slider).toHaveAttribute('aria-invalid', 'true');
    await expect(slider).toHaveAccessibleDescription('Radius must be at least 300 ft for a yard');
    await expect(feet).toHaveAttribute('aria-invalid', 'true');
    await expect(feet).toHaveAccessibleDescription('Radius must be at least 300 ft for a yard ft');
  },
};

export const Disabled: Story = {
  args: { defaultValue: FEET_150, disabled: true },
  play: async ({ canvasElement, args }) => {
    const { slider, feet } = parts(canvasElement);
    await expect(slider).toBeDisabled();
    await expect(feet).toBeDisabled();
    await userEvent.tab();
    await expect(slider).not.toHaveFocus();
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const WithoutTheFeetField: Story = {
  args: { defaultValue: 1609.344, showFeetField: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('slider', { name: 'Geofence radius' })).toHaveAttribute(
      'aria-valuetext',
      '1 mi',
    );
    await expect(canvas.queryByRole('spinbutton')).not.toBeInTheDocument();
  },
};

/** The owner keeps the metres and submits them under the field's name. */
function ControlledRadius(args: RadiusSliderProps) {
  const [meters, setMeters] = useState(FEET_150);
  return (
    <form aria-label="Location">
      <RadiusSlider
        {...args}
        name="geofence_radius_meters"
        value={meters}
        onValueChange={(next) => {
          setMeters(next);
          args.onValueChange?.(next);
        }}
      />
      <p className="mt-3 text-sm text-text-muted">Saved as {meters} m</p>
    </form>
  );
}

export const ControlledWithAFormName: Story = {
  render: (args) => <ControlledRadius {...args} />,
  play: async ({ canvasElement }) => {
    const { canvas, slider } = parts(canvasElement);
    const form = canvas.getByRole('form', { name: 'Location' });
    await expect(new FormData(form as HTMLFormElement).get('geofence_radius_meters')).toBe(
      String(FEET_150),
    );
    slider.focus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByText(`Saved as ${GEOFENCE_RADIUS_MAX_METERS} m`)).toBeVisible();
    await expect(new FormData(form as HTMLFormElement).get('geofence_radius_meters')).toBe(
      String(GEOFENCE_RADIUS_MAX_METERS),
    );
  },
};
