import type { ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../lib/cn';
import { SpinnerGlyph } from '../spinner/spinner';

export const buttonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-md font-medium',
    'transition-colors duration-fast ease-standard select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60',
    '[&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*=size-])]:size-4',
  ],
  {
    variants: {
      variant: {
        primary: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
        secondary:
          'border border-border-strong bg-surface text-text shadow-sm hover:bg-surface-sunken',
        ghost: 'text-text hover:bg-surface-sunken',
        danger: 'bg-danger text-danger-foreground shadow-sm hover:bg-danger/90',
        link: 'h-auto px-0 text-primary underline-offset-4 hover:underline',
      },
      size: {
        sm: 'h-8 px-3 text-sm',
        md: 'h-10 px-4 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    compoundVariants: [{ variant: 'link', className: 'h-auto px-0' }],
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /**
     * Disables the button and shows a spinner over its label. The label stays in the accessibility
     * tree (only hidden visually), so the button keeps its name while busy.
     */
    isLoading?: boolean;
    /** Renders the child element (e.g. a router `<Link>`) with the button's styles instead of `<button>`. */
    asChild?: boolean;
  };

/** The one button of the product: primary, secondary, ghost, danger and link looks in four sizes. */
export function Button({
  variant,
  size,
  isLoading = false,
  asChild = false,
  disabled,
  type,
  className,
  children,
  ...props
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size }), className);
  const isDisabled = Boolean(disabled || isLoading);

  if (asChild) {
    // A link cannot be disabled natively: announce it and block the pointer through styles.
    return (
      <Slot
        data-slot="button"
        data-variant={variant ?? 'primary'}
        aria-disabled={isDisabled || undefined}
        className={classes}
        {...props}
      >
        {children}
      </Slot>
    );
  }

  return (
    <button
      data-slot="button"
      data-variant={variant ?? 'primary'}
      data-state={isLoading ? 'loading' : undefined}
      // A plain <button> submits forms by default; make "submit" an explicit choice.
      type={type ?? 'button'}
      disabled={isDisabled}
      aria-busy={isLoading || undefined}
      className={classes}
      {...props}
    >
      {isLoading ? (
        <>
          <span className="absolute inset-0 flex items-center justify-center">
            <SpinnerGlyph size={16} />
          </span>
          {/* Transparent, not hidden: the label keeps the button's width and accessible name. */}
          <span className="inline-flex items-center gap-2 opacity-0">{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  );
}
