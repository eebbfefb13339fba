import type { FastifyInstance } from 'fastify';
import { api } from '../../../contract/api';
import { authOf, orgOf } from '../../http/context';
import type { ModuleDeps } from '../../http/module';
import { multipartFileRoute, passBodyThrough } from '../../http/multipart-file';
import { route } from '../../http/route';
import { nowUnix } from '../../lib/time';
import { contentDisposition } from './file-checks';
import type { FileAttachmentsService } from './file-attachments.service';
import type { FileImagesService } from './file-images.service';

type Services = { fileAttachments: FileAttachmentsService; fileImages: FileImagesService };

export function fileAttachmentRoutes(app: FastifyInstance, deps: ModuleDeps<Services>) {
  const { fileAttachments: files, fileImages: images } = deps.services;
  const options = deps.routeOptions.standard;

  route(
    app,
    api.createFileAttachment,
    async (request) => files.create(orgOf(request), request.body, nowUnix()),
    options,
  );
  route(
    app,
    api.updateFileAttachment,
    async (request) =>
      files.setState(
        orgOf(request),
        request.params.file_attachment_id,
        request.body.upload_state,
        nowUnix(),
      ),
    options,
  );
  route(
    app,
    api.deleteFileAttachment,
    async (request) =>
      files.remove(
        orgOf(request),
        request.params.file_attachment_id,
        request.query.retain_file,
        nowUnix(),
      ),
    options,
  );
  route(
    app,
    api.fileAttachmentDownload,
    async (request) =>
      files.download(
        orgOf(request),
        request.params.file_attachment_id,
        request.query.fa_url_custom_expiry_secs,
        nowUnix(),
      ),
    options,
  );
  route(
    app,
    api.resignFileUrl,
    async (request) =>
      files.resign(
        orgOf(request),
        request.body.existing_s3_url,
        request.body.fa_url_custom_expiry_secs,
        nowUnix(),
      ),
    options,
  );

  // The download link: the file itself, streamed (its answer is no JSON to check).
  route(
    app,
    api.fileBytes,
    async (request, reply) => {
      const file = await files.open(request.params.token, nowUnix());
      const maxAge = Math.max(0, file.expiresAt - nowUnix());
      return reply
        .header('content-type', file.mimeType)
        .header('content-length', String(file.sizeBytes))
        .header('content-disposition', contentDisposition(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${maxAge}`)
        .send(file.stream);
    },
    { ...options, validateResponse: false },
  );

  // Raw bytes and multipart forms, each in a context of its own so no other route parses them.
  void app.register(async (uploads) => {
    passBodyThrough(uploads);
    // The body is never parsed here, so Fastify's body limit does not apply: the service counts
    // the bytes (Content-Length and while streaming) and refuses the 52428801st.
    route(
      uploads,
      api.putFileBytes,
      async (request) =>
        files.receive(
          request.params.token,
          request.raw,
          {
            contentType: request.headers['content-type'],
            contentLength: request.headers['content-length'],
          },
          nowUnix(),
        ),
      options,
    );
  });

  // One image of a multipart form, streamed (server/http/multipart-file.ts).
  multipartFileRoute(
    app,
    api.uploadFile,
    async (request, _reply, { file }) =>
      images.uploadImage(authOf(request).profileId, file, nowUnix()),
    options,
  );
}
