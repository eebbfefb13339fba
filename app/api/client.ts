import type { Api, ApiName } from '../../contract/api';
import { routes, type Route } from '../../contract/api-routes';
import { fillPath, type EndpointInput, type EndpointOutput } from '../../contract/endpoint';
import { MESSAGES } from '../../contract/messages';
import type { PageMeta } from '../../contract/pagination';
import { uuid } from '../lib/uuid';
import { getNavigator, loginRedirectPath } from '../navigation/navigator';
import { clearLocalSession } from '../session/local-data';
import { getRefresher, waitForRefresh } from '../session/refresh-gate';
import { isAccessTokenFresh, readTokens } from '../session/token-store';
import { ApiError, parseErrorBody } from './api-error';
import { logApiResponse } from './response-log';

/**
 * The only place that calls fetch (ARCHITECTURE.md). Every rule of core.md 7 and 8 about
 * headers, tokens, query strings and error statuses lives here once.
 *
 * Calls are named as in contract/api.ts, whose schemas type their input and answer. At runtime
 * the client reads only method, path and auth from contract/api-routes.ts: the schemas (and zod)
 * stay out of the download of the sign-in pages.
 */
export const API_BASE = '/v1';
export const APP_VERSION: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
export const AGENT_HEADER = `crewcard-web/${APP_VERSION}`;
/** Public calls identify the web app with a public client id and an empty secret. */
export const BASIC_CREDENTIALS = `Basic ${btoa('crewcard-web:')}`;
const PAGE_CONCURRENCY = 4;

export type RequestOptions = {
  /** A 403 answer to a GET shows the 403 page; false leaves the error to the caller. */
  redirectOn403?: boolean;
  signal?: AbortSignal;
  /**
   * Sent as the Idempotency-Key header: a retry of the same action with the same key answers the
   * first result and changes nothing (the clock actions, on weak signal).
   */
  idempotencyKey?: string;
  /**
   * The Authorization header of a public call that carries a credential of its own (the
   * kiosk's `Kiosk <token>`): never a person's session, so a 401 does not end one.
   */
  authorization?: string;
};

type Input<N extends ApiName> = EndpointInput<Api[N]>;
/** What a call answers: its response schema's output. */
export type ApiOutput<N extends ApiName> = EndpointOutput<Api[N]>;
/** The input argument is optional when the endpoint has no params and no body. */
export type RequestArgs<N extends ApiName> =
  Partial<Input<N>> extends Input<N>
    ? [input?: Input<N>, options?: RequestOptions]
    : [input: Input<N>, options?: RequestOptions];

type LooseInput = {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
};

/** Makes the call of contract/api.ts named `name` and resolves with its parsed JSON answer. */
export function request<N extends ApiName>(
  name: N,
  ...[input, options]: RequestArgs<N>
): Promise<ApiOutput<N>> {
  return send(routes[name], input as LooseInput | undefined, options, 'json') as Promise<
    ApiOutput<N>
  >;
}

/**
 * Sends a multipart form (text fields, then a file) to a call that takes one, such as
 * POST /kiosk/photo; the browser writes its Content-Type with the boundary.
 */
export function requestForm<N extends ApiName>(
  name: N,
  form: FormData,
  options?: RequestOptions,
): Promise<ApiOutput<N>> {
  return send(routes[name], { body: form }, options, 'json') as Promise<ApiOutput<N>>;
}

/** Like request, for downloads: resolves with the body as a Blob; errors are read from its text. */
export function requestBlob<N extends ApiName>(
  name: N,
  ...[input, options]: RequestArgs<N>
): Promise<Blob> {
  return send(routes[name], input as LooseInput | undefined, options, 'blob') as Promise<Blob>;
}

/** Bytes of a streamed download so far, and its Content-Length when the server sent one. */
export type StreamProgress = { bytes: number; total: number | null };

export type StreamOptions = RequestOptions & {
  /** Hears each chunk of the body as it arrives (not on an error answer). */
  onChunk?: (chunk: Uint8Array, progress: StreamProgress) => void;
};

/**
 * Like requestBlob, for long downloads (the reports' CSV, streamed row by row): reads the body as
 * it arrives, reporting each chunk, and resolves with the whole body as a Blob of its type.
 */
export function requestStream<N extends ApiName>(
  name: N,
  input: Input<N>,
  options: StreamOptions = {},
): Promise<Blob> {
  return send(routes[name], input as LooseInput, options, 'stream') as Promise<Blob>;
}

/** GET payload fields as a query string; undefined, null and '' are skipped, arrays repeat. */
export function toQueryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null || item === '') continue;
      params.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function send(
  endpoint: Route,
  input: LooseInput | undefined,
  options: StreamOptions = {},
  kind: 'json' | 'blob' | 'stream',
): Promise<unknown> {
  const url = API_BASE + fillPath(endpoint.path, input?.params) + toQueryString(input?.query);
  const traceId = uuid();
  const headers: Record<string, string> = {
    Accept: kind === 'json' ? 'application/json' : '*/*',
    'X-Agent': AGENT_HEADER,
    'X-Trace-Id': traceId,
  };
  const authorization = await authorizationFor(endpoint);
  if (authorization) headers.Authorization = authorization;
  if (endpoint.auth === 'public' && options.authorization)
    headers.Authorization = options.authorization;
  const hasBody = endpoint.method !== 'GET' && input?.body !== undefined;
  const isForm = typeof FormData !== 'undefined' && input?.body instanceof FormData;
  if (hasBody && !isForm) headers['Content-Type'] = 'application/json';
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;

  let response: Response;
  let payload: unknown;
  try {
    response = await fetch(url, {
      method: endpoint.method,
      headers,
      body: hasBody
        ? isForm
          ? (input?.body as FormData)
          : JSON.stringify(input?.body)
        : undefined,
      signal: options.signal,
    });
    if (!response.ok) {
      const text = kind === 'blob' ? await (await response.blob()).text() : await response.text();
      payload = parseErrorBody(response.status, text);
    } else if (kind === 'stream') {
      payload = await readStreamed(response, options.onChunk);
    } else if (kind === 'blob') {
      payload = await response.blob();
    } else {
      const text = await response.text();
      payload = text ? (JSON.parse(text) as unknown) : undefined;
    }
  } catch (cause) {
    if (cause instanceof SyntaxError) throw new ApiError(502, { message: MESSAGES.apiError });
    // Status 0: offline, aborted, or the connection dropped. Silently dropped (core.md 8).
    throw new ApiError(0, { status_code: 0, message: MESSAGES.apiError }, { silent: true });
  }

  logApiResponse({
    at: new Date().toISOString(),
    method: endpoint.method,
    url,
    status: response.status,
    trace_id: traceId,
    body: payload,
  });
  if (response.ok) return payload;

  const error = new ApiError(response.status, payload as ConstructorParameters<typeof ApiError>[1]);
  handleFailure(error, endpoint, options);
  reportApiError(error, endpoint.method, url);
  throw error;
}

/** A body read chunk by chunk: the server may send no Content-Length (a streamed CSV). */
async function readStreamed(response: Response, onChunk: StreamOptions['onChunk']): Promise<Blob> {
  const type = response.headers.get('Content-Type') ?? '';
  const length = Number(response.headers.get('Content-Length'));
  const total = Number.isFinite(length) && length > 0 ? length : null;
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let bytes = 0;
  const reader = response.body?.getReader();
  if (!reader) {
    const whole = new Uint8Array(await response.arrayBuffer());
    if (whole.byteLength > 0) onChunk?.(whole, { bytes: whole.byteLength, total });
    return new Blob([whole], { type });
  }
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    parts.push(value as Uint8Array<ArrayBuffer>);
    bytes += value.byteLength;
    onChunk?.(value, { bytes, total });
  }
  return new Blob(parts, { type });
}

async function authorizationFor(endpoint: Route): Promise<string | null> {
  if (endpoint.auth === 'public') return BASIC_CREDENTIALS;
  if (endpoint.auth === 'refresh') {
    const refreshToken = readTokens()?.refresh_token;
    return refreshToken ? `Bearer ${refreshToken}` : null;
  }
  // Private calls wait for a refresh in progress, and renew an access token that has expired
  // while the tab slept, so they go out with a token the server accepts.
  await waitForRefresh();
  const tokens = readTokens();
  const refresher = getRefresher();
  if (tokens && !isAccessTokenFresh(tokens) && tokens.refresh_token && refresher) {
    refresher().catch(() => undefined);
    await waitForRefresh();
  }
  const accessToken = readTokens()?.access_token;
  return accessToken ? `Bearer ${accessToken}` : null;
}

/** The sign-out call answers 401 for a session that is already gone: that is no news. */
function endsSessionOn401(endpoint: Route): boolean {
  return (
    endpoint.auth !== 'public' && !(endpoint.method === 'POST' && endpoint.path === '/me/logout')
  );
}

function handleFailure(error: ApiError, endpoint: Route, options: RequestOptions): void {
  const navigator = getNavigator();
  if (error.status === 401 && endsSessionOn401(endpoint)) {
    const current = navigator.currentPath();
    clearLocalSession();
    if (!current.startsWith('/login'))
      navigator.navigate(loginRedirectPath(current, true), { replace: true });
    return;
  }
  if (error.status === 403 && endpoint.method === 'GET' && options.redirectOn403 !== false) {
    navigator.navigate('/error/403', { state: { message: error.body.message } });
  }
}

/** 400s are the user's input and status 0 is the network: neither is worth a report. */
function reportApiError(error: ApiError, method: string, url: string): void {
  if (error.status === 400 || error.silent) return;
  console.debug('[api error]', {
    status: error.status,
    message: error.body.message,
    type: 'api',
    error_code: error.body.error_code,
    field_hints: error.body.field_hints,
    url,
    method,
  });
}

type PageItem<N extends ApiName> = ApiOutput<N> extends { data: readonly (infer T)[] } ? T : never;

/**
 * Requests page 1, then every remaining page up to meta.last_page, and concatenates the data.
 * An answer without pagination metadata is warned about and counted as total 0.
 */
export async function fetchAllPages<N extends ApiName>(
  name: N,
  ...[input, options]: RequestArgs<N>
): Promise<{ data: PageItem<N>[]; total: number }> {
  const endpoint = routes[name];
  const base = (input ?? {}) as LooseInput;
  const pageInput = (page: number) => ({ ...base, query: { ...base.query, page } });
  const first = (await send(endpoint, pageInput(1), options, 'json')) as {
    data?: PageItem<N>[];
    meta?: PageMeta;
  };
  const data = [...(first.data ?? [])];
  if (!first.meta) {
    console.warn(`Missing pagination metadata for ${endpoint.path}`);
    return { data, total: 0 };
  }
  const remaining = Array.from({ length: Math.max(0, first.meta.last_page - 1) }, (_, i) => i + 2);
  for (let i = 0; i < remaining.length; i += PAGE_CONCURRENCY) {
    const pages = await Promise.all(
      remaining
        .slice(i, i + PAGE_CONCURRENCY)
        .map(
          (page) =>
            send(endpoint, pageInput(page), options, 'json') as Promise<{ data?: PageItem<N>[] }>,
        ),
    );
    for (const page of pages) data.push(...(page.data ?? []));
  }
  return { data, total: first.meta.total };
}

/**
 * The version of the app currently deployed (written beside the built app), fetched past every
 * cache; null when it cannot be read, which never triggers a reload.
 */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const response = await fetch('/legacy-version.json', { cache: 'no-cache' });
    if (!response.ok) return null;
    const value = (await response.json()) as { version?: unknown };
    return typeof value.version === 'string' ? value.version : null;
  } catch {
    return null;
  }
}

export type PutBytesOptions = {
  /** The Content-Type the upload link was made for (the record's mime_type). */
  contentType: string;
  signal?: AbortSignal | undefined;
  /** Bytes sent so far; given, the upload goes through XMLHttpRequest (fetch reports none). */
  onProgress?: ((loaded: number, total: number) => void) | undefined;
};

/**
 * PUTs a file's bytes to a signed upload link (a file attachment's upload_url: a path on this
 * server, or a storage host's URL). No Authorization header: the link is the credential, and a
 * session's token must not travel to a storage host. A refusal throws an ApiError with the
 * server's body; a network failure or abort, a silent status-0 one.
 */
export async function putBytes(url: string, body: Blob, options: PutBytesOptions): Promise<void> {
  let status: number;
  let text: string;
  try {
    ({ status, text } =
      options.onProgress && typeof XMLHttpRequest !== 'undefined'
        ? await putWithProgress(url, body, options, options.onProgress)
        : await fetch(url, {
            method: 'PUT',
            headers: { 'Content-Type': options.contentType, 'X-Agent': AGENT_HEADER },
            body,
            signal: options.signal,
          }).then(async (response) => ({ status: response.status, text: await response.text() })));
  } catch {
    throw new ApiError(0, { status_code: 0, message: MESSAGES.apiError }, { silent: true });
  }
  logApiResponse({
    at: new Date().toISOString(),
    method: 'PUT',
    // The link's token is a credential: the log keeps only where it went.
    url: url.split('?')[0]!.replace(/[^/]+$/, '…'),
    status,
    trace_id: '',
    body: undefined,
  });
  if (status >= 200 && status < 300) return;
  throw new ApiError(status, parseErrorBody(status, text));
}

function putWithProgress(
  url: string,
  body: Blob,
  options: PutBytesOptions,
  onProgress: (loaded: number, total: number) => void,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', options.contentType);
    xhr.setRequestHeader('X-Agent', AGENT_HEADER);
    xhr.upload.onprogress = (event) => onProgress(event.loaded, event.total || body.size);
    xhr.onload = () => {
      options.signal?.removeEventListener('abort', abort);
      resolve({ status: xhr.status, text: xhr.responseText });
    };
    xhr.onerror = xhr.onabort = () => {
      options.signal?.removeEventListener('abort', abort);
      reject(new Error('upload failed'));
    };
    if (options.signal?.aborted) return reject(new Error('aborted'));
    options.signal?.addEventListener('abort', abort);
    xhr.send(body);
  });
}
