import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type AuthLayoutProps = Omit<ComponentProps<'div'>, 'title'> & {
  /** The page's h1, e.g. "Sign in to Crewcard". */
  title: string;
  /** A line under the title. */
  description?: ReactNode;
  /** The form. */
  children: ReactNode;
  /** Links under the card ("Don't have an account? Sign up"). */
  footer?: ReactNode;
  /** The product mark over the card; the Crewcard wordmark by default. */
  brand?: ReactNode;
};

/** The centred card of the public pages (sign in, sign up, password reset). */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  brand,
  className,
  ...props
}: AuthLayoutProps) {
  return (
    <div
      data-slot="auth-layout"
      className={cn(
        'flex min-h-dvh flex-col items-center bg-background px-4 py-10 sm:justify-center sm:py-16',
        className,
      )}
      {...props}
    >
      {/* Every part sits in a landmark, so screen-reader users can reach it from the landmark
          list and nothing is skipped: the mark is the page's banner, and the links under the card
          ("New to Crewcard? Create an account") belong to the main content with the form. */}
      <div className="flex w-full max-w-md flex-col gap-6">
        <header className="flex justify-center">{brand ?? <CrewcardWordmark />}</header>
        <main className="flex flex-col gap-6">
          <div
            data-slot="auth-layout-card"
            className="rounded-xl border border-border bg-surface px-6 py-7 shadow-md sm:px-8"
          >
            <div className="mb-6 flex flex-col gap-1.5 text-center">
              <h1 className="text-2xl font-semibold tracking-tight text-text">{title}</h1>
              {description && <div className="text-sm text-text-muted">{description}</div>}
            </div>
            {children}
          </div>
          {footer && <div className="text-center text-sm text-text-muted">{footer}</div>}
        </main>
      </div>
    </div>
  );
}

/** The Crewcard mark: a hard-hat orange tile with a time-card notch, and the name. */
export function CrewcardWordmark({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      data-slot="crewcard-wordmark"
      className={cn(
        'inline-flex items-center gap-2 text-lg font-bold tracking-tight text-text',
        className,
      )}
      {...props}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8">
        <rect width="32" height="32" rx="7" className="fill-primary" />
        <path
          d="M9 10.5A2.5 2.5 0 0 1 11.5 8h9A2.5 2.5 0 0 1 23 10.5v11a2.5 2.5 0 0 1-2.5 2.5h-9A2.5 2.5 0 0 1 9 21.5z"
          className="fill-primary-foreground"
        />
        <path
          d="M13 13h6M13 17h6M13 21h3"
          strokeWidth="2"
          strokeLinecap="round"
          className="stroke-primary"
        />
      </svg>
      Crewcard
    </span>
  );
}
