import type { ComponentProps, ReactNode } from 'react';
import { X } from 'lucide-react';
import { Button } from '../button/button';
import { cn } from '../lib/cn';
import { selectedText } from './data-grid-model';

/** An action on the selected rows, shown in the bulk-action bar. */
export type DataGridBulkAction = {
  label: string;
  /** Runs the action with the selected row ids (in row order). */
  onSelect: (rowIds: string[]) => void;
  icon?: ReactNode;
  tone?: 'default' | 'danger';
  isDisabled?: boolean;
};

export type DataGridBulkBarProps = Omit<ComponentProps<'section'>, 'children'> & {
  /** The selected row ids. The bar shows only when there is at least one. */
  selectedIds: string[];
  actions?: DataGridBulkAction[] | undefined;
  onClearSelection: () => void;
};

/**
 * The bar over the grid while rows are selected: '{n} selected', the caller's actions and 'Clear
 * selection'. The grid announces the count through its own live region, which exists before the
 * bar appears (a live region added together with its text is often not read).
 */
export function DataGridBulkBar({
  selectedIds,
  actions,
  onClearSelection,
  className,
  ...props
}: DataGridBulkBarProps) {
  if (selectedIds.length === 0) return null;
  return (
    <section
      data-slot="data-grid-bulk-bar"
      aria-label="Bulk actions"
      className={cn(
        'flex flex-wrap items-center gap-x-3 gap-y-2 border-b border-border bg-primary-soft px-4 py-2',
        className,
      )}
      {...props}
    >
      <p className="text-sm font-medium text-text tabular-nums">
        {selectedText(selectedIds.length)}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        {actions?.map((action) => (
          <Button
            key={action.label}
            size="sm"
            variant={action.tone === 'danger' ? 'danger' : 'secondary'}
            disabled={action.isDisabled}
            onClick={() => action.onSelect(selectedIds)}
          >
            {action.icon}
            {action.label}
          </Button>
        ))}
      </div>
      <Button size="sm" variant="ghost" className="ml-auto" onClick={onClearSelection}>
        <X aria-hidden="true" />
        Clear selection
      </Button>
    </section>
  );
}
