import { useLayoutEffect, useRef, type ComponentProps, type KeyboardEvent } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { ArrowDown, ArrowUp, Check, Columns3 } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import {
  Menu,
  MenuContent,
  MenuItem,
  MenuLabel,
  MenuTrigger,
  menuItemVariants,
} from '../menu/menu';
import { useDataGridContext } from './data-grid-context';

export type DataGridColumnPickerProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** The button's text. Default 'Columns'. */
  buttonLabel?: string;
};

type Direction = 'up' | 'down';

/**
 * The column menu: per data column, in the grid's order, a checkbox item that shows or hides it
 * and 'Move {column} up' / 'Move {column} down' items that change its place (each move is
 * announced by the grid and saved with its settings). The last visible column cannot be unticked,
 * so the grid always shows at least one. The menu stays open while people change several columns;
 * Left and Right step between a column's items. Place it in `DataGridHeader`'s actions (the grid
 * does so itself unless `enableColumnPicker` is false).
 */
export function DataGridColumnPicker({
  buttonLabel = 'Columns',
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: DataGridColumnPickerProps) {
  const { columns, setColumnVisible, moveColumn } = useDataGridContext('DataGridColumnPicker');
  const contentRef = useRef<HTMLDivElement>(null);
  const pendingFocusRef = useRef<{ columnId: string; direction: Direction } | null>(null);

  // A moved column's items are re-placed in the list, which can drop their focus: put it back on
  // the item that was used, or on the other one once the column has reached an end.
  useLayoutEffect(() => {
    const pending = pendingFocusRef.current;
    const content = contentRef.current;
    if (!pending || !content) return;
    pendingFocusRef.current = null;
    const column = `[data-column-id="${CSS.escape(pending.columnId)}"]`;
    const itemOf = (direction: Direction) =>
      content.querySelector<HTMLElement>(
        `${column}[data-move="${direction}"]:not([data-disabled])`,
      );
    const item = itemOf(pending.direction) ?? itemOf(pending.direction === 'up' ? 'down' : 'up');
    if (item && document.activeElement !== item) item.focus();
  });

  const move = (columnId: string, position: number, direction: Direction) => {
    pendingFocusRef.current = { columnId, direction };
    // Positions are 1-based; moveColumn takes the 0-based place.
    moveColumn(columnId, direction === 'up' ? position - 2 : position);
  };

  return (
    <Menu>
      <MenuTrigger>
        <Button
          data-slot="data-grid-column-picker"
          variant={variant}
          size={size}
          className={className}
          {...props}
        >
          <Columns3 aria-hidden="true" />
          {buttonLabel}
        </Button>
      </MenuTrigger>
      <MenuContent ref={contentRef}>
        <MenuLabel>Show and order columns</MenuLabel>
        {columns.map((column, index) => (
          <DropdownMenu.Group
            key={column.id}
            data-slot="data-grid-column-picker-row"
            className="flex items-center gap-0.5"
            onKeyDown={stepWithinRow}
          >
            <DropdownMenu.CheckboxItem
              data-slot="data-grid-column-picker-item"
              checked={column.isVisible}
              disabled={!column.canToggle}
              // Keep the menu open: people usually change several columns in one go.
              onSelect={(event) => event.preventDefault()}
              onCheckedChange={(checked) => setColumnVisible(column.id, checked)}
              className={cn(menuItemVariants(), 'min-w-0 flex-1 pl-8')}
            >
              <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
                <Check aria-hidden="true" />
              </DropdownMenu.ItemIndicator>
              <span className="truncate">{column.header}</span>
            </DropdownMenu.CheckboxItem>
            <MenuItem
              aria-label={`Move ${column.header} up`}
              data-column-id={column.id}
              data-move="up"
              disabled={index === 0}
              onSelect={(event) => {
                event.preventDefault();
                move(column.id, column.position, 'up');
              }}
              className="px-2"
            >
              <ArrowUp aria-hidden="true" />
            </MenuItem>
            <MenuItem
              aria-label={`Move ${column.header} down`}
              data-column-id={column.id}
              data-move="down"
              disabled={index === columns.length - 1}
              onSelect={(event) => {
                event.preventDefault();
                move(column.id, column.position, 'down');
              }}
              className="px-2"
            >
              <ArrowDown aria-hidden="true" />
            </MenuItem>
          </DropdownMenu.Group>
        ))}
      </MenuContent>
    </Menu>
  );
}

/**
 * Left and Right between a column's items (the menu's Up and Down go through every item). Radix
 * skips disabled items, and so does this.
 */
function stepWithinRow(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
  const items = [
    ...event.currentTarget.querySelectorAll<HTMLElement>('[role^="menuitem"]:not([data-disabled])'),
  ];
  const index = items.indexOf(event.target as HTMLElement);
  const next = items[index + (event.key === 'ArrowRight' ? 1 : -1)];
  if (index < 0 || !next) return;
  event.preventDefault();
  next.focus();
}
