import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalDirectoryStore } from './local-directory.ts';

/**
 * The S3 bucket when S3_BUCKET is set (several API processes), else DATA_DIR/files (one machine).
 * The AWS SDK loads only then: a process without S3 does not pay for it at every start.
 */
export async function createFileStore(config: Config): Promise<FileStore> {
  if (!config.s3) return new LocalDirectoryStore(config.dataDir);
  const { S3BucketStore } = await import('./s3-bucket.ts');
  return new S3BucketStore(config.s3);
}
