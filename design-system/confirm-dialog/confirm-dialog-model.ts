import { DEFAULT_ERROR_TOAST } from '../toast/toast-model';

/**
 * The text a failed confirm shows in the dialog: the caller's fixed text when given, else the
 * failure's own message (an Error or a thrown string), else the spec's generic error text, the
 * same words an error toast without text uses.
 */
export function confirmErrorText(error: unknown, errorMessage?: string): string {
  const fixed = errorMessage?.trim();
  if (fixed) return fixed;
  const own = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return own.trim() || DEFAULT_ERROR_TOAST;
}
