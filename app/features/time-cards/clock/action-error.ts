import { useState } from 'react';
import { errorText, isApiError } from '../../../api/api-error';

/** A refused clock action: hints of the fields on screen, and the rest in words beside the action. */
export type ActionError = {
  /** The first hint of each field shown, by the body field the server named. */
  fields: Partial<Record<string, string>>;
  /** What is not about a field shown (time limits, already clocked in, the plan), or null. */
  message: string | null;
  error_code?: number | undefined;
};

export const NO_ERROR: ActionError = { fields: {}, message: null };

/**
 * Splits a failure into the hints of `shownFields` and a message for the rest, in the server's
 * own words (contract/time-card-text.ts): a hint about a field the screen does not show (a cost
 * code the rules require while the organisation has none in use) is still read, beside the action.
 */
export function readActionError(error: unknown, shownFields: readonly string[]): ActionError {
  if (!isApiError(error)) return { fields: {}, message: errorText(error) };
  const fields: ActionError['fields'] = {};
  const other: string[] = [];
  for (const [field, hints] of Object.entries(error.body.field_hints ?? {})) {
    const first = hints.find(Boolean);
    if (!first) continue;
    if (shownFields.includes(field)) fields[field] = first;
    else other.push(first);
  }
  const hasHints = Object.keys(fields).length > 0 || other.length > 0;
  return {
    fields,
    message: other.length > 0 ? other.join('\n') : hasHints ? null : errorText(error),
    error_code: error.body.error_code,
  };
}

/** The error of the last attempt of one action; cleared when the action is tried again. */
export function useActionError() {
  const [error, setError] = useState<ActionError>(NO_ERROR);
  return {
    error,
    clear: () => setError(NO_ERROR),
    /** Runs the action; on failure keeps its error and answers null. */
    run: async <T>(action: () => Promise<T>, shownFields: readonly string[] = []) => {
      setError(NO_ERROR);
      try {
        return await action();
      } catch (failure) {
        setError(readActionError(failure, shownFields));
        return null;
      }
    },
    show: setError,
  };
}
