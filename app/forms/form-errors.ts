import type { FieldPath, FieldValues } from 'react-hook-form';
import { ApiError, errorText } from '../api/api-error';

/**
 * What these helpers read of a form: react-hook-form's UseFormReturn has it, and so has the light
 * form of the sign-in pages (light-form.ts). Method syntax, so either one's narrower name types fit.
 */
export type FieldStateSource = {
  formState: { isSubmitted: boolean };
  getFieldState(
    name: string,
    formState?: unknown,
  ): { isTouched: boolean; error?: { message?: string } | undefined };
};
export type ServerErrorTarget = {
  setError(name: string, error: { type: string; message: string }): void;
  getValues(): unknown;
};

/** The error to show under a field: only once it was touched or the form submitted. */
export function fieldError<T extends FieldValues>(
  form: FieldStateSource,
  name: FieldPath<T>,
): string | undefined {
  const state = form.getFieldState(name, form.formState);
  if (!state.isTouched && !form.formState.isSubmitted) return undefined;
  return state.error?.message;
}

/**
 * A failed submit: field_hints of the answer go onto the fields they name. The returned text is
 * for the form's alert: errorText (hints as bullets, else messages, else message) of what no
 * field shows, or, when every hint sits under its field, the answer's message alone, so the
 * alert does not repeat the fields; null when that message is itself one of the field hints.
 */
export function applyServerError(form: ServerErrorTarget, error: unknown): string | null {
  if (!(error instanceof ApiError) || !error.body.field_hints) return errorText(error);
  const values = form.getValues() as Record<string, unknown>;
  const unmapped: Record<string, string[]> = {};
  for (const [field, hints] of Object.entries(error.body.field_hints)) {
    if (field in values && hints.length > 0) {
      form.setError(field, { type: 'server', message: hints.join('\n') });
    } else {
      unmapped[field] = hints;
    }
  }
  if (Object.keys(unmapped).length > 0) {
    return errorText(new ApiError(error.status, { ...error.body, field_hints: unmapped }));
  }
  const shown = Object.values(error.body.field_hints).flat();
  return shown.includes(error.body.message) ? null : error.body.message;
}
