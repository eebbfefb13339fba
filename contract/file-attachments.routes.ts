import type { Route } from './endpoint';

/**
 * File attachments (issue 16): the record flow under /orgs/{org_id}/file_attachments, the signed
 * upload and download links (public to the guards: the link's HMAC token is the credential, checked
 * by the module), and the image upload of notes and photos.
 */
export const fileAttachmentRoutes = {
  createFileAttachment: {
    method: 'POST',
    path: '/orgs/{org_id}/file_attachments',
    auth: 'private',
  },
  updateFileAttachment: {
    method: 'PATCH',
    path: '/orgs/{org_id}/file_attachments/{file_attachment_id}',
    auth: 'private',
  },
  deleteFileAttachment: {
    method: 'DELETE',
    path: '/orgs/{org_id}/file_attachments/{file_attachment_id}',
    auth: 'private',
  },
  fileAttachmentDownload: {
    method: 'GET',
    path: '/orgs/{org_id}/file_attachments/{file_attachment_id}/download',
    auth: 'private',
  },
  resignFileUrl: {
    method: 'POST',
    path: '/orgs/{org_id}/file_attachments/download',
    auth: 'private',
  },
  putFileBytes: { method: 'PUT', path: '/file_uploads/{token}', auth: 'public' },
  fileBytes: { method: 'GET', path: '/files/{token}', auth: 'public' },
  uploadFile: { method: 'POST', path: '/upload_file', auth: 'private' },
} as const satisfies Record<string, Route>;
