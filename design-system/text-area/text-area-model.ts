/** Spec: "Text area refuses input beyond maxChar (default 1000)". */
export const TEXT_AREA_MAX_CHAR = 1000;

/** The share of maxChar left at which the count starts being announced (the last 10 %). */
export const NEAR_LIMIT_RATIO = 0.1;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/** Cuts text to at most `length` UTF-16 units without splitting an emoji's surrogate pair. */
function cutTo(text: string, length: number): string {
  if (text.length <= length) return text;
  const cut = text.slice(0, Math.max(0, length));
  return cut.length > 0 && isHighSurrogate(cut.charCodeAt(cut.length - 1)) ? cut.slice(0, -1) : cut;
}

/**
 * The text kept after an edit from `previous` to `next`, as the browser's maxLength does it:
 * an edit that fits is kept, and so is one that shortens the text (a text loaded over the limit
 * can still be trimmed); an insertion that would pass `maxChar` keeps only the part of the
 * inserted text that fits, where it was inserted. Lengths count UTF-16 units, like maxLength.
 */
export function limitText(previous: string, next: string, maxChar: number): string {
  if (next.length <= maxChar || next.length <= previous.length) return next;
  // The inserted run: what is left once the common start and end of both texts are set aside.
  let start = 0;
  const shortest = Math.min(previous.length, next.length);
  while (start < shortest && previous[start] === next[start]) start += 1;
  let end = 0;
  while (
    end < shortest - start &&
    previous[previous.length - 1 - end] === next[next.length - 1 - end]
  ) {
    end += 1;
  }
  const inserted = next.slice(start, next.length - end);
  const kept = next.length - inserted.length;
  return next.slice(0, start) + cutTo(inserted, maxChar - kept) + next.slice(next.length - end);
}

/** The visible count, e.g. '12/1000'. */
export function characterCount(length: number, maxChar: number): string {
  return `${length}/${maxChar}`;
}

/** True in the last 10 % before the limit and at it, where the count is worth announcing. */
export function isNearLimit(length: number, maxChar: number): boolean {
  return maxChar - length <= Math.ceil(maxChar * NEAR_LIMIT_RATIO);
}

/**
 * What a screen reader hears through the polite live region: nothing while there is room, the
 * characters left near the limit, and that the limit is reached at it.
 */
export function limitAnnouncement(length: number, maxChar: number): string {
  if (!isNearLimit(length, maxChar)) return '';
  const left = maxChar - length;
  if (left <= 0) return `Limit of ${maxChar} characters reached`;
  return left === 1 ? '1 character left' : `${left} characters left`;
}
