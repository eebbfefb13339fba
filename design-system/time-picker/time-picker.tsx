import { useRef, useState, type ComponentProps, type KeyboardEvent, type Ref } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { Check, Clock } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { useControllableState } from '../lib/use-controllable-state';
import { Listbox, ListboxOption } from '../listbox/listbox';
import { listboxKeyCommand } from '../listbox/listbox-model';
import { useListbox } from '../listbox/use-listbox';
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
  const inputRef = useRef<HTMLInputElement | null>(null);
  const toggleRef = useRef<HTMLButtonElement | null>(null);
  // Whether the focused clock button opened the list (a key press, or assistive technology): focus
  // moves into the input to drive the list, and goes back to the button when the list is done.
  // A pointer never focuses the button, so after a click focus simply stays in the input.
  const isOpenedByToggleRef = useRef(false);

  const { options } = filterTimeOptions(draft ?? '', TIME_OPTIONS);
  const text = draft ?? (time ? formatTime(time) : '');
  // Wraps within the day: past 11:45 PM comes 12:00 AM again.
  const listbox = useListbox({
    id: controlProps.id,
    count: options.length,
    isOpen,
    wraps: true,
    pageSize: PAGE_STEP,
  });
  const active = listbox.activeIndex;

  const close = () => {
    setIsOpen(false);
    listbox.setActiveIndex(-1);
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

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter') {
      const option = options[active];
      // Keeps a surrounding form from submitting what the user is still choosing or fixing.
      if (isOpen || draft !== null) event.preventDefault();
      // Typed text wins over a highlight the user did not move to ('0:00' is midnight, not the
      // 10:00 AM that the filter lists first); an option reached with the keys wins over text.
      if (option && (draft === null || isNavigated)) {
        choose({ hour: option.hour, minute: option.minute });
      } else {
        commitDraft();
      }
      return;
    }
    if (event.key === 'Escape') {
      if (!isOpen && draft === null) return;
      // Handled here: a surrounding dialog must not close on the Escape that closes the list.
      event.preventDefault();
      event.stopPropagation();
      setDraft(null);
      setTextError(null);
      returnFocus();
      return close();
    }
    const command = listboxKeyCommand(event, { isOpen, hasPageKeys: true });
    if (!command) return;
    event.preventDefault();
    if (command.type === 'close') {
      returnFocus();
      return close();
    }
    setIsNavigated(true);
    if (command.type === 'open') {
      // Opens the full list with the chosen time (or the one just before it) highlighted.
      setIsOpen(true);
      listbox.openAt(command, time ? nearestOptionIndex(options, time) : -1);
    } else if (command.type === 'move') {
      listbox.move(command.move);
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
    listbox.highlight(exact);
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
          {...listbox.inputProps}
          data-slot="time-picker-input"
          placeholder={TIME_INPUT_PLACEHOLDER}
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
          aria-controls={listbox.listId}
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
            listbox.highlight(time ? nearestOptionIndex(TIME_OPTIONS, time) : 0);
            // The input has the keys of the list.
            inputRef.current?.focus();
            isOpenedByToggleRef.current = isFocused;
          }}
          className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-text-muted hover:text-text disabled:pointer-events-none"
        >
          <Clock aria-hidden="true" className="size-4" />
        </button>
        <Listbox
          listbox={listbox}
          label={label}
          data-slot="time-picker-listbox"
          hidden={!isOpen}
          // Spec: the time list is 150 px high.
          className="absolute inset-x-0 top-full z-dropdown mt-1 max-h-[150px] overflow-y-auto rounded-md border border-border bg-surface-raised py-1 text-sm text-text shadow-lg"
        >
          {isOpen &&
            options.map((option, index) => {
              const isChosen = isSameTime(option, time);
              return (
                <ListboxOption
                  key={option.label}
                  index={index}
                  data-slot="time-picker-option"
                  data-state={isChosen ? 'checked' : undefined}
                  className="flex items-center justify-between gap-2 px-3 py-1.5 tabular-nums data-[state=checked]:font-medium"
                  onPick={() => choose({ hour: option.hour, minute: option.minute })}
                >
                  {option.label}
                  {isChosen && <Check aria-hidden="true" className="size-4 text-primary" />}
                </ListboxOption>
              );
            })}
        </Listbox>
      </div>
    </Field>
  );
}

function assignRef<T>(ref: Ref<T> | undefined, node: T | null) {
  if (typeof ref === 'function') ref(node);
  else if (ref) ref.current = node;
}
