/** What decides whether a field's validation error is shown. */
export type FieldErrorVisibility = {
  /** The field lost focus at least once (react-hook-form's `isTouched`). */
  isTouched: boolean;
  /** The form was submitted at least once: then every field shows its error, touched or not. */
  isSubmitted: boolean;
  /** The field's validation is running; its last result may be stale until it settles. */
  isValidating: boolean;
  /** The field's current error message, if any. */
  error: string | undefined;
};

/**
 * The error a field shows, or undefined. Spec: "Field errors show only after touch (and not while
 * validating)" and "Errors show only when a field is touched"; a submit counts as touching every
 * field, so a form never refuses to submit without saying why.
 */
export function visibleFieldError({
  isTouched,
  isSubmitted,
  isValidating,
  error,
}: FieldErrorVisibility): string | undefined {
  if (isValidating) return undefined;
  if (!isTouched && !isSubmitted) return undefined;
  return error ? error : undefined;
}

/**
 * How long a validation runs before the field counts as validating for visibleFieldError. A
 * schema without async checks settles within the same task, and counting it would remove and
 * re-add the error on every keystroke: a flicker, and a screen reader repeating the alert each
 * time. A check a person can notice (a server lookup) hides the error once it passes this.
 */
export const NOTICEABLE_VALIDATION_MS = 100;
