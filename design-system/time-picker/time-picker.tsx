import {
  useEffect,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Clock } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import {
  TIME_INPUT_PLACEHOLDER,
  TIME_OPTIONS,
  filterTimeOptions,
  formatTime,
  isSameTime,
  nearestOptionIndex,
  normalizeTimeText,
  parseTime,
  readTypedTime,
  type MinuteStep,
  type TimeOption,
  type TimeValue,
} from './time-options';

export const timePickerVariants = cva(fieldControlClasses, {
  variants: {
    size: { sm: 'h-8 pr-9 text-sm', md: 'h-10 pr-10 text-base sm:text-sm' },
  },
  defaultVariants: { size: 'md' },
});

/** Options moved by Page Up and Page Down: one hour of quarter hours. */
const PAGE_STEP = 4;

export type TimePickerProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'size' | 'placeholder'
> &
  VariantProps<typeof timePickerVariants> &
  LabelledFieldProps & {
    /** The chosen time (hour 0-23, minute), or null for none, when the caller owns it. */
    value?: TimeValue | null;
    /** The first time shown when uncontrolled. */
    defaultValue?: TimeValue | null;
    /** Called when the user picks or types a new time, or clears the input (null). */
    onValueChange?: (value: TimeValue | null) => void;
    /**
     * Spec: minutes are any of 0-59 (1, the default) or rounded to 0, 15, 30 and 45 (15). Applies
     * to typed times; the list always offers quarter hours.
     */
    minuteStep?: MinuteStep;
  };

/**
 * A time of day as an editable combobox (WAI-ARIA combobox with a list popup): type a time
 * ('9:30p', '0930 PM', '21:30') or pick one of the 96 quarter hours. Typing upper-cases the text and
 * filters the list, which falls back to all times when nothing matches. Arrow keys move through the
 * list and wrap around the day, Page Up/Down move an hour, Enter picks, Escape closes and restores.
 * On Enter or leaving the field, typed text that reads as a time is saved as typed, blank text
 * clears, and any other text stays with the field's error (aria-invalid, announced) until fixed.
 * Focus stays in the input throughout; the highlighted option is named by aria-activedescendant.
 * Opened from the clock button with the keyboard, the list gives focus back to that button when
 * Escape or a pick closes it, as any overlay does to its trigger. The label also names the list.
 */
export function TimePicker({
  value,
  defaultValue = null,
  onValueChange,
  minuteStep = 1,
  size,
  className,
  disabled,
  ref,
  onKeyDown,
  onBlur,
  ...props
}: TimePickerProps) {
  const [time, setTime] = useControllableState<TimeValue | null>({
    value,
    defaultValue,
    onChange: onValueChange,
  });
  // What the user is typing; null while the input simply shows the chosen time.
  const [draft, setDraft] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  // Whether the highlight was moved with the keys since the last typing: only then does Enter pick
  // the highlighted option over the typed text.
  const [isNavigated, setIsNavigated] = useState(false);
  // Typed text that is not a time, once committed: shown as the field's error (and announced)
  // until the text reads as a time again, is cleared, or Escape restores the saved time.
  const [textError, setTextError] = useState<string | null>(null);

  const { fieldProps, controlProps, rest } = useFieldControl({
    ...props,
    error: textError ?? props.error,
  });
  const { label } = fieldProps;
  const listId = `${controlProps.id}-listbox`;
  const optionId = (index: number) => `${controlProps.id}-option-${index}`;
  const inputRef = useRef<HTMLInputElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  // Whether the focused clock button opened the list (a key press, or assistive technology): focus
  // moves into the input to drive the list, and goes back to the button when the list is done.
  // A pointer never focuses the button, so after a click focus simply stays in the input.
  const isOpenedByToggleRef = useRef(false);

  const { options } = filterTimeOptions(draft ?? '', TIME_OPTIONS);
  const text = draft ?? (time ? formatTime(time) : '');
  const active = isOpen && activeIndex >= 0 && activeIndex < options.length ? activeIndex : -1;

  useEffect(() => {
    if (active < 0) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active, isOpen]);

  const close = () => {
    setIsOpen(false);
    setActiveIndex(-1);
    setIsNavigated(false);
    isOpenedByToggleRef.current = false;
  };

  /**
   * After Escape or a pick: back to the clock button when it opened the list. Its blur commits
   * nothing, as no text was typed since (typing hands the list over to the input).
   */
  const returnFocus = () => {
    if (isOpenedByToggleRef.current) toggleRef.current?.focus();
  };

  const choose = (next: TimeValue | null) => {
    if (!isSameTime(next, time)) setTime(next);
    setDraft(null);
    setTextError(null);
    returnFocus();
    close();
  };

  /**
   * Turns typed text into the value: a readable time is kept as typed, blank clears, anything else
   * stays in the input with the field's error (the saved time is unchanged until it is fixed).
   */
  const commitDraft = () => {
    if (draft === null) return close();
    const typed = readTypedTime(draft, minuteStep);
    if (typed.kind === 'invalid') {
      setTextError(typed.message);
      return close();
    }
    choose(typed.kind === 'empty' ? null : typed.value);
  };

  /** Opens the full list with the chosen time (or the one just before it) highlighted. */
  const openAtValue = (fallback: number) => {
    setIsOpen(true);
    setIsNavigated(true);
    setActiveIndex(time ? nearestOptionIndex(options, time) : fallback);
  };

  const move = (delta: number) => {
    if (options.length === 0) return;
    if (!isOpen) return openAtValue(delta > 0 ? 0 : options.length - 1);
    const from = active < 0 ? (delta > 0 ? -1 : 0) : active;
    setIsNavigated(true);
    // Wraps within the day: past 11:45 PM comes 12:00 AM again.
    setActiveIndex((((from + delta) % options.length) + options.length) % options.length);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) openAtValue(0);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!event.altKey) move(-1);
        else if (isOpen) {
          returnFocus();
          close();
        }
        break;
      case 'PageDown':
        if (!isOpen) break;
        event.preventDefault();
        move(PAGE_STEP);
        break;
      case 'PageUp':
        if (!isOpen) break;
        event.preventDefault();
        move(-PAGE_STEP);
        break;
      case 'Enter': {
        const option = active >= 0 ? options[active] : undefined;
        // Keeps a surrounding form from submitting what the user is still choosing or fixing.
        if (isOpen || draft !== null) event.preventDefault();
        // Typed text wins over a highlight the user did not move to ('0:00' is midnight, not the
        // 10:00 AM that the filter lists first); an option reached with the keys wins over text.
        if (option && (draft === null || isNavigated)) {
          choose({ hour: option.hour, minute: option.minute });
        } else {
          commitDraft();
        }
        break;
      }
      case 'Escape':
        if (!isOpen && draft === null) break;
        // Handled here: a surrounding dialog must not close on the Escape that closes the list.
        event.preventDefault();
        event.stopPropagation();
        setDraft(null);
        setTextError(null);
        returnFocus();
        close();
        break;
    }
  };

  const handleType = (input: HTMLInputElement) => {
    // Spec: typed text is upper-cased. Done on the element itself, keeping the caret where it was,
    // so React finds nothing to reset.
    const { selectionStart, selectionEnd } = input;
    const upper = normalizeTimeText(input.value);
    if (upper !== input.value) {
      input.value = upper;
      input.setSelectionRange(selectionStart, selectionEnd);
    }
    setDraft(upper);
    setIsOpen(true);
    setIsNavigated(false);
    // The user now works in the input: the list closes back into it.
    isOpenedByToggleRef.current = false;
    // A shown error is re-checked on every change: it goes once the text reads as a time or is
    // cleared, and stays (without being announced again) while it is still not a time.
    if (textError && readTypedTime(upper, minuteStep).kind !== 'invalid') setTextError(null);
    const filtered = filterTimeOptions(upper, TIME_OPTIONS);
    const parsed = parseTime(upper, minuteStep);
    const exact = parsed ? filtered.options.findIndex((option) => isSameTime(option, parsed)) : -1;
    // Only the typed time itself is highlighted, so the highlight never shows a time that Enter
    // would not save; the arrow keys move into the list from the top.
    setActiveIndex(exact);
  };

  const setRefs = (node: HTMLInputElement | null) => {
    inputRef.current = node;
    assignRef(ref, node);
  };

  return (
    <Field {...fieldProps}>
      <div
        data-slot="time-picker"
        data-state={isOpen ? 'open' : 'closed'}
        data-disabled={disabled ? '' : undefined}
        className="relative"
      >
        <input
          {...controlProps}
          ref={setRefs}
          type="text"
          role="combobox"
          data-slot="time-picker-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={TIME_INPUT_PLACEHOLDER}
          aria-autocomplete="list"
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          disabled={disabled}
          value={text}
          onChange={(event) => handleType(event.currentTarget)}
          onKeyDown={handleKeyDown}
          onBlur={(event) => {
            onBlur?.(event);
            commitDraft();
          }}
          className={cn(timePickerVariants({ size }), className)}
          {...rest}
        />
        {/* Out of the tab order, as in the WAI-ARIA combobox pattern: the input has the keys. */}
        <button
          ref={toggleRef}
          type="button"
          tabIndex={-1}
          aria-label={`Show times for ${label}`}
          aria-controls={listId}
          aria-expanded={isOpen}
          disabled={disabled}
          data-slot="time-picker-toggle"
          // Keeps focus (and an unfinished draft) in the input.
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            // Focus stays where it is: in the input after a click, on the button when pressed.
            if (isOpen) return close();
            const isFocused = document.activeElement === event.currentTarget;
            // The full list replaces the typed text (and the error about it).
            setDraft(null);
            setTextError(null);
            setIsOpen(true);
            setActiveIndex(time ? nearestOptionIndex(TIME_OPTIONS, time) : 0);
            // The input has the keys of the list.
            inputRef.current?.focus();
            isOpenedByToggleRef.current = isFocused;
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-text-muted hover:text-text disabled:pointer-events-none"
        >
          <Clock aria-hidden="true" className="size-4" />
        </button>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-label={label}
          data-slot="time-picker-listbox"
          hidden={!isOpen}
          // Spec: the time list is 150 px high.
          className="absolute inset-x-0 top-full z-dropdown mt-1 max-h-[150px] overflow-y-auto rounded-md border border-border bg-surface-raised py-1 text-sm text-text shadow-lg"
        >
          {isOpen &&
            options.map((option, index) => (
              <TimePickerOption
                key={option.label}
                id={optionId(index)}
                index={index}
                option={option}
                isActive={index === active}
                isChosen={isSameTime(option, time)}
                onPick={() => choose({ hour: option.hour, minute: option.minute })}
                onHover={() => setActiveIndex(index)}
              />
            ))}
        </ul>
      </div>
    </Field>
  );
}

function TimePickerOption({
  id,
  index,
  option,
  isActive,
  isChosen,
  onPick,
  onHover,
}: {
  id: string;
  index: number;
  option: TimeOption;
  isActive: boolean;
  isChosen: boolean;
  onPick: () => void;
  onHover: () => void;
}) {
  return (
    // The input keeps focus and handles the keys (aria-activedescendant); the pointer picks here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      data-index={index}
      data-slot="time-picker-option"
      data-state={isChosen ? 'checked' : undefined}
      data-highlighted={isActive ? '' : undefined}
      aria-selected={isActive}
      className={cn(
        'flex cursor-pointer items-center justify-between gap-2 px-3 py-1.5 tabular-nums',
        'data-highlighted:item-highlight data-[state=checked]:font-medium',
      )}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={isActive ? undefined : onHover}
      onClick={onPick}
    >
      {option.label}
      {isChosen && <Check aria-hidden="true" className="size-4 text-primary" />}
    </li>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
