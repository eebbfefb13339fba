import { defineModule } from '../../http/module';
import { FileLinks } from './file-links';
import { FileAttachmentsRepository } from './file-attachments.repository';
import { fileAttachmentRoutes } from './file-attachments.routes';
import { FileAttachmentsService } from './file-attachments.service';
import { FileImagesService } from './file-images.service';
import { FileIntake } from './file-intake';
import { storageFromConfig } from './storage/storage-from-config';

/**
 * File attachments (issue 16; README.md in this folder): records, signed upload and download
 * links, the checks on the bytes, image uploads. `fileAttachments.signedDownloadUrl` is for other
 * modules, after their own check of who may see what holds a file.
 */
export const fileAttachmentsModule = defineModule({
  name: 'file-attachments',
  build: ({ config, db }) => {
    const repo = new FileAttachmentsRepository(db);
    const storage = storageFromConfig(config);
    const links = new FileLinks(config.appSecret);
    const intake = new FileIntake(storage);
    return {
      fileAttachments: new FileAttachmentsService(repo, storage, links, intake),
      fileImages: new FileImagesService(repo, storage, links, intake),
    };
  },
  routes: fileAttachmentRoutes,
});
