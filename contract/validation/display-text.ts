/**
 * Characters that have no place in what people read: names, titles, descriptions and notes.
 *
 * - Control characters (C0 U+0000–U+001F, DEL U+007F, C1 U+0080–U+009F) print nothing or garble
 *   terminals, CSV exports and e-mails; PostgreSQL refuses NUL outright.
 * - Bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069) reorder the
 *   text around them: a name can be made to read as someone else's ("Trojan Source").
 *
 * The direction marks U+200E, U+200F and U+061C stay allowed: they only nudge neutral characters
 * next to them, cannot reorder a run, and keyboards and copy-paste put them into Arabic and Hebrew
 * names on their own.
 */
const BIDI_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';

/** A one-line text (a name): no control character at all, no line or paragraph separator. */
const NOT_DISPLAY_TEXT = new RegExp(`[\\p{Cc}\\u2028\\u2029${BIDI_CONTROLS}]`, 'u');

/** A multi-line text (notes, "about"): tabs and line breaks are fine, other controls are not. */
const NOT_FREE_TEXT = new RegExp(
  `[\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F${BIDI_CONTROLS}]`,
  'u',
);

/** True when a one-line text (a name, a title) has no control or text-direction character. */
export function isDisplayText(text: string): boolean {
  return !NOT_DISPLAY_TEXT.test(text);
}

/** True when a multi-line text has no control character other than tab and line breaks. */
export function isFreeText(text: string): boolean {
  return !NOT_FREE_TEXT.test(text);
}
