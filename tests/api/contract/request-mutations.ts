import type { Operation } from './document';
import {
  mutationsOf,
  objectSchemaOf,
  parameterMutationsOf,
  type Mutation,
  type Things,
} from './schema-values';
import type { RequestParts } from './requests';

/** One change to a valid request: a parameter, a query value, a body field or the whole body. */
export type RequestMutation = { label: string; apply: (base: RequestParts) => RequestParts };

const withPath = (name: string, value: string) => (base: RequestParts) => ({
  ...base,
  path: { ...base.path, [name]: encodeURIComponent(value) },
});

const withQuery = (query: Record<string, string | string[]>) => (base: RequestParts) => ({
  ...base,
  query: { ...base.query, ...query },
});

const withBody = (body: (base: Record<string, unknown>) => unknown) => (base: RequestParts) => ({
  ...base,
  body: body(base.body as Record<string, unknown>),
});

/** Bodies JSON.stringify cannot write: prototype pollution keys and broken JSON. */
function rawBodies(): Array<[string, (base: Record<string, unknown>) => string]> {
  const inner = (base: Record<string, unknown>) => JSON.stringify(base).slice(1, -1);
  return [
    ['body with __proto__', (base) => `{"__proto__":{"is_admin":true},${inner(base)}}`],
    [
      'body with constructor.prototype',
      (base) => `{"constructor":{"prototype":{"is_admin":true}},${inner(base)}}`,
    ],
    ['truncated JSON', (base) => JSON.stringify(base).slice(0, -1)],
  ];
}

/**
 * Every mutation of the operation's requests, derived from its description: each path and query
 * parameter and each body field (nested ones too) with the values of schema-values.ts, the whole
 * body replaced by wrong types, and unknown fields and parameters.
 */
export function requestMutations(
  operation: Operation,
  things: Things,
  foreign: Things,
): RequestMutation[] {
  const mutations: RequestMutation[] = [];
  for (const parameter of operation.params)
    for (const mutation of parameterMutationsOf(parameter.name, foreign))
      mutations.push({
        label: `{${parameter.name}} = ${mutation.label}`,
        apply: withPath(parameter.name, String(mutation.value)),
      });
  for (const parameter of operation.query) {
    for (const mutation of parameterMutationsOf(parameter.name, foreign))
      mutations.push({
        label: `?${parameter.name} = ${mutation.label}`,
        apply: withQuery({ [parameter.name]: String(mutation.value) }),
      });
    mutations.push({
      label: `?${parameter.name} twice`,
      apply: withQuery({ [parameter.name]: ['1', '2'] }),
    });
  }
  mutations.push({ label: 'unknown query parameter', apply: withQuery({ fuzz_unknown: '1' }) });
  if (!operation.body) return mutations;

  const schema = objectSchemaOf(operation.body);
  // The whole body replaced (depth 2 stops the per-field recursion, done below on the base).
  const whole: Mutation[] = mutationsOf(schema, '', things, foreign, 2);
  for (const mutation of whole)
    mutations.push({ label: `body = ${mutation.label}`, apply: withBody(() => mutation.value) });
  mutations.push(
    { label: 'body = {}', apply: withBody(() => ({})) },
    { label: 'unknown body field', apply: withBody((base) => ({ ...base, fuzz_unknown: 'x' })) },
  );
  for (const [label, raw] of rawBodies())
    mutations.push({
      label,
      apply: (base) => ({ ...base, rawBody: raw(base.body as Record<string, unknown>) }),
    });
  for (const [field, fieldSchema] of Object.entries(schema.properties ?? {}))
    for (const mutation of mutationsOf(fieldSchema, field, things, foreign))
      mutations.push({
        label: `.${field} = ${mutation.label}`,
        apply: withBody((base) => ({ ...base, [field]: mutation.value })),
      });
  return mutations;
}
