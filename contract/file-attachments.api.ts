import { endpoint } from './endpoint';
import {
  zFileAttachmentCreate,
  zFileAttachmentParams,
  zFileAttachmentPatch,
  zFileAttachmentResponse,
  zFileBytes,
  zFileDeleteQuery,
  zFileDeleteResponse,
  zFileDownloadQuery,
  zFileDownloadResponse,
  zFileResign,
  zFileResignResponse,
  zFileTokenParams,
  zFileUploadResponse,
  zUploadFileResponse,
} from './file-attachments';
import { fileAttachmentRoutes as r } from './file-attachments.routes';
import { zOrgIdParams } from './orgs';
import type { SameKeys } from './route-tables';

/**
 * putFileBytes takes the raw bytes with the record's Content-Type (not JSON), fileBytes answers
 * the file itself, and uploadFile a multipart form (field `file`): the description shows no body
 * for them.
 */
export const fileAttachmentApi = {
  createFileAttachment: endpoint({
    ...r.createFileAttachment,
    params: zOrgIdParams,
    body: zFileAttachmentCreate,
    response: zFileAttachmentResponse,
  }),
  updateFileAttachment: endpoint({
    ...r.updateFileAttachment,
    params: zFileAttachmentParams,
    body: zFileAttachmentPatch,
    response: zFileAttachmentResponse,
  }),
  deleteFileAttachment: endpoint({
    ...r.deleteFileAttachment,
    params: zFileAttachmentParams,
    query: zFileDeleteQuery,
    response: zFileDeleteResponse,
  }),
  fileAttachmentDownload: endpoint({
    ...r.fileAttachmentDownload,
    params: zFileAttachmentParams,
    query: zFileDownloadQuery,
    response: zFileDownloadResponse,
  }),
  resignFileUrl: endpoint({
    ...r.resignFileUrl,
    params: zOrgIdParams,
    body: zFileResign,
    response: zFileResignResponse,
  }),
  putFileBytes: endpoint({
    ...r.putFileBytes,
    params: zFileTokenParams,
    response: zFileUploadResponse,
  }),
  fileBytes: endpoint({ ...r.fileBytes, params: zFileTokenParams, response: zFileBytes }),
  uploadFile: endpoint({ ...r.uploadFile, response: zUploadFileResponse }),
} as const;

const _sameCalls: SameKeys<typeof fileAttachmentApi, typeof r> = true;
