export type ToastTone = 'success' | 'error' | 'info';

export type ToastItem = { id: number; tone: ToastTone; message: string };

/** Spec (document 2, section 9): toasts close by themselves after 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** Spec: an error toast without text says this. */
export const DEFAULT_ERROR_TOAST = "Oops there was an error. We're working on it...";
/** Older toasts give way so a burst of messages cannot cover the screen. */
export const MAX_VISIBLE_TOASTS = 4;

/** The text a toast shows: an empty or missing error text becomes the default error text. */
export function toastMessage(tone: ToastTone, message: string | undefined): string {
  const trimmed = message?.trim() ?? '';
  if (tone === 'error' && trimmed === '') return DEFAULT_ERROR_TOAST;
  return trimmed;
}

/** Adds a toast at the end, dropping the oldest beyond the visible limit. */
export function addToast(list: readonly ToastItem[], item: ToastItem): ToastItem[] {
  return [...list, item].slice(-MAX_VISIBLE_TOASTS);
}

export function removeToast(list: readonly ToastItem[], id: number): ToastItem[] {
  return list.filter((toast) => toast.id !== id);
}
