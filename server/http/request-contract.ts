import Ajv, { type ValidateFunction } from 'ajv';
import type { z } from 'zod';
import type { $ZodIssue, $ZodType } from 'zod/v4/core';
import { MESSAGES } from '../../contract/errors';
import { type JsonSchema, requestSchemaOf } from './openapi';
import { flattenIssues } from './validation';

/** A refusal the OpenAPI document contradicts: the field, and what the server said of it. */
export type ContractMismatch = {
  field: string;
  problem: 'required' | 'type';
  message: string;
};

export type RequestPart = 'body' | 'querystring' | 'params' | 'headers' | string;

/**
 * OpenAPI 3.0 writes `exclusiveMinimum: true` beside `minimum` (JSON Schema draft 4); Ajv reads
 * draft 7, where the bound itself is the value.
 */
function toDraft7(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toDraft7);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) out[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] !== 'boolean') continue;
    if (out[flag] === true) out[flag] = out[bound];
    else delete out[flag];
    if (out[flag] !== undefined) delete out[bound];
  }
  return out;
}

// Path parameters and query values arrive as text; the document types them as OpenAPI clients
// send them, so the check coerces as an HTTP server does. Bodies are JSON: no coercion.
const ajvFor = {
  text: new Ajv({ strict: false, validateFormats: false, coerceTypes: 'array' }),
  json: new Ajv({ strict: false, validateFormats: false }),
};

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * The test-mode check of one request part against the OpenAPI document (VALIDATE_RESPONSES):
 * when the server refuses input the document accepts, saying a field is required that the
 * document marks optional, or that a value has the wrong type although it has the document's
 * type, the two disagree and a client written from the document would fail. Other refusals
 * (lengths, cross-field rules) are rules the document cannot express, and pass.
 */
export function documentCheckFor(schema: $ZodType, part: RequestPart) {
  let validate: ValidateFunction | null = null;
  const accepts = (input: unknown) => {
    validate ??= (part === 'body' ? ajvFor.json : ajvFor.text).compile(
      toDraft7(requestSchemaOf(schema as z.ZodType)) as JsonSchema,
    );
    // Coercion writes into the data it checks: give it a copy.
    return validate(structuredClone(input));
  };

  return (input: unknown, issues: readonly $ZodIssue[]): ContractMismatch[] => {
    const suspects: ContractMismatch[] = [];
    for (const issue of flattenIssues(issues)) {
      const value = valueAt(input, issue.path);
      const field = issue.path.map(String).join('.') || '_';
      if (value === undefined && issue.message === MESSAGES.required)
        suspects.push({ field, problem: 'required', message: issue.message });
      else if (value !== undefined && issue.code === 'invalid_type')
        suspects.push({ field, problem: 'type', message: issue.message });
    }
    if (suspects.length === 0) return [];
    return accepts(input) ? suspects : [];
  };
}
