import { expect } from 'vitest';
import { ROLE_KINDS, type RoleKind } from '../../../contract/route-access';
import type { TestServer } from '../harness';

/** A JSON schema as the API description carries it (OpenAPI 3.0 flavour). */
export type JsonSchema = {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  nullable?: boolean;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean;
  exclusiveMaximum?: boolean;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
};

export type Parameter = { name: string; required: boolean; schema: JsonSchema };

/** One operation of the API description, as the contract tests drive it. */
export type Operation = {
  /** The operationId: the route's name in contract/api-routes.ts. */
  name: string;
  method: string;
  /** The documented path, e.g. /v1/orgs/{org_id}/employees. */
  path: string;
  params: Parameter[];
  query: Parameter[];
  body: JsonSchema | undefined;
  /** The description says a bearer token is needed. */
  needsToken: boolean;
  /** The bearer is a refresh token, not an access token. */
  isRefresh: boolean;
  /** Who may call it (x-roles); undefined for public and refresh operations. */
  roles: readonly RoleKind[] | undefined;
  /** Under /orgs/{org_id}: the caller's role in that organisation is what counts. */
  isOrgScoped: boolean;
  isWrite: boolean;
};

type DocumentOperation = {
  operationId: string;
  parameters: Array<Parameter & { in: 'path' | 'query' }>;
  requestBody?: { content: { 'application/json': { schema: JsonSchema } } };
  security?: unknown[];
  description?: string;
  'x-roles'?: RoleKind[];
};

const ORG_SCOPED = /^\/v1\/orgs\/\{org_id\}(\/|$)/;

/** Every operation of GET /v1/openapi.json of the running server. */
export async function readOperations(server: TestServer): Promise<Operation[]> {
  const response = await server.call('GET', '/v1/openapi.json');
  expect(response.status).toBe(200);
  const paths = (response.body as { paths: Record<string, Record<string, DocumentOperation>> })
    .paths;
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const roles = operation['x-roles'];
      for (const kind of roles ?? [])
        expect(ROLE_KINDS, `${operation.operationId}: x-roles`).toContain(kind);
      operations.push({
        name: operation.operationId,
        method: method.toUpperCase(),
        path,
        params: operation.parameters.filter((parameter) => parameter.in === 'path'),
        query: operation.parameters.filter((parameter) => parameter.in === 'query'),
        body: operation.requestBody?.content['application/json'].schema,
        needsToken: (operation.security ?? []).length > 0,
        isRefresh: operation.description?.includes('refresh token') === true,
        roles,
        isOrgScoped: ORG_SCOPED.test(path),
        isWrite: method !== 'get',
      });
    }
  }
  return operations;
}

/**
 * The documented operations are exactly the server's /v1 routes (but the description itself), so
 * no route escapes the contract tests by being left out of the document.
 */
export function expectDocumentCoversServer(server: TestServer, operations: Operation[]) {
  const served = server.app.registeredRoutes
    .filter((route) => route.url.startsWith('/v1/') && route.url !== '/v1/openapi.json')
    .map((route) => `${route.method} ${route.url}`)
    .sort();
  const documented = operations
    .map((operation) => `${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ':$1')}`)
    .sort();
  expect(documented).toEqual(served);
}

/** The operation's URL with its path parameters (already URL-safe) and query filled in. */
export function urlOf(
  operation: Operation,
  path: Record<string, string>,
  query: Record<string, string | string[]> = {},
): string {
  const filled = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = path[name];
    if (value === undefined) throw new Error(`${operation.name}: no value for {${name}}`);
    return value;
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    for (const each of Array.isArray(value) ? value : [value]) search.append(name, each);
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

/** "GET /v1/orgs/{org_id}" — how failures and summaries name an operation. */
export const labelOf = (operation: Operation) =>
  `${operation.name} (${operation.method} ${operation.path})`;
