import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type EmptyStateProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** What is missing, e.g. "No crews yet". */
  title: string;
  /** What the user can do about it. */
  description?: ReactNode;
  /** The way out, usually a Button. */
  action?: ReactNode;
  /** A decorative icon over the title. */
  icon?: ReactNode;
};

/** Shown in place of a list or panel that has nothing in it yet. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      className={cn(
        'flex flex-col items-center justify-center gap-3 rounded-lg border border-dashed border-border-strong bg-surface px-6 py-12 text-center',
        className,
      )}
      {...props}
    >
      {icon && (
        <div
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-full bg-primary-soft text-primary [&_svg]:size-6"
        >
          {icon}
        </div>
      )}
      <div className="flex max-w-md flex-col gap-1">
        <p className="text-base font-semibold text-text">{title}</p>
        {description && <div className="text-sm text-text-muted">{description}</div>}
      </div>
      {action && <div className="mt-2 flex flex-wrap justify-center gap-2">{action}</div>}
    </div>
  );
}
