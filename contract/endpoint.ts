import type { z } from 'zod';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * One HTTP call of the API: method, path under /v1 (with `{param}` placeholders), the schemas
 * of its parts and who may call it. The server registers routes from these records and the
 * fetch client types its calls with them, so both sides read one definition.
 */
export type Endpoint<
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
> = {
  method: HttpMethod;
  path: string;
  /** public: no token; private: access token; refresh: the refresh token as the bearer. */
  auth: 'public' | 'private' | 'refresh';
  params?: P;
  query?: Q;
  body?: B;
  response: R;
};

/** Where a call goes and who may make it: the part of an Endpoint that needs no schema. */
export type Route = Pick<Endpoint, 'method' | 'path' | 'auth'>;

export function endpoint<
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends z.ZodType = z.ZodType,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> {
  return definition;
}

type InferOr<T, Fallback> = T extends z.ZodType ? z.input<T> : Fallback;

/** What a caller passes: params, query and body as the schemas accept them. */
export type EndpointInput<E> =
  E extends Endpoint<infer P, infer Q, infer B, z.ZodType>
    ? (P extends z.ZodType ? { params: z.input<P> } : { params?: undefined }) &
        (Q extends z.ZodType ? { query?: z.input<Q> } : { query?: undefined }) &
        (B extends z.ZodType ? { body: InferOr<B, never> } : { body?: undefined })
    : never;

export type EndpointOutput<E> = E extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : never;

/** Fills `{param}` placeholders of a path. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
