import {
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Field } from '../field/field';
import { useFieldControl } from '../field/use-field-control';
import { useControllableState } from '../lib/use-controllable-state';

export const pinInputBoxVariants = cva(
  [
    'rounded-md border border-border-strong bg-surface text-center font-semibold text-text tabular-nums shadow-sm',
    'caret-primary transition-colors duration-fast ease-standard',
    'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted',
    'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
  ],
  {
    variants: {
      size: {
        md: 'h-11 w-10 text-lg sm:w-11',
        lg: 'h-14 w-11 text-2xl sm:w-13',
      },
    },
    defaultVariants: { size: 'md' },
  },
);

/** Spec: a sign-in or verification code of one numeric digit per box, 6 boxes by default. */
export const DEFAULT_PIN_LENGTH = 6;

export type PinInputProps = Omit<ComponentProps<'div'>, 'onChange' | 'defaultValue'> &
  VariantProps<typeof pinInputBoxVariants> & {
    /** The visible label, which names the group of boxes. */
    label: string;
    /** Help text under the boxes. */
    hint?: ReactNode;
    /** The error to show; pass it only once the field was touched (spec). */
    error?: string | undefined;
    /** How many digits (boxes). Default 6. */
    length?: number;
    /** The digits entered so far, when the caller owns them. */
    value?: string;
    /** The first digits shown when uncontrolled. */
    defaultValue?: string;
    /** Called with the digits whenever they change. */
    onValueChange?: (value: string) => void;
    /** Called with the whole code once every box holds a digit. */
    onComplete?: (code: string) => void;
    /** Disables every box. */
    disabled?: boolean;
    /** Focuses the first empty box on mount (for a screen whose only task is the code). */
    autoFocus?: boolean;
    /** Submits the code with a form under this name (a hidden input). */
    name?: string;
  };

const onlyDigits = (text: string) => /^\d+$/.test(text);

/**
 * One box per digit. Typing a digit fills the box and moves on; anything but a digit is refused;
 * Backspace clears and steps back; the arrow keys, Home and End move between boxes; pasting (or a
 * phone's one-time-code autofill) spreads a whole code over the boxes. The digits always run
 * from the first box without gaps, so focus never lands beyond the first empty box, and Tab moves
 * through the filled boxes and the first empty one, then out of the group.
 */
export function PinInput({
  label,
  hint,
  error,
  length = DEFAULT_PIN_LENGTH,
  value,
  defaultValue = '',
  onValueChange,
  onComplete,
  disabled = false,
  autoFocus = false,
  name,
  size,
  className,
  ...props
}: PinInputProps) {
  const [code, setCode] = useControllableState({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  const digits = code.replace(/\D/g, '').slice(0, length);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  // The digits as of the last change: focus moves before React re-renders, and the box receiving
  // it must judge "past the first empty box" on the new digits, not on its render's.
  const latestDigits = useRef(digits);
  useLayoutEffect(() => {
    latestDigits.current = digits;
  }, [digits]);
  // The group is the control: it carries the id (the stem of every box's) and the description;
  // each box says it is invalid, as a group cannot.
  const { fieldProps, controlProps, rest } = useFieldControl({ label, hint, error, ...props });
  const { 'aria-invalid': isInvalid, ...groupProps } = controlProps;
  const baseId = controlProps.id;
  const labelId = `${baseId}-label`;
  const boxId = (index: number) => `${baseId}-${index}`;
  const isComplete = digits.length === length;
  /** The box the next digit goes to (the last box once the code is complete). */
  const firstEmpty = Math.min(digits.length, length - 1);

  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const update = (next: string, focusIndex: number) => {
    const trimmed = next.slice(0, length);
    if (trimmed !== digits) {
      latestDigits.current = trimmed;
      setCode(trimmed);
      if (trimmed.length === length) onComplete?.(trimmed);
    }
    focusBox(focusIndex);
  };

  /** Writes `typed` from box `index` on (never past the first empty box). */
  const fillFrom = (index: number, typed: string) => {
    const start = Math.min(index, digits.length);
    const next = digits.slice(0, start) + typed + digits.slice(start + typed.length);
    update(next, start + typed.length);
  };

  const removeAt = (index: number) =>
    update(digits.slice(0, index) + digits.slice(index + 1), index);

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      fillFrom(index, key);
    } else if (key === 'Backspace') {
      event.preventDefault();
      // A filled box is cleared where it is; an empty one steps back and clears the one before.
      if (index < digits.length) removeAt(index);
      else if (index > 0) removeAt(index - 1);
    } else if (key === 'Delete') {
      event.preventDefault();
      if (index < digits.length) removeAt(index);
    } else if (key === 'ArrowLeft') {
      event.preventDefault();
      focusBox(index - 1);
    } else if (key === 'ArrowRight') {
      event.preventDefault();
      focusBox(Math.min(index + 1, digits.length));
    } else if (key === 'Home') {
      event.preventDefault();
      focusBox(0);
    } else if (key === 'End') {
      event.preventDefault();
      focusBox(digits.length);
    } else if (key.length === 1) {
      // Spec: one numeric digit per box; letters, spaces and symbols are refused.
      event.preventDefault();
    }
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    // Codes are often copied as '123 456' or '123-456'; anything else that is not a digit refuses
    // the whole paste rather than guess.
    const pasted = event.clipboardData.getData('text').replace(/[\s-]/g, '');
    if (!onlyDigits(pasted)) return;
    // A whole code fills every box, wherever the caret was.
    if (pasted.length >= length) update(pasted, length - 1);
    else fillFrom(index, pasted);
  };

  return (
    <Field
      {...fieldProps}
      // The label names the group and leads to the first empty box.
      labelProps={{ id: labelId, htmlFor: boxId(firstEmpty) }}
      data-slot="pin-input"
      data-state={isComplete ? 'complete' : 'incomplete'}
      data-disabled={disabled ? '' : undefined}
      className={className}
      {...rest}
    >
      <div
        role="group"
        {...groupProps}
        aria-labelledby={labelId}
        data-slot="pin-input-group"
        className="flex flex-wrap gap-2"
      >
        {Array.from({ length }, (_, index) => (
          <input
            key={index}
            ref={(node) => {
              boxes.current[index] = node;
            }}
            id={boxId(index)}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            // Lets phones offer the code from a text message; one box is enough to receive it.
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            // eslint-disable-next-line jsx-a11y/no-autofocus -- opt-in, for code-only screens
            autoFocus={autoFocus && index === firstEmpty}
            // Only the filled boxes and the first empty one are in the tab order: focus never
            // lands past the first empty box, so a later box in the order would send Tab back
            // there for ever (WCAG 2.1.2). Tab from the first empty box leaves the group.
            tabIndex={index <= firstEmpty ? 0 : -1}
            aria-label={`Digit ${index + 1} of ${length}`}
            aria-invalid={isInvalid}
            data-slot="pin-input-box"
            data-state={index < digits.length ? 'filled' : 'empty'}
            disabled={disabled}
            value={digits[index] ?? ''}
            className={pinInputBoxVariants({ size })}
            onKeyDown={(event) => handleKeyDown(event, index)}
            onPaste={(event) => handlePaste(event, index)}
            // Phones' keyboards and autofill skip keydown: read what landed in the box instead.
            onChange={(event) => {
              const typed = event.currentTarget.value.replace(/\D/g, '');
              const own = digits[index] ?? '';
              if (event.currentTarget.value === '') {
                if (index < digits.length) removeAt(index);
                return;
              }
              const added =
                typed.startsWith(own) && typed.length > own.length
                  ? typed.slice(own.length)
                  : typed;
              if (added) fillFrom(index, added);
            }}
            onFocus={(event) => {
              // No gaps: a click past the digits lands in the first empty box.
              const filled = latestDigits.current.length;
              if (index > filled) focusBox(filled);
              else event.currentTarget.select();
            }}
          />
        ))}
      </div>
      {name && <input type="hidden" name={name} value={digits} />}
    </Field>
  );
}
