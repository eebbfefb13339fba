import type { ComponentProps } from 'react';
import { Check, Minus } from 'lucide-react';
import { cn } from '../lib/cn';

export type DataGridCheckboxProps = Omit<ComponentProps<'input'>, 'type'> & {
  /** Shows the box as partly checked (some rows selected), exposed as aria-checked="mixed". */
  isIndeterminate?: boolean;
  /** Names the box; a grid cell has no room for a visible label. */
  'aria-label': string;
};

/**
 * The selection box of a row or of the header: the look of the design system's Checkbox without
 * its visible label. Native, so Space toggles it and the indeterminate state is the platform's.
 */
export function DataGridCheckbox({ isIndeterminate, className, ...props }: DataGridCheckboxProps) {
  return (
    <span data-slot="data-grid-checkbox" className="relative inline-flex size-4.5 shrink-0">
      <input
        type="checkbox"
        ref={
          isIndeterminate === undefined
            ? undefined
            : (element) => {
                if (element) element.indeterminate = isIndeterminate;
              }
        }
        className={cn(
          'peer size-4.5 cursor-pointer appearance-none rounded-sm border border-border-strong bg-surface',
          'transition-colors duration-fast checked:border-primary checked:bg-primary',
          'indeterminate:border-primary indeterminate:bg-primary',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0.5 size-3.5 text-primary-foreground opacity-0 peer-checked:opacity-100 peer-indeterminate:opacity-0"
      />
      {isIndeterminate !== undefined && (
        <Minus
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0.5 size-3.5 text-primary-foreground opacity-0 peer-indeterminate:opacity-100"
        />
      )}
    </span>
  );
}
