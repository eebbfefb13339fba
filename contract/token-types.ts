// Plain data, no zod: the app reads a token's type on its first screen without any schema.

/** The `typ` claim of an access JWT. */
export const TOKEN_TYPES = ['access', 'impersonate-read', 'impersonate-write'] as const;
export type TokenType = (typeof TOKEN_TYPES)[number];
