/**
 * Escapes LIKE wildcards so a search for "50%" means the text "50%": the pattern for a
 * case-insensitive "contains", to be used with `escape '\'` against a lower-cased column.
 */
export function likeContains(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** A LIKE pattern (escaped with '\') matching lowercase text that starts with `text`. */
export function likePrefix(text: string): string {
  return `${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
