import type { ComponentProps } from 'react';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Check, Columns3 } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { Menu, MenuContent, MenuLabel, MenuTrigger, menuItemVariants } from '../menu/menu';
import { useDataGridContext } from './data-grid-context';

export type DataGridColumnPickerProps = Omit<ComponentProps<typeof Button>, 'children'> & {
  /** The button's text. Default 'Columns'. */
  buttonLabel?: string;
};

/**
 * The column show/hide menu: a checkbox item per column that may be hidden. The last visible
 * column cannot be unticked, so the grid always shows at least one. Place it in `DataGridHeader`'s
 * actions (the grid does so itself unless `enableColumnPicker` is false).
 */
export function DataGridColumnPicker({
  buttonLabel = 'Columns',
  variant = 'secondary',
  size = 'sm',
  className,
  ...props
}: DataGridColumnPickerProps) {
  const { columns, setColumnVisible } = useDataGridContext('DataGridColumnPicker');
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
      <MenuContent>
        <MenuLabel>Show columns</MenuLabel>
        {columns.map((column) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            data-slot="data-grid-column-picker-item"
            checked={column.isVisible}
            disabled={!column.canToggle}
            // Keep the menu open: people usually change several columns in one go.
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={(checked) => setColumnVisible(column.id, checked)}
            className={cn(menuItemVariants(), 'pl-8')}
          >
            <DropdownMenu.ItemIndicator className="absolute left-2.5 inline-flex">
              <Check aria-hidden="true" />
            </DropdownMenu.ItemIndicator>
            {column.header}
          </DropdownMenu.CheckboxItem>
        ))}
      </MenuContent>
    </Menu>
  );
}
