import type { JsonSchema } from './document';

/** Real ids of one organisation's things, by the name of the parameter or field naming them. */
export type Things = Record<string, number>;

/**
 * The thing a parameter or field names, by its name: `employee_group_ids` names employee
 * groups, `primary_manager_id` a manager, `id` (GET /admin/orgs/{id}) the organisation.
 */
export function thingKeyOf(name: string, things: Things): string | undefined {
  if (name in things) return name;
  if (name.endsWith('_ids')) return thingKeyOf(`${name.slice(0, -4)}_id`, things);
  if (/_(manager|approver)_id$/.test(name) && 'manager_id' in things) return 'manager_id';
  return undefined;
}

let counter = 0;
/** A number never used before in this run, so generated names and addresses stay unique. */
export const nextUnique = () => ++counter;

/** Two schemas that must both hold, as one (properties merged, required lists joined). */
function merged(a: JsonSchema, b: JsonSchema): JsonSchema {
  const properties = { ...a.properties };
  for (const [name, schema] of Object.entries(b.properties ?? {}))
    properties[name] = properties[name] ? merged(properties[name], schema) : schema;
  return {
    ...a,
    ...b,
    ...(a.properties || b.properties ? { properties } : {}),
    ...(a.required || b.required
      ? { required: [...new Set([...(a.required ?? []), ...(b.required ?? [])])] }
      : {}),
  };
}

/**
 * The schema to generate from: for a union (anyOf / oneOf), its first branch that is not only
 * null, merged with the rest of the schema when the union only adds constraints to it.
 */
function concrete(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const { anyOf: _any, oneOf: _one, ...rest } = schema;
  const first = branches.find((branch) => !(branch.enum?.length === 1 && branch.enum[0] === null));
  return concrete(merged(rest, first ?? branches[0]!));
}

function typeOf(schema: JsonSchema): JsonSchema['type'] {
  const resolved = concrete(schema);
  if (resolved.type) return resolved.type;
  if (resolved.enum?.length) return typeof resolved.enum[0] === 'number' ? 'number' : 'string';
  if (resolved.properties) return 'object';
  return undefined;
}

/**
 * A string the schema accepts: the first of a few candidates (a name, an e-mail address, a
 * six-digit code, a password) that matches its pattern, padded to its minimum length.
 */
function validString(schema: JsonSchema): string {
  const n = nextUnique();
  // A first and last name first: person names need both.
  const candidates = [`Fuzz Name${n}`, `Fuzz${n}`, `fuzz-${n}@example.com`, '123456'];
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  for (const candidate of candidates) {
    const text = candidate.padEnd(min, '0').slice(0, max);
    if (text.length >= min && (!pattern || pattern.test(text))) return text;
  }
  throw new Error(`No generated string matches ${JSON.stringify(schema)}`);
}

function validNumber(schema: JsonSchema): number {
  const isInteger = schema.type === 'integer';
  const low =
    schema.minimum === undefined
      ? -Infinity
      : schema.exclusiveMinimum
        ? schema.minimum + (isInteger ? 1 : 0.5)
        : schema.minimum;
  const high =
    schema.maximum === undefined
      ? Infinity
      : schema.exclusiveMaximum
        ? schema.maximum - (isInteger ? 1 : 0.5)
        : schema.maximum;
  return Math.min(Math.max(1, low), high);
}

/**
 * A minimal valid value of a schema: required properties only, one item in a required list,
 * the first enum value, false for booleans; ids come from `things` by the field's name.
 */
export function validValue(schema: JsonSchema, name: string, things: Things): unknown {
  const resolved = concrete(schema);
  if (resolved.enum?.length) return resolved.enum[0];
  const key = thingKeyOf(name, things);
  switch (typeOf(resolved)) {
    case 'string':
      return validString(resolved);
    case 'integer':
    case 'number':
      return key ? things[key] : validNumber(resolved);
    case 'boolean':
      return false;
    case 'array': {
      const item = resolved.items ?? {};
      return (resolved.minItems ?? 0) > 0 || key ? [validValue(item, name, things)] : [];
    }
    case 'object':
      return validObject(resolved, things);
    default:
      return 'Fuzz';
  }
}

/** An object with each required property given a minimal valid value. */
export function validObject(schema: JsonSchema, things: Things): Record<string, unknown> {
  const resolved = concrete(schema);
  const value: Record<string, unknown> = {};
  for (const name of resolved.required ?? [])
    value[name] = validValue(resolved.properties?.[name] ?? {}, name, things);
  return value;
}

/** The object schema of a body (the first object branch of a union). */
export function objectSchemaOf(schema: JsonSchema): JsonSchema {
  return concrete(schema);
}

export type Mutation = { label: string; value: unknown };

const LONG = 'x'.repeat(100_000);
/** Text that must be stored or refused as data, never break a query: NUL and bidi overrides. */
const HOSTILE_TEXT: Mutation[] = [
  { label: 'NUL byte', value: 'fuzz\u0000nul' },
  { label: 'bidi override', value: '\u202Efuzz\u2066bidi\u2069\u202C' },
  { label: '100,000 characters', value: LONG },
  { label: 'empty string', value: '' },
];
const HUGE_NUMBERS: Mutation[] = [
  { label: 'huge number 1e308', value: 1e308 },
  { label: 'beyond 2^53', value: 2 ** 53 + 2 },
  { label: '2^64', value: 2 ** 64 },
  { label: 'negative', value: -1 },
  { label: 'very negative', value: -(2 ** 53) - 2 },
  { label: 'zero', value: 0 },
  { label: 'fraction', value: 1.5 },
];

/**
 * Values a field must survive, one at a time over a valid request: wrong types, null, huge and
 * negative numbers, 100,000 characters, NUL and bidi text, 1,000-item lists and, for fields
 * naming a thing, the id of another organisation's thing.
 */
export function mutationsOf(
  schema: JsonSchema,
  name: string,
  things: Things,
  foreign: Things,
  depth = 0,
  /** For an object: the valid value each field mutation starts from (a body's base). */
  base?: Record<string, unknown>,
): Mutation[] {
  const resolved = concrete(schema);
  const type = typeOf(resolved);
  const valid = validValue(resolved, name, things);
  const mutations: Mutation[] = [{ label: 'null', value: null }];
  if (type !== 'string') mutations.push({ label: 'wrong type: string', value: 'fuzz' });
  if (type !== 'number' && type !== 'integer')
    mutations.push({ label: 'wrong type: number', value: 12345 });
  if (type !== 'boolean') mutations.push({ label: 'wrong type: boolean', value: true });
  if (type !== 'object') mutations.push({ label: 'wrong type: object', value: { fuzz: 1 } });
  if (type !== 'array')
    mutations.push({
      label: 'list of 1,000 items',
      value: Array.from({ length: 1000 }, () => valid),
    });
  mutations.push(...HOSTILE_TEXT.map((m) => ({ ...m, label: `string: ${m.label}` })));
  if (type === 'number' || type === 'integer') mutations.push(...HUGE_NUMBERS);
  const key = thingKeyOf(name, foreign);
  if (key !== undefined && (type === 'integer' || type === 'array'))
    mutations.push({
      label: `id of another organisation (${key})`,
      value: type === 'array' ? [foreign[key]] : foreign[key],
    });
  if (type === 'array') {
    const item = resolved.items ?? {};
    const validItem = validValue(item, name, things);
    mutations.push(
      { label: '1,000 items', value: Array.from({ length: 1000 }, () => validItem) },
      { label: '1,001 items', value: Array.from({ length: 1001 }, () => validItem) },
      { label: '1,000 wrong items', value: Array.from({ length: 1000 }, () => 'fuzz') },
    );
    if (depth < 2)
      for (const each of mutationsOf(item, name, things, {}, depth + 1))
        mutations.push({ label: `one item: ${each.label}`, value: [each.value] });
  }
  if (type === 'object' && depth < 2) {
    const start = base ?? validObject(resolved, things);
    mutations.push({ label: 'unknown field', value: { ...start, fuzz_unknown: 1 } });
    for (const [field, fieldSchema] of Object.entries(resolved.properties ?? {}))
      for (const each of mutationsOf(fieldSchema, field, things, foreign, depth + 1))
        mutations.push({
          label: `.${field}: ${each.label}`,
          value: { ...start, [field]: each.value },
        });
  }
  return mutations;
}

/** Path and query values (text in the URL) a parameter must survive. */
export function parameterMutationsOf(name: string, foreign: Things): Mutation[] {
  const mutations: Mutation[] = [
    { label: 'text', value: 'fuzz' },
    { label: 'negative', value: '-1' },
    { label: 'zero', value: '0' },
    { label: 'fraction', value: '1.5' },
    { label: 'exponent', value: '1e3' },
    { label: 'beyond 2^53', value: '9007199254740993' },
    { label: '20 digits', value: '99999999999999999999' },
    { label: 'null', value: 'null' },
    { label: 'empty', value: '' },
    { label: 'NUL byte', value: 'fuzz\u0000nul' },
    { label: 'bidi override', value: '\u202Efuzz\u202C' },
    { label: '100,000 characters', value: LONG },
  ];
  const key = thingKeyOf(name, foreign);
  if (key !== undefined)
    mutations.push({ label: `id of another organisation (${key})`, value: String(foreign[key]) });
  return mutations;
}
