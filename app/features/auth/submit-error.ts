import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { isSilentError } from '../../api/api-error';
import { applyServerError } from '../../forms/form-errors';
import { OFFLINE_TEXT } from './login-alerts';

/**
 * The text for a failed form submit. Network failures (status 0) are never reported nor toasted,
 * but someone who pressed a button needs to know nothing happened, hence a line in the form.
 */
export function submitErrorText<T extends FieldValues>(
  form: Pick<UseFormReturn<T, unknown, never>, 'setError' | 'getValues'>,
  error: unknown,
): string | null {
  return isSilentError(error) ? OFFLINE_TEXT : applyServerError(form, error);
}
