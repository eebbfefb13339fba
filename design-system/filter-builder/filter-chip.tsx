import { useId, useRef, type ComponentProps } from 'react';
import * as Popover from '@radix-ui/react-popover';
import { X } from 'lucide-react';
import { cn } from '../lib/cn';
import { enterPopoverOnTab, leavePopoverOnTab } from '../popover/popover-tab-out';
import { type Filter, type FilterColumn } from './filter-builder-model';
import { filterChipParts, filterChipText } from './filter-chip-text';
import { FILTER_AUTOFOCUS_SELECTOR, FilterEditor } from './filter-editor';

export type FilterChipProps = Omit<ComponentProps<'span'>, 'onSubmit'> & {
  /** The column filtered. */
  column: FilterColumn;
  /** The filter: applied (it has a value) or new (its editor open, nothing submitted yet). */
  filter: Filter;
  /** Whether the chip is being added: it has no value and no remove button yet. */
  isPending?: boolean;
  /** Whether the editor popover is open. */
  isOpen: boolean;
  /** Called when the chip or its popover asks to open or close (click, Escape, outside click). */
  onOpenChange: (open: boolean) => void;
  /** Called with the edited filter when the user applies it. */
  onApply: (filter: Filter) => void;
  /** Called by the remove button. */
  onRemove: () => void;
  /** Called when the editor closed and the chip is gone, so focus has nowhere to return to. */
  onFocusLost: () => void;
};

/**
 * One filter on the bar: a button that reads as the filter ('Status: is Active') and reopens its
 * editor, and a remove button. The editor is a non-modal popover rendered after the chip (not
 * portalled). While it is open, Tab moves from the chip into the editor and from its last control
 * on to the remove button (closing it), as the editor stood between the two; Shift+Tab from its
 * first control goes back to the chip. Leaving it by a click closes it too.
 */
export function FilterChip({
  column,
  filter,
  isPending = false,
  isOpen,
  onOpenChange,
  onApply,
  onRemove,
  onFocusLost,
  className,
  ...props
}: FilterChipProps) {
  const titleId = useId();
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const parts = filterChipParts(filter, column);

  return (
    <Popover.Root open={isOpen} onOpenChange={onOpenChange}>
      <Popover.Anchor asChild>
        <span
          data-slot="filter-chip"
          data-state={isPending ? 'pending' : 'applied'}
          className={cn(
            'inline-flex h-8 max-w-full min-w-0 items-center rounded-full border bg-surface text-sm text-text shadow-sm',
            isPending ? 'border-dashed border-border-strong' : 'border-border',
            className,
          )}
          {...props}
        >
          <Popover.Trigger asChild>
            <button
              ref={triggerRef}
              type="button"
              data-slot="filter-chip-trigger"
              onKeyDown={enterPopoverOnTab}
              // The same words as shown, spelled out so no engine drops the space between parts.
              aria-label={filterChipText(filter, column)}
              className={cn(
                'inline-flex h-full min-w-0 items-center rounded-full pl-3 transition-colors duration-fast',
                'hover:bg-surface-sunken data-[state=open]:bg-surface-sunken',
                isPending ? 'pr-3' : 'pr-2',
              )}
            >
              <span className="min-w-0 truncate">
                <span className="text-text-muted">
                  {parts.header}
                  {parts.rule !== null && `: ${parts.rule} `}
                </span>
                {parts.value !== null && <span className="font-medium">{parts.value}</span>}
              </span>
            </button>
          </Popover.Trigger>
          {!isPending && (
            <button
              type="button"
              aria-label={`Remove ${parts.header} filter`}
              data-slot="filter-chip-remove"
              onClick={onRemove}
              className="mr-0.5 inline-flex size-7 shrink-0 items-center justify-center rounded-full text-text-muted transition-colors duration-fast hover:bg-surface-sunken hover:text-text"
            >
              <X aria-hidden="true" className="size-3.5" />
            </button>
          )}
        </span>
      </Popover.Anchor>
      <Popover.Content
        data-slot="filter-chip-popover"
        aria-labelledby={titleId}
        align="start"
        sideOffset={6}
        collisionPadding={8}
        className={cn(
          'z-dropdown w-72 max-w-[calc(100vw-1rem)] rounded-lg border border-border bg-surface-raised text-text shadow-lg',
          // No exit animation: the editor leaves at once, so focus is back on the chip before the
          // next click or key (a popover fading out with focus inside swallowed a quick next step).
          'data-[state=open]:animate-pop-in',
        )}
        // Radix loops Tab inside even a non-modal popover: the editor lets it go on from its place.
        onKeyDown={leavePopoverOnTab}
        onOpenAutoFocus={(event) => {
          // Straight to the value: the rule already has its most used default.
          const target = (event.currentTarget as HTMLElement).querySelector<HTMLElement>(
            FILTER_AUTOFOCUS_SELECTOR,
          );
          if (!target) return;
          event.preventDefault();
          target.focus({ preventScroll: true });
        }}
        onCloseAutoFocus={(event) => {
          // This runs once the closing animation ends. If the user has moved on meanwhile (say,
          // opened Add filter), focus stays where they put it.
          const active = document.activeElement;
          const isFocusLost = active === null || active === document.body;
          const content = event.currentTarget as HTMLElement;
          if (!isFocusLost && !content.contains(active)) {
            event.preventDefault();
            return;
          }
          if (triggerRef.current?.isConnected) return;
          // A new filter closed empty is gone with its chip: focus moves on rather than to <body>.
          event.preventDefault();
          onFocusLost();
        }}
      >
        <FilterEditor
          column={column}
          filter={filter}
          titleId={titleId}
          onApply={onApply}
          onClose={() => onOpenChange(false)}
        />
      </Popover.Content>
    </Popover.Root>
  );
}
