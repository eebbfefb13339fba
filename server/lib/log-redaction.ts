import type { FastifyRequest } from 'fastify';

/** What stands in the log for a secret. */
export const REDACTED = '[redacted]';

/** Path parameters and query keys that carry a secret (invite_token, token, password…). */
const SECRET_NAME = /token|secret|password|signature/i;

/**
 * Pages of the web app whose next path segment is a secret: the links Crewcard e-mails
 * (password-reset.service.ts, employee-invites.service.ts). Keep in step with them.
 */
const SECRET_PAGE_PREFIXES = ['/reset_password/', '/invite/'];

/**
 * The request URL with every secret replaced: path parameters named like a secret (per the
 * route's pattern, so new routes are covered), the e-mailed link pages, and query values of
 * secret-named keys. Tokens in URLs end in logs at debug level otherwise.
 */
export function redactUrl(url: string, routePattern?: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : url.slice(queryAt + 1);

  const segments = path.split('/');
  const patternSegments = routePattern?.split('/') ?? [];
  patternSegments.forEach((pattern, index) => {
    if (pattern.startsWith(':') && SECRET_NAME.test(pattern) && index < segments.length)
      segments[index] = REDACTED;
  });
  let safePath = segments.join('/');
  for (const prefix of SECRET_PAGE_PREFIXES) {
    if (safePath.startsWith(prefix) && safePath.length > prefix.length)
      safePath = `${prefix}${REDACTED}`;
  }

  if (!query) return safePath;
  const safeQuery = query
    .split('&')
    .map((pair) => {
      const key = pair.split('=', 1)[0] ?? '';
      let name = key;
      try {
        name = decodeURIComponent(key);
      } catch {
        // A malformed escape: judge the key as written.
      }
      return SECRET_NAME.test(name) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${safePath}?${safeQuery}`;
}

/** The request's URL for a log line. */
export function logUrl(request: FastifyRequest): string {
  return redactUrl(request.url, request.routeOptions?.url);
}

/**
 * Fastify's request serializer (per-request lines at debug and trace), with the URL redacted and,
 * as before, no headers: Authorization and cookies never reach the log.
 */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: logUrl(request),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/**
 * pino's own redaction, for anything that logs headers or a body despite the serializer (a
 * plugin, a hurried debug line): these paths never print their values.
 */
export const LOG_REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'body.password',
  'body.new_password',
  'body.current_password',
  'body.confirm_password',
  'body.token',
  'body.refresh_token',
  'body.verification_token',
  'body.code',
];
