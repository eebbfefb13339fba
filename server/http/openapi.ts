import { z } from 'zod';
import { api } from '../../contract/api';
import type { Endpoint } from '../../contract/endpoint';
import type { RouteName } from '../../contract/api-routes';
import { accessExtension } from '../../contract/route-access';
import { zErrorBody } from '../../contract/errors';

export type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'openapi-3.0',
  }) as JsonSchema;
  return rest;
}

/**
 * What the document says a request part (path parameters, query or body) accepts. The test-mode
 * request check (request-contract.ts) reads the same schema, so the two cannot differ.
 */
export function requestSchemaOf(schema: z.ZodType): JsonSchema {
  return schemaOf(schema, 'input');
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = requestSchemaOf(schema) as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** The OpenAPI 3 document of every call, generated from the contract's api table. */
export function buildOpenApi(version: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorResponse = {
    description: 'Error',
    content: { 'application/json': { schema: schemaOf(zErrorBody, 'output') } },
  };
  for (const [name, endpoint] of Object.entries(api) as Array<[string, Endpoint]>) {
    const path = `/v1${endpoint.path}`;
    const operation: Record<string, unknown> = {
      operationId: name,
      parameters: [
        ...parametersOf(endpoint.params, 'path'),
        ...parametersOf(endpoint.query, 'query'),
      ],
      responses: {
        200: {
          description: 'OK',
          content: { 'application/json': { schema: schemaOf(endpoint.response, 'output') } },
        },
        default: errorResponse,
      },
    };
    if (endpoint.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: requestSchemaOf(endpoint.body) } },
      };
    }
    if (endpoint.auth !== 'public') operation.security = [{ bearer: [] }];
    if (endpoint.auth === 'refresh') operation.description = 'The bearer is the refresh token.';
    Object.assign(operation, accessExtension(name as RouteName));
    (paths[path] ??= {})[endpoint.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Crewcard API', version },
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
