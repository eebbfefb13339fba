import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The page's one h1. */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons for the page's main actions; they wrap under the title on phones. */
  actions?: ReactNode;
};

/** The title row of a page. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div
      data-slot="page-header"
      className={cn(
        'mb-6 flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between',
        className,
      )}
      {...props}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <h1 className="text-2xl font-semibold tracking-tight text-text">{title}</h1>
        {description && <div className="text-sm text-text-muted">{description}</div>}
      </div>
      {actions && <div className="flex shrink-0 flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
