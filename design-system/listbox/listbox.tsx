import { createContext, use, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { ListboxState } from './use-listbox';

const ListboxContext = createContext<ListboxState | null>(null);

export type ListboxProps = Omit<ComponentProps<'ul'>, 'id' | 'role'> & {
  /** The state from `useListbox`: ids and the highlighted option. */
  listbox: ListboxState;
  /** Names the list: the field's label, so the list is called what its control is. */
  label: string;
};

/**
 * The popup list of a combobox: a `role="listbox"` whose options are named by the control's
 * aria-activedescendant, so focus (and the keys) stay in the control while the list scrolls.
 * Each widget styles and places it (a Radix popover, a dropdown under an input).
 */
export function Listbox({ listbox, label, className, children, ...props }: ListboxProps) {
  return (
    <ListboxContext value={listbox}>
      <ul
        id={listbox.listId}
        role="listbox"
        aria-label={label}
        data-slot="listbox"
        className={className}
        {...props}
      >
        {children}
      </ul>
    </ListboxContext>
  );
}

export type ListboxOptionProps = Omit<
  ComponentProps<'li'>,
  'id' | 'role' | 'onClick' | 'onMouseDown' | 'onMouseMove'
> & {
  /** The option's place in the list as shown (its id and the moves count by it). */
  index: number;
  /**
   * aria-selected: whether the option is chosen (a select). Left out, the highlighted option is
   * the selected one, as in a text box's list where nothing stays chosen (WAI-ARIA APG).
   */
  isSelected?: boolean;
  /** Shown as unavailable (aria-disabled); a pick still reaches `onPick`, which may refuse it. */
  isDisabled?: boolean;
  /**
   * A press keeps focus in the control (default). Off where the control's blur is what lets the
   * click land (a dropdown that hides a moment after its input loses focus).
   */
  keepsFocus?: boolean;
  /** The pointer chose this option. */
  onPick: () => void;
};

/**
 * One option: highlighted with the shared `item-highlight` bar when the keys or the pointer are
 * on it, picked by a click. The keys stay in the control (aria-activedescendant), so an option
 * takes no focus and has no key handler of its own.
 */
export function ListboxOption({
  index,
  isSelected,
  isDisabled = false,
  keepsFocus = true,
  onPick,
  className,
  children,
  ...props
}: ListboxOptionProps) {
  const listbox = use(ListboxContext);
  if (!listbox) throw new Error('ListboxOption must be inside a Listbox');
  const isActive = listbox.activeIndex === index;
  return (
    // The control has the keys; the pointer picks here.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={listbox.optionId(index)}
      role="option"
      aria-selected={isSelected ?? isActive}
      aria-disabled={isDisabled || undefined}
      data-index={index}
      data-slot="listbox-option"
      data-highlighted={isActive ? '' : undefined}
      data-disabled={isDisabled ? '' : undefined}
      className={cn('cursor-pointer data-highlighted:item-highlight', className)}
      onMouseDown={keepsFocus ? (event) => event.preventDefault() : undefined}
      onMouseMove={isActive ? undefined : () => listbox.setActiveIndex(index)}
      onClick={onPick}
      {...props}
    >
      {children}
    </li>
  );
}

export type ListboxStatusProps = Omit<ComponentProps<'p'>, 'role'> & {
  /** Shows the line in the popup; otherwise only a screen reader hears it. */
  isShown: boolean;
  children?: ReactNode;
};

/**
 * The status line under a list ('Loading', 'No results found'): a live region that stays in the
 * page while hidden, so a screen reader hears the message without leaving the control.
 */
export function ListboxStatus({ isShown, className, children, ...props }: ListboxStatusProps) {
  return (
    <p
      role="status"
      data-slot="listbox-status"
      className={cn(isShown ? ['px-3 py-2 text-text-muted', className] : 'sr-only')}
      {...props}
    >
      {children}
    </p>
  );
}
