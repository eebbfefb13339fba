import type { FormEventHandler, ReactNode } from 'react';
import { Alert } from '../../../design-system/alert/alert';
import { Button } from '../../../design-system/button/button';

export type AuthFormProps = {
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Starts loading the lazily imported schema as soon as a field gets focus. */
  onFocus?: () => void;
  /** The failure of the last submit, shown above the fields. */
  serverError: string | null;
  /** An info line shown first (e.g. where a code was sent). */
  notice?: string;
  submitLabel: string;
  isSubmitting: boolean;
  /** The fields. */
  children: ReactNode;
  /** Shown under the submit button (e.g. a "start over" link button). */
  after?: ReactNode;
};

/** The frame of the forms shown before sign-in: alerts, fields, one full-width submit button. */
export function AuthForm({
  onSubmit,
  onFocus,
  serverError,
  notice,
  submitLabel,
  isSubmitting,
  children,
  after,
}: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} onFocus={onFocus} className="flex flex-col gap-4">
      {notice !== undefined && <Alert tone="info">{notice}</Alert>}
      {serverError && <Alert tone="danger">{serverError}</Alert>}
      {children}
      <Button type="submit" className="w-full" isLoading={isSubmitting}>
        {submitLabel}
      </Button>
      {after}
    </form>
  );
}
