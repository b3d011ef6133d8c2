import type * as Sdk from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.ts';
import {
  assertStorable,
  contentTypeOf,
  type FileStore,
  isStorableFolder,
  type ListedFile,
  type StoredFile,
} from './file-store.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …), through the official AWS SDK: what every
 * API process reads and writes alike. Object keys are the stored paths; a PUT replaces an object
 * whole, so a reader never sees half a file. The SDK loads here, only when S3 is configured: a
 * process without it does not pay for it at every start. (A package, not a module of ours, is
 * imported dynamically, so the server bundle stays one file.)
 */
export async function openS3Bucket(settings: S3Settings): Promise<FileStore> {
  return new S3BucketStore(await import('@aws-sdk/client-s3'), settings);
}

class S3BucketStore implements FileStore {
  private readonly client: Sdk.S3Client;
  private readonly bucket: string;
  private readonly sdk: typeof Sdk;

  constructor(sdk: typeof Sdk, settings: S3Settings) {
    this.sdk = sdk;
    this.bucket = settings.bucket;
    this.client = new sdk.S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      // Without keys the SDK's own chain applies (AWS_* variables, an instance or task role).
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // Checksums only where S3 requires them: many S3-compatible servers refuse the SDK's default
      // aws-chunked uploads with trailing checksums. Integrity is the content hash in the name.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    assertStorable(path);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: path,
        Body: bytes,
        ContentType: contentTypeOf(path),
      }),
    );
  }

  async open(path: string): Promise<StoredFile | undefined> {
    const contentType = contentTypeOf(path);
    if (!contentType) return undefined;
    try {
      const object = await this.client.send(
        new this.sdk.GetObjectCommand({ Bucket: this.bucket, Key: path }),
      );
      // In Node the body is the HTTP response itself: piped to the client, never buffered whole.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0, contentType };
    } catch (error) {
      if (this.isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    if (!contentTypeOf(path)) return false;
    try {
      await this.client.send(new this.sdk.HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      if (this.isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    if (!contentTypeOf(path)) return;
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }

  async list(folder: string): Promise<ListedFile[]> {
    if (!isStorableFolder(folder)) return [];
    const listed: ListedFile[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new this.sdk.ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const o of page.Contents ?? []) {
        if (o.Key && contentTypeOf(o.Key))
          listed.push({ path: o.Key, size: o.Size ?? 0, modifiedAt: o.LastModified ?? new Date() });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  close(): void {
    this.client.destroy();
  }

  // A missing object only (GET says NoSuchKey, HEAD a bodiless NotFound): a missing bucket or a
  // refused key is a fault of the setup, and must not pass for "no such file".
  private isNotFound(error: unknown): boolean {
    return error instanceof this.sdk.NoSuchKey || error instanceof this.sdk.NotFound;
  }
}
