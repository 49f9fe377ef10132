import type { AppConfig } from '../config';
import { dataDirStorage, type FileStorage } from './file-storage';

/**
 * The storage the configuration asks for: S3 buckets when S3_BUCKET is set, else the uploads
 * folder of DATA_DIR. The AWS SDK is loaded only in the first case.
 */
export async function configuredStorage(config: AppConfig): Promise<FileStorage> {
  if (config.storage.kind === 'disk') return dataDirStorage(config.dataDir);
  const { createS3Storage } = await import('./s3-storage');
  return createS3Storage(config.storage);
}
