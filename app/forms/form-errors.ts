import type { FieldPath, FieldValues } from 'react-hook-form';
import { ApiError, errorText, isSilentError } from '../api/api-error';

export const OFFLINE_TEXT = 'We could not reach Crewcard. Check your connection and try again.';

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

/**
 * The error with its field hints renamed to the form's fields (`{ start_dt_unix: 'start_date' }`),
 * for a form whose fields the server names otherwise.
 */
export function withHintFields(error: unknown, names: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ApiError) || !error.body.field_hints) return error;
  const hints: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(error.body.field_hints))
    hints[names[field] ?? field] = messages;
  return new ApiError(error.status, { ...error.body, field_hints: hints });
}

/**
 * The text for a failed form submit (applyServerError, after renaming the hints with
 * `hintFields`). Network failures (status 0) are never reported nor toasted, but someone who
 * pressed a button needs to know nothing happened, hence a line in the form.
 */
export function submitErrorText(
  form: ServerErrorTarget,
  error: unknown,
  hintFields: Readonly<Record<string, string>> = {},
): string | null {
  return isSilentError(error)
    ? OFFLINE_TEXT
    : applyServerError(form, withHintFields(error, hintFields));
}
