import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance } from 'fastify';
import { MESSAGES } from '../../contract/errors';
import { logUrl } from '../lib/log-redaction';
import { AppError } from './app-error';

/** Fastify's own request errors, worded for people. */
const FASTIFY_ERRORS: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, MESSAGES.malformedJson],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, MESSAGES.bodyTooLarge],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, MESSAGES.unsupportedMediaType],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, MESSAGES.malformedJson],
};

/**
 * The one error mapper: every failure leaves as `{status_code, message, messages?, field_hints?,
 * error_code?}`. Unexpected errors are logged with their stack and answered with a plain 500
 * that reveals nothing of the inside.
 */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'Request failed');
      return reply.code(error.statusCode).send(error.toBody());
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      const [status, message] = known;
      return reply.code(status).send(new AppError(status, message).toBody());
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Other client errors Fastify raises (bad URL encoding, etc.): keep the status, generic words.
      return reply
        .code(status)
        .send(
          new AppError(status, status === 404 ? MESSAGES.notFound : MESSAGES.apiError).toBody(),
        );
    }
    request.log.error(
      { err: error, url: logUrl(request), method: request.method },
      'Unexpected error',
    );
    return reply.code(500).send(new AppError(500, MESSAGES.sorry).toBody());
  });
}

/**
 * JSON bodies: an empty body counts as no body (clients often send the header on every call);
 * anything else must parse.
 */
export function installJsonParser(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new AppError(400, MESSAGES.malformedJson), undefined);
    }
  });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a NUL or other control character
 * in a header, a malformed request line, headers too large) get the spec's body too. Fastify's own
 * handler logs the error with its raw bytes at trace level, Authorization header included; this
 * one logs only the parser's code.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? 431
        : 400;
  this.log.debug({ code: error.code }, 'Client error');
  if (socket.writable) {
    const body = JSON.stringify(new AppError(status, MESSAGES.malformedRequest).toBody());
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
