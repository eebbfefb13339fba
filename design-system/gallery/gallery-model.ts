/** Spec (document 1, section 8): shown when a download fails without a message of its own. */
export const GALLERY_DOWNLOAD_FALLBACK_ERROR = 'Sorry, something went wrong';

/** Keeps a slide index inside 0…count-1 (0 for an empty gallery). */
export function clampSlide(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(Math.max(0, Math.trunc(index)), count - 1);
}

/** Spec: no looping, so Previous stops at the first slide… */
export function canGoPrevious(index: number): boolean {
  return index > 0;
}

/** …and Next at the last. */
export function canGoNext(index: number, count: number): boolean {
  return index < count - 1;
}

/**
 * The slide a key moves to, or null when the key does nothing here: arrows step one slide and
 * stop at the ends (no looping), Home and End jump to the first and last.
 */
export function slideForKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowLeft':
      return canGoPrevious(index) ? index - 1 : null;
    case 'ArrowRight':
      return canGoNext(index, count) ? index + 1 : null;
    case 'Home':
      return index === 0 ? null : 0;
    case 'End':
      return index === count - 1 ? null : count - 1;
    default:
      return null;
  }
}

/** Spec: "gallery download error shows the error message"; the fallback when it has none. */
export function downloadErrorMessage(error: unknown): string {
  const message =
    error instanceof Error ? error.message : typeof error === 'string' ? error : undefined;
  return message?.trim() ? message.trim() : GALLERY_DOWNLOAD_FALLBACK_ERROR;
}
