import { useState, type ComponentProps, type KeyboardEvent } from 'react';
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
  };

/**
 * A labelled number input. A text input with inputMode rather than type="number": the native
 * one accepts 'e', changes its value on a scroll of the wheel and hides half-typed text from
 * the page. This one refuses anything that is not (the start of) a number as it is typed, keeps
 * typed values within min and max when it loses focus, and steps with ArrowUp and ArrowDown
 * (Home and End go to min and max). It is a spinbutton, so screen readers announce the value
 * and the range.
 */
export function NumberField({
  value,
  defaultValue = null,
  onValueChange,
  min,
  max,
  step = 1,
  allowDecimal = !Number.isInteger(step),
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
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const bounds = { min, max, step };
  const draftOptions = { allowNegative: min === undefined || min < 0, allowDecimal };

  const show = (next: number | null) => {
    setNumber(next);
    setDraft(null);
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
      // Enter keeps the typed value in range before a form submits it.
      const parsed = parseNumberDraft(draft);
      show(parsed === null ? null : clampNumber(parsed, bounds));
    }
  };

  return (
    <Field {...fieldProps} data-disabled={disabled ? '' : undefined}>
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
          if (draft !== null) {
            const parsed = parseNumberDraft(draft);
            show(parsed === null ? null : clampNumber(parsed, bounds));
          }
          onBlur?.(event);
        }}
        onKeyDown={handleKeyDown}
        className={cn(fieldControlClasses, 'tabular-nums', className)}
        {...rest}
      />
    </Field>
  );
}
