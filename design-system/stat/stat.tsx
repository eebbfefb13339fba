import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../lib/cn';

export type StatProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** What is counted, e.g. "Active team members". */
  label: string;
  /** The figure. */
  value: ReactNode;
  /** Context under the figure, e.g. "3 invited". */
  hint?: ReactNode;
};

/** One figure of a dashboard summary (a labelled group, so the label is read with the value). */
export function Stat({ label, value, hint, className, ...props }: StatProps) {
  const labelId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelId}
      data-slot="stat"
      className={cn(
        'flex flex-col gap-1 rounded-lg border border-border bg-surface px-5 py-4 shadow-sm',
        className,
      )}
      {...props}
    >
      <p id={labelId} className="text-sm font-medium text-text-muted">
        {label}
      </p>
      <p className="text-3xl font-semibold tracking-tight text-text tabular-nums">{value}</p>
      {hint && <div className="text-xs text-text-muted">{hint}</div>}
    </div>
  );
}
