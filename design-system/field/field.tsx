import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../lib/cn';

export type FieldProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** The visible label, linked to the control through `htmlFor`. */
  label: string;
  /** The id of the control inside; also the stem of the hint and error ids. */
  htmlFor: string;
  /** Help text under the control, linked as `${htmlFor}-hint`. */
  hint?: ReactNode;
  /**
   * The error message, linked as `${htmlFor}-error` and announced (role="alert"). The caller
   * decides when to pass it: the spec shows errors only once a field has been touched.
   */
  error?: string | undefined;
  /** Marks the field "Optional" next to its label (spec: optional fields show 'Optional'). */
  isOptional?: boolean;
  /** Hides the label visually (it stays the control's accessible name). */
  hideLabel?: boolean;
  /**
   * More props of the label: an `id` for a group that is labelled by it, or an `htmlFor` that
   * points at a part inside the control (a PIN's first empty box) while `htmlFor` above stays the
   * stem of the hint and error ids.
   */
  labelProps?: Omit<ComponentProps<'label'>, 'children'>;
  children: ReactNode;
};

/** The ids a control inside a Field points to with `aria-describedby`. */
export function fieldDescribedBy(
  id: string,
  { hint, error }: { hint?: ReactNode; error?: string | undefined },
  extra?: string,
): string | undefined {
  const ids = [extra, hint ? fieldHintId(id) : null, error ? fieldErrorId(id) : null].filter(
    Boolean,
  );
  return ids.length > 0 ? ids.join(' ') : undefined;
}

export const fieldHintId = (id: string) => `${id}-hint`;
export const fieldErrorId = (id: string) => `${id}-error`;

export type FieldMessageProps = ComponentProps<'p'> & {
  /** The id of the control the message describes; the message's own id is made from it. */
  controlId: string;
};

/**
 * A field's help text, with the id `fieldDescribedBy` links. Field renders it under the control;
 * widgets that lay out their own field (Switch beside its label, FileUpload in its drop zone) place
 * it themselves.
 */
export function FieldHint({ controlId, className, ...props }: FieldMessageProps) {
  return (
    <p
      id={fieldHintId(controlId)}
      data-slot="field-hint"
      className={cn('text-xs text-text-muted', className)}
      {...props}
    />
  );
}

/** A field's error, with the id `fieldDescribedBy` links, announced as it appears (role="alert"). */
export function FieldError({ controlId, className, ...props }: FieldMessageProps) {
  return (
    <p
      id={fieldErrorId(controlId)}
      role="alert"
      data-slot="field-error"
      className={cn('text-xs font-medium whitespace-pre-line text-danger', className)}
      {...props}
    />
  );
}

/** Label, control, hint and error of one form field, laid out and linked for assistive technology. */
export function Field({
  label,
  htmlFor,
  hint,
  error,
  isOptional = false,
  hideLabel = false,
  labelProps,
  className,
  children,
  ...props
}: FieldProps) {
  return (
    <div
      data-slot="field"
      data-invalid={error ? '' : undefined}
      className={cn('flex flex-col gap-1.5', className)}
      {...props}
    >
      <label
        htmlFor={htmlFor}
        data-slot="field-label"
        className={cn(
          'flex items-baseline justify-between gap-2 text-sm font-medium text-text',
          hideLabel && 'sr-only',
        )}
        {...labelProps}
      >
        <span>{label}</span>
        {isOptional && (
          <span data-slot="field-optional" className="text-xs font-normal text-text-muted">
            Optional
          </span>
        )}
      </label>
      {children}
      {hint && <FieldHint controlId={htmlFor}>{hint}</FieldHint>}
      {error && <FieldError controlId={htmlFor}>{error}</FieldError>}
    </div>
  );
}

/**
 * The look shared by text inputs and selects, in one place so they line up in a form. Text is
 * 16 px on phones: a smaller font makes iOS Safari zoom the page when a field is focused.
 */
export const fieldControlClasses = [
  'h-10 w-full min-w-0 rounded-md border border-border-strong bg-surface px-3 text-base text-text sm:text-sm shadow-sm',
  'placeholder:text-text-subtle transition-colors duration-fast ease-standard',
  'focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring',
  'disabled:cursor-not-allowed disabled:bg-surface-sunken disabled:text-text-muted',
  'aria-invalid:border-danger aria-invalid:focus-visible:outline-danger',
];
