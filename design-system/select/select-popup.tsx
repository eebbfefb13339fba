import type { KeyboardEvent, RefObject } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { Search } from 'lucide-react';
import { cn } from '../lib/cn';
import { SelectListbox, type SelectListboxProps } from './select-listbox';

export type SelectPopupProps = {
  /** The field's label: names the search box ('Search Team'). */
  label: string;
  /** The trigger, which toggles the list itself: a press or focus there is not "outside". */
  triggerRef: RefObject<HTMLButtonElement | null>;
  /** Given when the list has a search box, which takes focus as the list opens. */
  searchRef?: RefObject<HTMLInputElement | null> | undefined;
  search: string;
  onSearchChange: (search: string) => void;
  onSearchKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
  /** Escape was pressed: close and give focus back to the trigger. */
  onEscape: () => void;
  /** The list itself; its state also drives the search box. */
  list: SelectListboxProps;
};

/**
 * The portalled popup of a select, placed under its trigger by Radix Popover (which also closes it
 * on an outside press or when focus leaves): an optional search box above the list.
 */
export function SelectPopup({
  label,
  triggerRef,
  searchRef,
  search,
  onSearchChange,
  onSearchKeyDown,
  onEscape,
  list,
}: SelectPopupProps) {
  const isInTrigger = (target: EventTarget | null) =>
    triggerRef.current?.contains(target as Node) ?? false;
  return (
    <Popover.Portal>
      <Popover.Content
        // The list and its search box are the popup; a dialog role around them would hide the
        // listbox that the trigger's aria-haspopup announces.
        role="presentation"
        data-slot="select-content"
        align="start"
        sideOffset={4}
        collisionPadding={8}
        onOpenAutoFocus={(event) => {
          // Without a search box focus stays on the trigger (select-only combobox).
          event.preventDefault();
          searchRef?.current?.focus({ preventScroll: true });
        }}
        // Focus goes back to the trigger only when a key closed the list; the combobox does it.
        onCloseAutoFocus={(event) => event.preventDefault()}
        onEscapeKeyDown={(event) => {
          event.preventDefault();
          onEscape();
        }}
        onInteractOutside={(event) => {
          if (isInTrigger(event.target)) event.preventDefault();
        }}
        onMouseDown={(event) => {
          // A press on the list (its scrollbar, its edge) must not take focus from the keys.
          if (event.target !== searchRef?.current) event.preventDefault();
        }}
        className={cn(
          'z-dropdown w-(--radix-popover-trigger-width) min-w-48 overflow-hidden',
          'rounded-md border border-border bg-surface-raised text-text shadow-lg',
          'data-[state=open]:animate-pop-in',
        )}
      >
        {searchRef && (
          <div className="relative border-b border-border">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-text-muted"
            />
            <input
              ref={searchRef}
              {...list.listbox.inputProps}
              aria-label={`Search ${label}`}
              data-slot="select-search"
              placeholder="Search"
              value={search}
              onChange={(event) => onSearchChange(event.currentTarget.value)}
              onKeyDown={onSearchKeyDown}
              className={cn(
                'h-9 w-full bg-transparent pr-3 pl-9 text-base text-text placeholder:text-text-subtle sm:text-sm',
                'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
              )}
            />
          </div>
        )}
        <SelectListbox {...list} />
      </Popover.Content>
    </Popover.Portal>
  );
}
