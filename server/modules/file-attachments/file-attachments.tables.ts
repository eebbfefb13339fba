import type { Generated } from 'kysely';
import type { Flag } from '../../db/column-types';

/** The file-attachments module's tables (migration 0016). */
export type FileAttachmentsTables = {
  file_attachments: FileAttachmentTable;
  uploaded_images: UploadedImageTable;
};

export type FileAttachmentTable = {
  id: Generated<number>;
  org_id: number;
  display_name: string;
  file_name: string;
  mime_type: string;
  file_size_bytes: number;
  upload_state: string;
  upload_method: string;
  uploaded_by_profile_id: number | null;
  /** Where storage keeps the bytes (storage/file-storage.ts). */
  storage_key: string;
  /** The bytes are in storage and passed the checks (size, type sniffing). */
  is_stored: Flag;
  created_at_unix: number;
  updated_at_unix: number;
  deleted_at_unix: number | null;
};

export type UploadedImageTable = {
  id: Generated<number>;
  /** Random; the image's stable link names it. */
  image_key: string;
  profile_id: number;
  file_name: string;
  mime_type: string;
  file_size_bytes: number;
  storage_key: string;
  created_at_unix: number;
};
