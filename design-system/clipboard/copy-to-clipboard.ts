/** Spec (document 2, section 8): the toast after a successful copy. */
export const COPIED_TOAST = 'Copied to clipboard';
/** Spec: the toast when the browser refuses the copy. */
export const COPY_FAILED_TOAST = 'Failed to copy to clipboard';
/** Spec (document 2, section 4): copying the token shows 'Copied'… */
export const COPIED_TOOLTIP = 'Copied';
/** …for 2 seconds (section 9: "copy tooltip 2 s"). */
export const COPIED_TOOLTIP_MS = 2000;

/**
 * Writes text to the system clipboard. Rejects when the browser has no clipboard API (an insecure
 * origin) or refuses the write (no permission, the page not focused), so callers can say so.
 */
export async function copyToClipboard(text: string): Promise<void> {
  // The type says it always exists; outside a secure context the browser leaves it undefined.
  const clipboard = navigator.clipboard as Clipboard | undefined;
  if (!clipboard?.writeText) throw new Error('The clipboard is not available in this browser.');
  await clipboard.writeText(text);
}
