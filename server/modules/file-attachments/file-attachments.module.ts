import { defineModule } from '../../http/module';
import { FileLinks } from './file-links';
import { FileAttachmentsRepository } from './file-attachments.repository';
import { fileAttachmentRoutes } from './file-attachments.routes';
import { FileAttachmentsService } from './file-attachments.service';
import { LocalDiskStorage } from './storage/local-disk-storage';

/**
 * File attachments (issue 16; README.md in this folder): records, signed upload and download
 * links, the checks on the bytes, image uploads. `fileAttachments.signedDownloadUrl` is for other
 * modules, after their own check of who may see what holds a file.
 */
export const fileAttachmentsModule = defineModule({
  name: 'file-attachments',
  build: ({ config, db }) => ({
    fileAttachments: new FileAttachmentsService(
      new FileAttachmentsRepository(db),
      new LocalDiskStorage(config.filesDir),
      new FileLinks(config.appSecret),
    ),
  }),
  routes: fileAttachmentRoutes,
});
