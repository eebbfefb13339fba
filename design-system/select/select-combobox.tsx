import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, X } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { isNearListEnd } from './remote-select-model';
import { SelectPopup } from './select-popup';
import {
  TYPEAHEAD_RESET_MS,
  filterOptions,
  isTypeaheadKey,
  listMoveForKey,
  moveActiveIndex,
  typeaheadIndex,
  type SelectOption,
} from './select-model';

/**
 * Props every select shares: the field around it (its label also names the list) and where its
 * options come from.
 */
export type SelectBaseProps = Omit<
  ComponentProps<'button'>,
  'value' | 'defaultValue' | 'onChange' | 'children' | 'type'
> &
  LabelledFieldProps & {
    /** The choices, in order. `description` adds a muted suffix such as '(Deactivated)'. */
    options: readonly SelectOption[];
    /** Options to name chosen values that `options` does not hold (yet), e.g. a remote list. */
    knownOptions?: readonly SelectOption[] | undefined;
    /** The trigger's text when nothing is chosen. */
    placeholder?: string;
    /** Adds a search box to the list; typing filters instead of jumping by typeahead. */
    isSearchable?: boolean;
    /** Filters `options` by the search here (default); off when the caller's loader filters. */
    shouldFilter?: boolean;
    /** Hears every change of the search text. */
    onSearchChange?: ((search: string) => void) | undefined;
    /** Options are loading: the list says 'Loading'. */
    isLoading?: boolean;
    /** The list was scrolled (or arrowed) near its end: the caller may load more. */
    onListEndReached?: (() => void) | undefined;
    /** Hears the list open and close. */
    onOpenChange?: ((isOpen: boolean) => void) | undefined;
    /** Shows a button that clears the choice. */
    isClearable?: boolean;
  };

export type SelectComboboxProps = Omit<SelectBaseProps, 'knownOptions' | 'placeholder'> & {
  isMultiple: boolean;
  isChosen: (option: SelectOption) => boolean;
  /** Asks the owner to take the option; it answers whether the change was accepted. */
  onPick: (option: SelectOption) => boolean;
  /** The chosen option to highlight when the list opens (index in `options`), or -1. */
  chosenIndex: (options: readonly SelectOption[]) => number;
  isUnavailable?: (option: SelectOption) => boolean;
  hasValue: boolean;
  onClear: () => void;
  /** What the trigger shows: the chosen label(s), a count, or the placeholder. */
  children: ReactNode;
};

/**
 * One combobox for the single and the multi-select (WAI-ARIA select-only combobox): a trigger
 * button with role="combobox" opens a listbox in a Radix Popover. Focus stays on the trigger (or
 * moves to the search box when there is one) and the highlighted option is named through
 * aria-activedescendant, so keys keep working while the list scrolls. Arrow keys, Page Up/Down,
 * Home and End move; Enter (and Space, without a search box) chooses; Escape closes; typed letters
 * jump to a matching label (typeahead) or, with a search box, filter. A single select closes on a
 * choice; a multi-select stays open to toggle more.
 */
export function SelectCombobox({
  options,
  isSearchable = false,
  shouldFilter = true,
  onSearchChange,
  isLoading = false,
  onListEndReached,
  onOpenChange,
  isClearable = false,
  isMultiple,
  isChosen,
  onPick,
  chosenIndex,
  isUnavailable = () => false,
  hasValue,
  onClear,
  children,
  className,
  disabled,
  onKeyDown,
  onKeyUp,
  onBlur,
  onClick,
  ...props
}: SelectComboboxProps) {
  const { fieldProps, controlProps, rest } = useFieldControl(props);
  const { label, error } = fieldProps;
  const [isOpen, setIsOpen] = useState(false);
  // The same, for handlers that run twice in one event (an outside press also blurs the trigger).
  const isOpenRef = useRef(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [search, setSearch] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const typedRef = useRef('');
  const typedTimerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const revealRef = useRef(false);

  const listId = `${useId()}-listbox`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const shown = shouldFilter ? filterOptions(options, search) : options;
  const active = isOpen && activeIndex < shown.length ? activeIndex : -1;
  const activeDescendant = active >= 0 ? optionId(active) : undefined;

  useEffect(() => () => clearTimeout(typedTimerRef.current), []);

  useEffect(() => {
    // Only a move by key (or the list opening) scrolls: options arriving from a loader or the
    // pointer hovering must not pull the list away from where the person scrolled it.
    const shouldReveal = revealRef.current;
    revealRef.current = false;
    if (!shouldReveal || active < 0) return;
    listRef.current
      ?.querySelector(`[data-index="${active}"]`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }, [active, isOpen]);

  const changeSearch = (text: string) => {
    setSearch(text);
    setActiveIndex(0);
    onSearchChange?.(text);
  };

  const open = (highlight: number) => {
    isOpenRef.current = true;
    setIsOpen(true);
    revealRef.current = true;
    setActiveIndex(highlight);
    onOpenChange?.(true);
  };

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    if (!isOpenRef.current) return;
    isOpenRef.current = false;
    setIsOpen(false);
    typedRef.current = '';
    if (search !== '') changeSearch('');
    onOpenChange?.(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const pick = (option: SelectOption | undefined) => {
    if (!option || option.isDisabled) return;
    const isAccepted = onPick(option);
    if (isAccepted && !isMultiple) close({ restoreFocus: true });
  };

  const moveTo = (index: number) => {
    revealRef.current = true;
    setActiveIndex(index);
    // Arrowing onto the last option asks for more, as scrolling there would.
    if (index >= 0 && index === shown.length - 1) onListEndReached?.();
  };

  const typeahead = (letter: string, from: number) => {
    clearTimeout(typedTimerRef.current);
    typedRef.current += letter;
    typedTimerRef.current = setTimeout(() => {
      typedRef.current = '';
    }, TYPEAHEAD_RESET_MS);
    const index = typeaheadIndex(shown, typedRef.current, from);
    if (index >= 0) moveTo(index);
  };

  /** Keys while the list is open, from the trigger or from the search box. */
  const handleListKey = (event: KeyboardEvent<HTMLElement>, isInSearch: boolean) => {
    const move = listMoveForKey(event.key);
    if (move === 'previous' && event.altKey) {
      event.preventDefault();
      close({ restoreFocus: true });
      return;
    }
    if (move) {
      event.preventDefault();
      moveTo(moveActiveIndex(shown.length, active, move));
      return;
    }
    if (event.key === 'Enter' || (event.key === ' ' && !isInSearch)) {
      event.preventDefault();
      pick(shown[active]);
      return;
    }
    if (event.key === 'Tab') {
      // From the search box (portalled at the end of the page) Tab goes on from the trigger.
      close({ restoreFocus: isInSearch });
      return;
    }
    if (!isInSearch && isTypeaheadKey(event)) {
      event.preventDefault();
      typeahead(event.key, active);
    }
  };

  const handleTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (isOpen) {
      if (!isSearchable) handleListKey(event, false);
      return;
    }
    const chosen = chosenIndex(shown);
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
      case 'Enter':
      case ' ':
        event.preventDefault();
        open(Math.max(chosen, 0));
        return;
      case 'Home':
        event.preventDefault();
        open(0);
        return;
      case 'End':
        event.preventDefault();
        open(shown.length - 1);
        return;
    }
    if (!isTypeaheadKey(event)) return;
    event.preventDefault();
    if (isSearchable) {
      // The letter starts the search; the search box takes the next ones.
      open(0);
      changeSearch(event.key);
    } else {
      open(chosen);
      typeahead(event.key, chosen);
    }
  };

  return (
    <Field {...fieldProps}>
      <Popover.Root
        open={isOpen}
        // Radix asks to close on an outside press or when focus leaves the search box.
        onOpenChange={(next) => {
          if (!next) close({ restoreFocus: false });
        }}
      >
        <Popover.Anchor asChild>
          <div className="relative">
            <button
              ref={triggerRef}
              {...controlProps}
              type="button"
              role="combobox"
              aria-haspopup="listbox"
              aria-expanded={isOpen}
              aria-controls={isOpen ? listId : undefined}
              aria-activedescendant={isSearchable ? undefined : activeDescendant}
              data-slot="select-trigger"
              data-state={isOpen ? 'open' : 'closed'}
              data-disabled={disabled ? '' : undefined}
              data-invalid={error ? '' : undefined}
              disabled={disabled}
              onClick={(event) => {
                onClick?.(event);
                if (event.defaultPrevented) return;
                if (isOpen) close({ restoreFocus: true });
                else open(Math.max(chosenIndex(shown), 0));
              }}
              onKeyDown={handleTriggerKeyDown}
              // A button clicks on the Space key's release; keydown already handled it.
              onKeyUp={(event) => {
                onKeyUp?.(event);
                if (event.key === ' ') event.preventDefault();
              }}
              onBlur={(event) => {
                onBlur?.(event);
                // Without a search box focus never enters the list: leaving the trigger closes it.
                if (!isSearchable) close({ restoreFocus: false });
              }}
              className={cn(
                fieldControlClasses,
                'flex h-auto min-h-10 cursor-pointer items-center gap-2 py-1.5 pr-9 text-left',
                isClearable && hasValue && 'pr-16',
                className,
              )}
              {...rest}
            >
              <span data-slot="select-value" className="flex min-w-0 flex-1 flex-wrap gap-1">
                {children}
              </span>
            </button>
            {isClearable && hasValue && !disabled && (
              <button
                type="button"
                aria-label={`Clear ${label}`}
                data-slot="select-clear"
                onClick={() => {
                  onClear();
                  triggerRef.current?.focus();
                }}
                className="absolute top-1/2 right-8 inline-flex size-7 -translate-y-1/2 items-center justify-center rounded-sm text-text-muted hover:bg-surface-sunken hover:text-text"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            )}
            <ChevronDown
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-text-muted"
            />
          </div>
        </Popover.Anchor>
        <SelectPopup
          label={label}
          triggerRef={triggerRef}
          searchRef={isSearchable ? searchRef : undefined}
          search={search}
          onSearchChange={changeSearch}
          onSearchKeyDown={(event) => handleListKey(event, true)}
          activeDescendant={activeDescendant}
          onEscape={() => close({ restoreFocus: true })}
          listbox={{
            ref: listRef,
            id: listId,
            label,
            options: shown,
            activeIndex: active,
            optionId,
            isMultiple,
            isChosen,
            isUnavailable,
            isLoading,
            onPick: pick,
            onHover: setActiveIndex,
            onScroll: onListEndReached
              ? (event) => {
                  if (isNearListEnd(event.currentTarget)) onListEndReached();
                }
              : undefined,
          }}
        />
      </Popover.Root>
    </Field>
  );
}
