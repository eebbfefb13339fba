import type { Config } from '../../../config';
import type { FileStorage } from './file-storage';
import { LocalDiskStorage } from './local-disk-storage';
import { S3Storage } from './s3-storage';

/** The storage the configuration names (FILES_STORAGE): the module's and the demo seed's alike. */
export function storageFromConfig(config: Pick<Config, 'fileStorage' | 'filesDir'>): FileStorage {
  const { fileStorage } = config;
  if (fileStorage.kind === 'local') return new LocalDiskStorage(config.filesDir);
  return new S3Storage({
    bucket: fileStorage.bucket,
    region: fileStorage.region,
    endpoint: fileStorage.endpoint,
    forcePathStyle: fileStorage.forcePathStyle,
    accessKeyId: fileStorage.accessKeyId,
    secretAccessKey: fileStorage.secretAccessKey,
  });
}
