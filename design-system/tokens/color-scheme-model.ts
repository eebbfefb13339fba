/** The appearance a user picks; `auto` follows the operating system's preference. */
export type ColorScheme = 'light' | 'dark' | 'auto';
/** The appearance actually painted. */
export type ResolvedColorScheme = 'light' | 'dark';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark', 'auto'];
export const DEFAULT_COLOR_SCHEME: ColorScheme = 'light';
export const COLOR_SCHEME_STORAGE_KEY = 'crewcard.color-scheme';
export const PREFERS_DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/** Spec (core.md 1): default light; any other value becomes light. */
export function parseColorScheme(value: unknown): ColorScheme {
  return isColorScheme(value) ? value : DEFAULT_COLOR_SCHEME;
}

/**
 * Spec (core.md 4, Global UI): a change with no payload means "use the saved appearance setting",
 * else light; a payload that is not a known scheme is light too.
 */
export function nextColorScheme(payload: unknown, stored: unknown): ColorScheme {
  return payload === undefined ? parseColorScheme(stored) : parseColorScheme(payload);
}

export function resolveColorScheme(scheme: ColorScheme, prefersDark: boolean): ResolvedColorScheme {
  if (scheme === 'auto') return prefersDark ? 'dark' : 'light';
  return scheme;
}
