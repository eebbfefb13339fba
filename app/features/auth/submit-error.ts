import { isSilentError } from '../../api/api-error';
import { applyServerError, type ServerErrorTarget } from '../../forms/form-errors';
import { OFFLINE_TEXT } from './login-alerts';

/**
 * The text for a failed form submit. Network failures (status 0) are never reported nor toasted,
 * but someone who pressed a button needs to know nothing happened, hence a line in the form.
 */
export function submitErrorText(form: ServerErrorTarget, error: unknown): string | null {
  return isSilentError(error) ? OFFLINE_TEXT : applyServerError(form, error);
}
