import type { FastifySchemaCompiler } from 'fastify';
import { safeParse, type $ZodIssue, type $ZodType } from 'zod/v4/core';
import { MESSAGES } from '../../contract/errors';
import { AppError } from './app-error';

/** Missing fields read "This field is required" rather than zod's type wording. */
function requiredWording(issue: { code?: string; input?: unknown }): string | undefined {
  return issue.input === undefined &&
    (issue.code === 'invalid_type' || issue.code === 'invalid_value')
    ? MESSAGES.required
    : undefined;
}

type Hints = Record<string, string[]>;

function addHint(hints: Hints, path: readonly PropertyKey[], message: string) {
  const key = path.map(String).join('.') || '_';
  const list = (hints[key] ??= []);
  if (!list.includes(message)) list.push(message);
}

/**
 * Flattens zod issues into field_hints (field path -> messages). For a union (e.g. sign-in with a
 * password or a code) the branch with the fewest problems is the one the caller meant.
 */
export function issuesToHints(
  issues: readonly $ZodIssue[],
  prefix: readonly PropertyKey[] = [],
  hints: Hints = {},
): Hints {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
      issuesToHints(closest, path, hints);
    } else {
      addHint(hints, path, issue.message);
    }
  }
  return hints;
}

export function validationError(issues: readonly $ZodIssue[]): AppError {
  return new AppError(400, MESSAGES.validation, { field_hints: issuesToHints(issues) });
}

/** Fastify validator for zod schemas: parsed (coerced, defaulted) data, or our 400. */
export const zodValidatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema }) =>
  (data) => {
    const result = safeParse(schema, data, { error: requiredWording });
    if (result.success) return { value: result.data };
    return { error: validationError(result.error.issues) };
  };
