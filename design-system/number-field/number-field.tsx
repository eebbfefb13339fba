import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  clampNumber,
  formatNumber,
  isNumberDraft,
  numberInputMode,
  parseNumberDraft,
  stepNumber,
} from './number-field-model';

export type NumberFieldProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'min' | 'max' | 'step' | 'inputMode'
> &
  LabelledFieldProps & {
    /** The number, or null while the field is empty, when the caller owns it. */
    value?: number | null;
    /** The first number when uncontrolled. Default null (empty). */
    defaultValue?: number | null;
    /**
     * Called as the number changes: while typing, on ArrowUp/ArrowDown, and when kept in range on
     * blur.
     */
    onValueChange?: (value: number | null) => void;
    /** The lowest value. A typed value below it is raised to it on blur; ArrowDown stops at it. */
    min?: number;
    /** The highest value. A typed value above it is lowered to it on blur; ArrowUp stops at it. */
    max?: number;
    /** What ArrowUp and ArrowDown add or take away. Default 1. */
    step?: number;
    /**
     * A decimal point may be typed, and phones show a keypad with one (inputMode "decimal");
     * otherwise only whole numbers ("numeric"). Default: true when `step` is not a whole number.
     */
    allowDecimal?: boolean;
    /**
     * Brings a typed value within min and max when the field is left or Enter is pressed.
     * Default true. Set false where the form shows a range error instead ('Must enter a value
     * between 2-365'): the typed value then stays as typed.
     */
    clampValueOnBlur?: boolean;
    /**
     * What the number counts ('days', '%', '$'), shown beside the input and read as part of its
     * description, never part of the value.
     */
    unit?: string | undefined;
    /** Which side of the input the unit stands on: 'end' (default, '2 days') or 'start' ('$ 12'). */
    unitPosition?: 'start' | 'end';
  };

/**
 * A labelled number input. A text input with inputMode rather than type="number": the native
 * one accepts 'e', changes its value on a scroll of the wheel and hides half-typed text from
 * the page. This one refuses anything that is not (the start of) a number as it is typed, keeps
 * typed values within min and max when it loses focus, and steps with ArrowUp and ArrowDown
 * (Home and End go to min and max). It is a spinbutton, so screen readers announce the value
 * and the range. A unit ('days') stands beside the input and describes it.
 */
export function NumberField({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  allowDecimal = !Number.isInteger(step),
  clampValueOnBlur = true,
  unit,
  unitPosition = 'end',
  className,
  readOnly,
  disabled,
  onBlur,
  onKeyDown,
  ...props
}: NumberFieldProps) {
  const [number, setNumber] = useControllableState<number | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  // What the user is typing ('-', '1.'); null while the input simply shows the number.
  const [draft, setDraft] = useState<string | null>(null);
  const unitId = useId();
  // The unit is read after the caller's own description, before the hint and error.
  const describedBy = [props['aria-describedby'], unit ? unitId : null].filter(Boolean).join(' ');
  const { fieldProps, controlProps, rest } = useFieldControl({
    ...props,
    'aria-describedby': describedBy || undefined,
  });
  const bounds = { min, max, step };
  const draftOptions = { allowNegative: min === undefined || min < 0, allowDecimal };

  const show = (next: number | null) => {
    setNumber(next);
    setDraft(null);
  };
  // The typed value, kept in range unless the caller shows a range error instead.
  const commitDraft = (text: string) => {
    const parsed = parseNumberDraft(text);
    show(parsed === null || !clampValueOnBlur ? parsed : clampNumber(parsed, bounds));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || readOnly || disabled) return;
    const current = draft === null ? number : parseNumberDraft(draft);
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      show(stepNumber(current, event.key === 'ArrowUp' ? 1 : -1, bounds));
    } else if (event.key === 'Home' && min !== undefined) {
      event.preventDefault();
      show(min);
    } else if (event.key === 'End' && max !== undefined) {
      event.preventDefault();
      show(max);
    } else if (event.key === 'Enter' && draft !== null) {
      // Enter settles the typed value (kept in range) before a form submits it.
      commitDraft(draft);
    }
  };

  const input = (
    <input
      {...controlProps}
      type="text"
      role="spinbutton"
      inputMode={numberInputMode(allowDecimal)}
      autoComplete="off"
      aria-valuenow={number ?? undefined}
      aria-valuemin={min}
      aria-valuemax={max}
      data-slot="number-field-input"
      value={draft ?? formatNumber(number)}
      readOnly={readOnly}
      disabled={disabled}
      onChange={(event) => {
        const text = event.currentTarget.value;
        // Refused: React puts the last accepted text back.
        if (!isNumberDraft(text, draftOptions)) return;
        setDraft(text);
        setNumber(parseNumberDraft(text));
      }}
      onBlur={(event) => {
        if (draft !== null) commitDraft(draft);
        onBlur?.(event);
      }}
      onKeyDown={handleKeyDown}
      className={cn(fieldControlClasses, 'tabular-nums', className)}
      {...rest}
    />
  );
  const unitText = unit && (
    <span id={unitId} data-slot="number-field-unit" className="shrink-0 text-sm text-text-muted">
      {unit}
    </span>
  );

  return (
    <Field {...fieldProps} data-disabled={disabled ? '' : undefined}>
      {unit ? (
        <div data-slot="number-field-group" className="flex items-center gap-2">
          {unitPosition === 'start' && unitText}
          {input}
          {unitPosition === 'end' && unitText}
        </div>
      ) : (
        input
      )}
    </Field>
  );
}
