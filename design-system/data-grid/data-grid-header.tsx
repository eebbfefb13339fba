import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type DataGridHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The grid's heading. */
  title?: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right (e.g. Export, `DataGridColumnPicker`). */
  actions?: ReactNode;
  /** The heading level of the title. Default 2. */
  headingLevel?: 2 | 3 | 4;
};

/** The optional band above the grid: a title, a description and the grid's actions. */
export function DataGridHeader({
  title,
  description,
  actions,
  headingLevel = 2,
  className,
  ...props
}: DataGridHeaderProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div
      data-slot="data-grid-header"
      className={cn(
        'flex flex-wrap items-start justify-between gap-x-4 gap-y-3 border-b border-border px-4 py-3',
        className,
      )}
      {...props}
    >
      {(title || description) && (
        <div className="flex min-w-0 flex-col gap-0.5">
          {title && <Heading className="text-base font-semibold text-text">{title}</Heading>}
          {description && <p className="text-sm text-text-muted">{description}</p>}
        </div>
      )}
      {actions && (
        <div
          data-slot="data-grid-header-actions"
          className="ml-auto flex flex-wrap items-center gap-2"
        >
          {actions}
        </div>
      )}
    </div>
  );
}
