import type { ComponentProps, CSSProperties, KeyboardEvent } from 'react';
import { Field, fieldErrorId } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { NumberField } from '../number-field/number-field';
import {
  RADIUS_SLIDER_POSITIONS,
  feetToMeters,
  formatDistance,
  metersToFeet,
  metersToPosition,
  positionAfterKey,
  positionToMeters,
  roundMeters,
} from './radius-scale';

export type RadiusSliderProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'name' | 'children'
> &
  LabelledFieldProps & {
    /** The radius in metres, when the caller owns it. */
    value?: number;
    /** The first radius in metres when uncontrolled. Default `min`. */
    defaultValue?: number;
    /**
     * Called with the new radius in metres (to the centimetre): on every slider step, and as a
     * radius within min and max is typed in feet (a typed radius out of range is brought to the
     * nearest end when the feet field is left).
     */
    onValueChange?: (meters: number) => void;
    /** The smallest radius in metres: the app passes contract/geofence's GEOFENCE_RADIUS_MIN_METERS. */
    min: number;
    /** The largest radius in metres: the app passes contract/geofence's GEOFENCE_RADIUS_MAX_METERS. */
    max: number;
    /**
     * The form name of the radius. It goes to a hidden input holding the metres, because the
     * slider's own value is a position on the scale, not a radius.
     */
    name?: string;
    /** Shows a number field in feet beside the slider, so an exact radius can be typed. Default true. */
    showFeetField?: boolean;
    /** The feet field's accessible name (its label is hidden). Default '{label} in feet'. */
    feetFieldLabel?: string;
  };

/** Where the filled part of the track ends: the thumb's centre (the thumb is 1.25 rem wide). */
const fillStop = (position: number) =>
  `calc(0.625rem + (100% - 1.25rem) * ${position / RADIUS_SLIDER_POSITIONS})`;

const rangeClasses = [
  'h-6 w-full min-w-0 cursor-pointer appearance-none rounded-full bg-transparent',
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:opacity-60',
  // The track: primary up to the thumb, the strong border colour (3:1 on every surface) after it.
  '[&::-webkit-slider-runnable-track]:h-2 [&::-webkit-slider-runnable-track]:rounded-full',
  '[&::-webkit-slider-runnable-track]:bg-[linear-gradient(to_right,var(--cc-primary)_var(--radius-fill),var(--cc-border-strong)_var(--radius-fill))]',
  '[&::-moz-range-track]:h-2 [&::-moz-range-track]:rounded-full [&::-moz-range-track]:bg-border-strong',
  '[&::-moz-range-progress]:h-2 [&::-moz-range-progress]:rounded-full [&::-moz-range-progress]:bg-primary',
  // The thumb: a ring of primary on the surface, centred on the 0.5 rem track.
  '[&::-webkit-slider-thumb]:-mt-1.5 [&::-webkit-slider-thumb]:size-5 [&::-webkit-slider-thumb]:appearance-none',
  '[&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:border-2 [&::-webkit-slider-thumb]:border-primary',
  '[&::-webkit-slider-thumb]:bg-surface [&::-webkit-slider-thumb]:shadow-md',
  '[&::-moz-range-thumb]:size-5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-2',
  '[&::-moz-range-thumb]:border-primary [&::-moz-range-thumb]:bg-surface [&::-moz-range-thumb]:shadow-md',
  'aria-invalid:[&::-webkit-slider-thumb]:border-danger aria-invalid:[&::-moz-range-thumb]:border-danger',
];

/**
 * A geofence radius: a native range input on a logarithmic scale (positions 0 to 100 between min
 * and max, core.md 9), read out in feet or miles ('150 ft', '1.2 mi'), with an optional number
 * field in feet for an exact radius. The native input brings the slider role, dragging and touch;
 * aria-valuetext says the distance rather than the position. The keys are handled here so every
 * browser steps alike: arrows one position, Page keys ten, Home and End to the ends. The value is
 * in metres, as the API stores it.
 */
export function RadiusSlider({
  value,
  defaultValue,
  onValueChange,
  min,
  max,
  name,
  showFeetField = true,
  feetFieldLabel,
  disabled,
  className,
  style,
  onKeyDown,
  ...props
}: RadiusSliderProps) {
  const [meters, setMeters] = useControllableState({
    value,
    defaultValue: defaultValue ?? min,
    onChange: onValueChange,
  });
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const range = { min, max };
  const position = metersToPosition(meters, range);
  const distance = formatDistance(meters);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || disabled) return;
    const next = positionAfterKey(position, event.key);
    if (next === null) return;
    event.preventDefault();
    setMeters(positionToMeters(next, range));
  };

  // Typed feet become metres only within the range; the feet field itself brings a typed radius
  // out of range to the nearest end when it is left, and that value comes back through here.
  const takeFeet = (feet: number | null) => {
    if (feet === null) return;
    const typed = roundMeters(feetToMeters(feet));
    if (typed >= min && typed <= max) setMeters(typed);
  };

  return (
    <Field {...fieldProps} data-slot="radius-slider" data-disabled={disabled ? '' : undefined}>
      <div
        data-slot="radius-slider-group"
        className="flex flex-wrap items-center gap-x-3 gap-y-2 sm:flex-nowrap"
      >
        <div className="flex min-w-48 flex-1 items-center gap-3">
          <input
            {...controlProps}
            type="range"
            min={0}
            max={RADIUS_SLIDER_POSITIONS}
            step={1}
            value={position}
            aria-valuetext={distance}
            disabled={disabled}
            data-slot="radius-slider-input"
            onKeyDown={handleKeyDown}
            onChange={(event) =>
              setMeters(positionToMeters(Number(event.currentTarget.value), range))
            }
            style={{ '--radius-fill': fillStop(position), ...style } as CSSProperties}
            className={cn(rangeClasses, className)}
            {...rest}
          />
          {/* The slider says the same through aria-valuetext; this is the sighted readout. */}
          <span
            aria-hidden="true"
            data-slot="radius-slider-readout"
            className="w-16 shrink-0 text-right text-sm font-medium text-text tabular-nums"
          >
            {distance}
          </span>
        </div>
        {showFeetField && (
          <NumberField
            label={feetFieldLabel ?? `${fieldProps.label} in feet`}
            hideLabel
            unit="ft"
            // Exact bounds, so a radius typed out of range lands on min or max to the centimetre;
            // the announced bounds are the whole feet shown.
            min={metersToFeet(min)}
            max={metersToFeet(max)}
            aria-valuemin={Math.round(metersToFeet(min))}
            aria-valuemax={Math.round(metersToFeet(max))}
            value={Math.round(metersToFeet(meters))}
            onValueChange={takeFeet}
            disabled={disabled}
            // The error is about the radius, so the feet field is invalid and described by it too.
            aria-invalid={controlProps['aria-invalid']}
            aria-describedby={fieldProps.error ? fieldErrorId(controlProps.id) : undefined}
            fieldClassName="w-32 shrink-0"
          />
        )}
      </div>
      {name !== undefined && <input type="hidden" name={name} value={meters} />}
    </Field>
  );
}
