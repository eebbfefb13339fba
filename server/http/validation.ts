import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler } from 'fastify';
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

function hintKey(path: readonly PropertyKey[]): string {
  return path.map(String).join('.') || '_';
}

function addHint(hints: Hints, path: readonly PropertyKey[], message: string) {
  const list = (hints[hintKey(path)] ??= []);
  if (!list.includes(message)) list.push(message);
}

/** One problem of one field, with its full path. */
export type FlatIssue = { path: PropertyKey[]; code: string; message: string };

/**
 * Zod issues as one list of field problems. For a union (e.g. sign-in with a password or a code)
 * the branch with the fewest problems is the one the caller meant.
 */
export function flattenIssues(
  issues: readonly $ZodIssue[],
  prefix: readonly PropertyKey[] = [],
  flat: FlatIssue[] = [],
): FlatIssue[] {
  for (const issue of issues) {
    const path = [...prefix, ...issue.path];
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      const closest = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
      flattenIssues(closest, path, flat);
    } else {
      flat.push({ path, code: issue.code, message: issue.message });
    }
  }
  return flat;
}

/** Flattens zod issues into field_hints (field path -> messages). */
export function issuesToHints(issues: readonly $ZodIssue[]): Hints {
  const hints: Hints = {};
  for (const issue of flattenIssues(issues)) addHint(hints, issue.path, issue.message);
  return hints;
}

export function validationError(issues: readonly $ZodIssue[]): AppError {
  return new AppError(400, MESSAGES.validation, { field_hints: issuesToHints(issues) });
}

/** Given the raw input and zod's issues, the refusals the OpenAPI document contradicts. */
export type DocumentCheck = (
  input: unknown,
  issues: readonly $ZodIssue[],
) => ReadonlyArray<{ field: string; problem: string; message: string }>;

export type ValidatorOptions = {
  /**
   * Tests only (VALIDATE_RESPONSES): builds the check of one route's request part against the
   * document; a disagreement is logged and answered 500, so the test that met it fails.
   */
  documentCheck?: {
    checkFor(schema: $ZodType, part: string): DocumentCheck;
    log: FastifyBaseLogger;
  };
};

/** Fastify validator for zod schemas: parsed (coerced, defaulted) data, or our 400. */
export function createZodValidatorCompiler(
  options: ValidatorOptions = {},
): FastifySchemaCompiler<$ZodType> {
  const { documentCheck } = options;
  return ({ schema, method, url, httpPart }) => {
    let check: DocumentCheck | null = null;
    return (data) => {
      const result = safeParse(schema, data, { error: requiredWording });
      if (result.success) return { value: result.data };
      if (documentCheck) {
        check ??= documentCheck.checkFor(schema, httpPart ?? 'body');
        const mismatches = check(data, result.error.issues);
        if (mismatches.length > 0) {
          documentCheck.log.error(
            { method, url, part: httpPart, mismatches },
            'The server refused a request the OpenAPI document accepts',
          );
          return { error: new AppError(500, MESSAGES.sorry) };
        }
      }
      return { error: validationError(result.error.issues) };
    };
  };
}

/** The validator without the document check (production). */
export const zodValidatorCompiler = createZodValidatorCompiler();

const MAX_HINT_DEPTH = 16;

/** A place in the input being walked; the path is rebuilt from the parents only on a find. */
type Place = { value: unknown; key: PropertyKey | null; parent: Place | null };

function pathOf(place: Place, last?: PropertyKey): string {
  const path: PropertyKey[] = last === undefined ? [] : [last];
  for (let at: Place | null = place; at && at.key !== null; at = at.parent) path.push(at.key);
  path.reverse();
  // A field name deeper than any form goes is cut short, so the answer stays small.
  return path.length > MAX_HINT_DEPTH
    ? `${hintKey(path.slice(0, MAX_HINT_DEPTH))}…`
    : hintKey(path);
}

/**
 * The field paths of every string (or object key) holding a NUL character. Walked with a stack
 * and parent links, not recursion or copied paths: a deeply nested JSON body must neither
 * overflow the call stack nor take quadratic time.
 */
export function nulFields(input: unknown): string[] {
  const found: string[] = [];
  const stack: Place[] = [{ value: input, key: null, parent: null }];
  while (stack.length > 0) {
    const place = stack.pop()!;
    const { value } = place;
    if (typeof value === 'string') {
      if (value.includes('\0')) found.push(pathOf(place));
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1)
        stack.push({ value: value[index], key: index, parent: place });
    } else if (value !== null && typeof value === 'object') {
      const entries = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, item] = entries[index]!;
        // A key is named as sent, with the NUL spelled out so the hint stays printable.
        if (key.includes('\0')) found.push(pathOf(place, key.replaceAll('\0', '\\u0000')));
        stack.push({ value: item, key, parent: place });
      }
    }
  }
  return found;
}

/**
 * No text of any /v1 call may hold a NUL character: PostgreSQL can not store one (it answered
 * 500), SQLite would keep it, and no person types one. Checked once for every route, present and
 * future, on the parsed path parameters, query and body (a JSON `\u0000` escape arrives here as
 * a real NUL), before the route's own schema; the answer is the spec's 400 naming each field.
 * Headers need no check: Node's HTTP parser refuses a NUL in a header with a 400 of its own.
 */
export function refuseNulCharacters(app: FastifyInstance) {
  // A callback hook, not an async one: it runs on every /v1 request, the hot ones included.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.routeOptions.url?.startsWith('/v1/')) return done();
    const hints: Hints = {};
    for (const part of [request.params, request.query, request.body])
      for (const field of nulFields(part)) addHint(hints, [field], MESSAGES.nulCharacter);
    if (Object.keys(hints).length === 0) return done();
    done(new AppError(400, MESSAGES.validation, { field_hints: hints }));
  });
}
