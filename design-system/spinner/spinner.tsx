import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Diameter in pixels (spec: 32 by default). */
  size?: number;
  /** What is loading, read by screen readers; also shown when `showLabel` is set. */
  label?: string;
  /** Shows the label beside the spinner instead of only announcing it. */
  showLabel?: boolean;
};

/** An indeterminate progress indicator announced as a status. */
export function Spinner({
  size = 32,
  label = 'Loading',
  showLabel = false,
  className,
  ...props
}: SpinnerProps) {
  return (
    <span
      role="status"
      data-slot="spinner"
      className={cn('inline-flex items-center gap-2 text-primary', className)}
      {...props}
    >
      <SpinnerGlyph size={size} />
      <span className={cn(showLabel ? 'text-sm text-text-muted' : 'sr-only')}>{label}</span>
    </span>
  );
}

/** The spinning ring alone, hidden from assistive technology (a caller announces the state). */
export function SpinnerGlyph({
  size = 16,
  className,
  style,
  ...props
}: ComponentProps<'span'> & { size?: number }) {
  return (
    <span
      aria-hidden="true"
      data-slot="spinner-glyph"
      className={cn(
        'inline-block shrink-0 animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        className,
      )}
      style={{
        width: size,
        height: size,
        borderWidth: Math.max(2, Math.round(size / 10)),
        ...style,
      }}
      {...props}
    />
  );
}
