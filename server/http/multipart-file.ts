import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { Endpoint } from '../../contract/endpoint';
import { FILE_MAX_BYTES, FILE_NAME_MAX } from '../../contract/file-attachments-text';
import { route, type RouteOptions, type RouteRequest, type RouteHandler } from './route';

/** The file part of a multipart form, still streaming, with the text fields sent before it. */
export type FormFile = { fileName: string; mimeType: string; stream: Readable };
export type FilePart = { fields: Record<string, string>; file: FormFile | undefined };

/**
 * Leaves every request body of a Fastify context unread, whatever its type, for a handler that
 * streams it (raw bytes, a multipart form): no parser buffers it, so no body limit applies either.
 */
export function passBodyThrough(app: FastifyInstance): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
}

/**
 * Registers a call that takes a multipart form of text fields and one file (field `file`), in a
 * Fastify context of its own so no other route parses multipart. The body is never parsed as a
 * whole: the handler gets the fields sent before the file and the file as a stream, one byte past
 * 50 MB at most (the service's byte counter refuses that byte with a 413).
 */
export function multipartFileRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: (
    request: RouteRequest<E>,
    reply: FastifyReply,
    part: FilePart,
  ) => ReturnType<RouteHandler<E>>,
  options: RouteOptions,
): void {
  void app.register(async (forms) => {
    passBodyThrough(forms);
    await forms.register(fastifyMultipart, {
      limits: { fileSize: FILE_MAX_BYTES + 1, files: 1, fields: 10, parts: 11 },
    });
    route(
      forms,
      endpoint,
      async (request, reply) => {
        const raw = request as unknown as FastifyRequest;
        const part = raw.isMultipart() ? await raw.file().catch(() => undefined) : undefined;
        const fields: Record<string, string> = {};
        for (const [name, field] of Object.entries(part?.fields ?? {})) {
          const value = Array.isArray(field) ? field[0] : field;
          if (value && value.type === 'field' && typeof value.value === 'string')
            fields[name] = value.value;
        }
        const file =
          part && part.fieldname === 'file'
            ? {
                fileName: part.filename.slice(0, FILE_NAME_MAX),
                mimeType: part.mimetype,
                stream: part.file,
              }
            : undefined;
        // A part that is not the file is drained, so the request can end.
        if (part && !file) part.file.resume();
        return handler(request, reply, { fields, file });
      },
      options,
    );
  });
}
