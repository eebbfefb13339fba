import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

/**
 * Placeholders in the shape of content that is still loading. Every placeholder is aria-hidden:
 * grey boxes mean nothing to a screen reader. Wrap them in `SkeletonGroup`, which says 'Loading'
 * once for the whole area instead. The pulse stops for people who ask for reduced motion.
 */

const pulse = 'animate-pulse motion-reduce:animate-none';

export type SkeletonGroupProps = ComponentProps<'div'> & {
  /** What a screen reader hears once for the whole area (default 'Loading'). */
  label?: string;
};

/** The loading area: one polite status with its label, and the placeholders inside it. */
export function SkeletonGroup({
  label = 'Loading',
  className,
  children,
  ...props
}: SkeletonGroupProps) {
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="skeleton-group"
      className={cn('flex flex-col gap-3', className)}
      {...props}
    >
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}

/** A block; size it with classes (`h-24 w-full`, `h-4 w-32`). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton"
      className={cn('rounded-md bg-border', pulse, className)}
      {...props}
    />
  );
}

export type SkeletonTextProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** How many lines of text (default 3); the last one is shorter, as paragraphs end. */
  lines?: number;
};

/** Lines of text. */
export function SkeletonText({ lines = 3, className, ...props }: SkeletonTextProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton-text"
      className={cn('flex w-full flex-col gap-2', className)}
      {...props}
    >
      {Array.from({ length: lines }, (_, index) => (
        <div
          key={index}
          data-slot="skeleton-line"
          className={cn(
            'h-3.5 rounded-sm bg-border',
            pulse,
            index === lines - 1 && lines > 1 ? 'w-3/5' : 'w-full',
          )}
        />
      ))}
    </div>
  );
}

export type SkeletonAvatarProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** Diameter in pixels (default 40, the size of avatars in lists). */
  size?: number;
};

/** A round avatar. */
export function SkeletonAvatar({ size = 40, className, style, ...props }: SkeletonAvatarProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton-avatar"
      className={cn('shrink-0 rounded-full bg-border', pulse, className)}
      style={{ width: size, height: size, ...style }}
      {...props}
    />
  );
}

export type SkeletonTableRowsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** How many rows (default 5). */
  rows?: number;
  /** How many cells per row (default 4). */
  columns?: number;
};

/** Rows of a table or grid, each a line of cells separated like the real rows. */
export function SkeletonTableRows({
  rows = 5,
  columns = 4,
  className,
  ...props
}: SkeletonTableRowsProps) {
  return (
    <div
      aria-hidden="true"
      data-slot="skeleton-table-rows"
      className={cn('flex w-full flex-col divide-y divide-border', className)}
      {...props}
    >
      {Array.from({ length: rows }, (_, row) => (
        <div
          key={row}
          data-slot="skeleton-row"
          className="grid items-center gap-4 py-3"
          style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
        >
          {Array.from({ length: columns }, (_, column) => (
            <div
              key={column}
              className={cn(
                'h-3.5 rounded-sm bg-border',
                pulse,
                // Uneven widths read as text; equal bars read as a progress meter.
                column === 0 ? 'w-4/5' : column % 2 === 0 ? 'w-1/2' : 'w-2/3',
              )}
            />
          ))}
        </div>
      ))}
    </div>
  );
}
