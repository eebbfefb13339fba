import type { ComponentProps, ReactNode } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert, type LucideIcon } from 'lucide-react';
import { cn } from '../lib/cn';

export const alertVariants = cva(['flex gap-3 rounded-md border px-4 py-3 text-sm text-text'], {
  variants: {
    tone: {
      info: 'border-info/40 bg-info-soft [&_[data-slot=alert-icon]]:text-info',
      success: 'border-success/40 bg-success-soft [&_[data-slot=alert-icon]]:text-success',
      warning: 'border-warning/40 bg-warning-soft [&_[data-slot=alert-icon]]:text-warning',
      danger: 'border-danger/40 bg-danger-soft [&_[data-slot=alert-icon]]:text-danger',
    },
  },
  defaultVariants: { tone: 'info' },
});

const ICONS: Record<NonNullable<AlertProps['tone']>, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
};

export type AlertProps = Omit<ComponentProps<'div'>, 'title'> &
  VariantProps<typeof alertVariants> & {
    /** A short bold first line. */
    title?: string;
    children?: ReactNode;
  };

/**
 * An inline message. Danger and warning interrupt a screen reader (role="alert"); info and
 * success wait their turn (role="status").
 */
export function Alert({ tone, title, className, children, ...props }: AlertProps) {
  const resolvedTone = tone ?? 'info';
  const Icon = ICONS[resolvedTone];
  const isUrgent = resolvedTone === 'danger' || resolvedTone === 'warning';
  return (
    <div
      role={isUrgent ? 'alert' : 'status'}
      data-slot="alert"
      data-tone={resolvedTone}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden="true" data-slot="alert-icon" className="mt-0.5 size-4 shrink-0" />
      <div className="flex min-w-0 flex-col gap-0.5">
        {title && (
          <p data-slot="alert-title" className="font-semibold">
            {title}
          </p>
        )}
        {children && (
          <div data-slot="alert-description" className="whitespace-pre-line text-text">
            {children}
          </div>
        )}
      </div>
    </div>
  );
}
