import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  onRequestAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { Endpoint } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/errors';
import { logUrl } from '../lib/log-redaction';
import { AppError } from './app-error';
import { RawJson } from './raw-json';

type Out<T> = [T] extends [z.ZodType] ? z.output<T> : undefined;

/** A request whose params, query and body are the parsed outputs of the endpoint's schemas. */
export type RouteRequest<E extends Endpoint> =
  E extends Endpoint<infer P, infer Q, infer B>
    ? Omit<FastifyRequest, 'params' | 'query' | 'body'> & {
        params: Out<P>;
        query: Out<Q>;
        body: Out<B>;
      }
    : never;

export type RouteHandler<E extends Endpoint> = (
  request: RouteRequest<E>,
  reply: FastifyReply,
) => Promise<z.output<E['response']> | RawJson>;

export type RouteOptions = {
  /** Extra onRequest hooks run before the guards (rate limits). */
  onRequest?: Array<onRequestHookHandler | onRequestAsyncHookHandler>;
  /** Check every answer against the contract's response schema (tests). */
  validateResponse?: boolean;
  /** Have the auth hook read the GET /me cache key with the session (see tokens.service.ts). */
  profileFingerprint?: boolean;
};

/** `/orgs/{org_id}` in the contract becomes `/v1/orgs/:org_id` for Fastify. */
export function toFastifyPath(path: string): string {
  return `/v1${path.replace(/\{(\w+)\}/g, ':$1')}`;
}

/** A body-less POST is treated as an empty object, so missing fields get field hints. */
async function emptyBodyAsObject(request: FastifyRequest) {
  if (request.body === undefined || request.body === null) request.body = {};
}

/**
 * Registers one call of the contract's `api` table: method, path and every input schema come
 * from the contract, so the server cannot drift from what the app sends. The guards are added
 * by the onRoute hook of guards.ts from `config.auth`.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E>,
  options: RouteOptions = {},
) {
  const schema: Record<string, unknown> = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const responseSchema = endpoint.response;

  app.route({
    method: endpoint.method,
    url: toFastifyPath(endpoint.path),
    schema,
    exposeHeadRoute: false,
    config: {
      auth: endpoint.auth,
      ...(options.profileFingerprint ? { profileFingerprint: true } : {}),
    },
    ...(options.onRequest?.length ? { onRequest: options.onRequest } : {}),
    ...(endpoint.body ? { preValidation: emptyBodyAsObject } : {}),
    handler: async (request, reply) => {
      const result = await handler(request as unknown as RouteRequest<E>, reply);
      if (options.validateResponse) {
        const checked = responseSchema.safeParse(
          result instanceof RawJson ? JSON.parse(result.text) : result,
        );
        if (!checked.success) {
          request.log.error(
            { issues: checked.error.issues, url: logUrl(request) },
            'Response does not match the contract',
          );
          throw new AppError(500, MESSAGES.sorry);
        }
      }
      if (result instanceof RawJson)
        return reply.type('application/json; charset=utf-8').send(result.text);
      return result;
    },
  });
}
