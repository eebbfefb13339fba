import type { z } from 'zod';

/** The messages a schema gives for `value`, or [] when it passes. */
export function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

/** `length` characters of 'a'. */
export const chars = (length: number, char = 'a') => char.repeat(length);
