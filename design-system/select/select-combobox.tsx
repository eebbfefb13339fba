import { useRef, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { ChevronDown, X } from 'lucide-react';
import { Field, fieldControlClasses } from '../field/field';
import { useFieldControl, type LabelledFieldProps } from '../field/use-field-control';
import { cn } from '../lib/cn';
import { listboxKeyCommand, openIndex } from '../listbox/listbox-model';
import { useListbox } from '../listbox/use-listbox';
import { useTypeahead } from '../listbox/use-typeahead';
import { isNearListEnd } from './remote-select-model';
import { SelectPopup } from './select-popup';
import { filterOptions, type SelectOption } from './select-model';

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
    /**
     * What "nothing chosen" reads: the trigger's text, and the empty choice of the single
     * select's native picker on phones ('Select…' and the spec's 'None' without one).
     */
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
  const [search, setSearch] = useState('');
  const triggerRef = useRef<HTMLButtonElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const typeahead = useTypeahead();

  const shown = shouldFilter ? filterOptions(options, search) : options;
  const listbox = useListbox({ id: controlProps.id, count: shown.length, isOpen });
  const active = listbox.activeIndex;

  const changeSearch = (text: string) => {
    setSearch(text);
    listbox.setActiveIndex(0);
    onSearchChange?.(text);
  };

  const open = (highlight: number) => {
    isOpenRef.current = true;
    setIsOpen(true);
    listbox.highlight(highlight);
    onOpenChange?.(true);
  };

  const close = ({ restoreFocus }: { restoreFocus: boolean }) => {
    if (!isOpenRef.current) return;
    isOpenRef.current = false;
    setIsOpen(false);
    typeahead.reset();
    if (search !== '') changeSearch('');
    onOpenChange?.(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  const pick = (option: SelectOption | undefined) => {
    if (!option || option.isDisabled) return;
    const isAccepted = onPick(option);
    if (isAccepted && !isMultiple) close({ restoreFocus: true });
  };

  /** Arrowing onto the last option asks for more, as scrolling there would. */
  const askForMoreAt = (index: number) => {
    if (index >= 0 && index === shown.length - 1) onListEndReached?.();
  };

  /** Keys from the trigger (a select-only combobox) or from the search box (a text box). */
  const handleKey = (event: KeyboardEvent<HTMLElement>, isInSearch: boolean) => {
    if (isOpen && event.key === 'Tab') {
      // From the search box (portalled at the end of the page) Tab goes on from the trigger.
      close({ restoreFocus: isInSearch });
      return;
    }
    const command = listboxKeyCommand(event, {
      isOpen,
      isSelectOnly: !isInSearch,
      hasEdgeKeys: true,
      hasPageKeys: true,
    });
    if (!command) return;
    event.preventDefault();
    const chosen = chosenIndex(shown);
    switch (command.type) {
      case 'open':
        return open(openIndex(command, shown.length, chosen));
      case 'move':
        return askForMoreAt(listbox.move(command.move));
      case 'pick':
        return pick(shown[active]);
      case 'close':
        return close({ restoreFocus: true });
      case 'typeahead': {
        if (isSearchable) {
          // The letter starts the search; the search box takes the next ones.
          open(0);
          return changeSearch(command.letter);
        }
        const from = isOpen ? active : chosen;
        if (!isOpen) open(chosen);
        const index = typeahead.find(command.letter, shown, from);
        if (index >= 0) listbox.highlight(index);
        return askForMoreAt(index);
      }
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
              aria-controls={isOpen ? listbox.listId : undefined}
              aria-activedescendant={isSearchable ? undefined : listbox.activeDescendant}
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
              onKeyDown={(event) => {
                onKeyDown?.(event);
                // With a search box the keys are there once the list is open.
                if (event.defaultPrevented || (isOpen && isSearchable)) return;
                handleKey(event, false);
              }}
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
          onSearchKeyDown={(event) => handleKey(event, true)}
          onEscape={() => close({ restoreFocus: true })}
          list={{
            listbox,
            label,
            options: shown,
            isMultiple,
            isChosen,
            isUnavailable,
            isLoading,
            onPick: pick,
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
