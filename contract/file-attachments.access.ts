import { ANYONE, EVERY_MEMBER, PUBLIC, type AccessTableFor } from './access-entries';
import type { fileAttachmentRoutes } from './file-attachments.routes';

/**
 * Any active member may add files (notes, tasks, clock-in photos). Which attachment a caller may
 * change, delete or download is the module's row-level check: its uploader, and administrators
 * (and provider admins); other modules sign links for whoever may read what holds the file.
 * Re-signing a link needs only membership of the organisation it belongs to. The signed links are
 * public to the guards: their HMAC token is the credential. Any signed-in person may upload an
 * image (it belongs to no organisation until a note or card names it).
 */
export const fileAttachmentAccess: AccessTableFor<typeof fileAttachmentRoutes> = {
  createFileAttachment: EVERY_MEMBER,
  updateFileAttachment: EVERY_MEMBER,
  deleteFileAttachment: EVERY_MEMBER,
  fileAttachmentDownload: EVERY_MEMBER,
  resignFileUrl: EVERY_MEMBER,
  putFileBytes: PUBLIC,
  fileBytes: PUBLIC,
  uploadFile: ANYONE,
};
