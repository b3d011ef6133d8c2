import type { Config } from '../config.ts';
import type { FileStore } from './file-store.ts';
import { LocalDirectoryStore } from './local-directory.ts';
import { openS3Bucket } from './s3-bucket.ts';

/** The S3 bucket when S3_BUCKET is set (several API processes), else DATA_DIR/files (one machine). */
export async function createFileStore(config: Config): Promise<FileStore> {
  return config.s3 ? openS3Bucket(config.s3) : new LocalDirectoryStore(config.dataDir);
}
