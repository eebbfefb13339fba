import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { Ellipsis, Trash2 } from 'lucide-react';
import { cn } from '../lib/cn';
import { Menu, MenuContent, MenuItem, MenuSeparator, MenuTrigger } from '../menu/menu';

/** An action in a row's '⋯' menu. */
export type DataGridRowAction<TRow> = {
  label: string;
  /** Runs the action for the row it was chosen on. */
  onSelect: (row: TRow, rowId: string) => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  /** Greys the item out for rows it does not apply to. */
  isDisabled?: (row: TRow) => boolean;
};

export type DataGridRowActionsProps<TRow> = {
  row: TRow;
  rowId: string;
  /** The row's name, e.g. the employee: the button is 'Actions for {rowLabel}'. */
  rowLabel: string;
  actions?: readonly DataGridRowAction<TRow>[] | undefined;
  /** Adds a 'Delete' item at the end of the menu. */
  onDelete?: (() => void) | undefined;
  className?: string;
};

/** Shared by the row buttons: small, quiet, and visible on focus for keyboard users. */
export const rowIconButtonClasses = [
  'inline-flex size-8 items-center justify-center rounded-md text-text-muted',
  'transition-colors duration-fast hover:bg-surface-sunken hover:text-text',
  'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring',
  'data-[state=open]:bg-surface-sunken data-[state=open]:text-text',
];

const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown']);

/**
 * A row's '⋯' button and its menu of the caller's actions (Radix: arrow keys, typeahead, Escape,
 * focus back on the button).
 *
 * The Radix menu is mounted only once the button is pressed: scrolling mounts a row's cells many
 * times a second, and a menu root per visible row would cost more than the rest of the row. The
 * button carries the same name and popup semantics before and after.
 */
export function DataGridRowActions<TRow>({
  row,
  rowId,
  rowLabel,
  actions,
  onDelete,
  className,
}: DataGridRowActionsProps<TRow>) {
  // Kept per row id: a recycled row element must not show another row's open menu.
  const [activeFor, setActiveFor] = useState<{ rowId: string; byKeyboard: boolean } | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  if (activeFor && activeFor.rowId !== rowId) {
    // The element now shows another row: forget the menu of the one it showed before.
    setActiveFor(null);
    setIsOpen(false);
  }
  const isActive = activeFor?.rowId === rowId;
  const triggerRef = useRef<HTMLButtonElement>(null);
  const isOpenedByKeyboard = isActive && isOpen && activeFor.byKeyboard;
  useEffect(() => {
    if (!isOpenedByKeyboard) return;
    // Opened from the keyboard before Radix was listening for keys: start on the first item, as
    // Radix does for a menu it opens from the keyboard (it has just focused the menu itself).
    // The menu renders through a portal a render later, so look for it over the next frames.
    let tries = 0;
    let frame = 0;
    const focusFirstItem = () => {
      const menuId = triggerRef.current?.getAttribute('aria-controls');
      const menu = menuId ? document.getElementById(menuId) : null;
      const item = menu?.querySelector<HTMLElement>('[role="menuitem"]:not([data-disabled])');
      if (item) item.focus();
      else if (tries++ < 10) frame = requestAnimationFrame(focusFirstItem);
    };
    frame = requestAnimationFrame(focusFirstItem);
    return () => cancelAnimationFrame(frame);
  }, [isOpenedByKeyboard]);
  const label = `Actions for ${rowLabel}`;
  const buttonProps = {
    type: 'button' as const,
    'data-slot': 'data-grid-row-actions',
    'aria-label': label,
    // Reached from its cell with Enter: the grid is one tab stop.
    tabIndex: -1,
    className: cn(rowIconButtonClasses, className),
  };
  const icon = <Ellipsis aria-hidden="true" className="size-4" />;

  if (!isActive) {
    const activate = (byKeyboard: boolean) => {
      setActiveFor({ rowId, byKeyboard });
      setIsOpen(true);
    };
    return (
      <button
        {...buttonProps}
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
          // As Radix's trigger: the left button only, without Ctrl (a context-menu click on macOS).
          if (event.button !== 0 || event.ctrlKey) return;
          event.preventDefault();
          activate(false);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          activate(true);
        }}
      >
        {icon}
      </button>
    );
  }

  return (
    <Menu
      open={isOpen}
      onOpenChange={(next) => {
        setIsOpen(next);
        // Later openings go through Radix's own trigger, which knows how it was opened.
        if (!next) setActiveFor({ rowId, byKeyboard: false });
      }}
    >
      <MenuTrigger>
        <button ref={triggerRef} {...buttonProps}>
          {icon}
        </button>
      </MenuTrigger>
      {/* Named by its trigger (Radix links them): 'Actions for {rowLabel}'. */}
      <MenuContent>
        {actions?.map((action) => (
          <MenuItem
            key={action.label}
            tone={action.tone}
            disabled={action.isDisabled?.(row)}
            onSelect={() => action.onSelect(row, rowId)}
          >
            {action.icon}
            {action.label}
          </MenuItem>
        ))}
        {onDelete && (
          <>
            {actions && actions.length > 0 && <MenuSeparator />}
            <MenuItem tone="danger" onSelect={onDelete}>
              <Trash2 aria-hidden="true" />
              Delete
            </MenuItem>
          </>
        )}
      </MenuContent>
    </Menu>
  );
}
