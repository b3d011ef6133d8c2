import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import type { Readable } from 'node:stream';
import type { S3Settings } from '../config.ts';
import { assertStorable, contentTypeOf, type FileStore, type StoredFile } from './file-store.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, R2, …), through the official AWS SDK: what every
 * API process reads and writes alike. Object keys are the stored paths; a PUT replaces an object
 * whole, so a reader never sees half a file.
 */
export class S3BucketStore implements FileStore {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(settings: S3Settings) {
    this.bucket = settings.bucket;
    this.client = new S3Client({
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
      new PutObjectCommand({ Bucket: this.bucket, Key: path, Body: bytes, ContentType: contentTypeOf(path) }),
    );
  }

  async open(path: string): Promise<StoredFile | undefined> {
    const contentType = contentTypeOf(path);
    if (!contentType) return undefined;
    try {
      const object = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: path }));
      // In Node the body is the HTTP response itself: piped to the client, never buffered whole.
      return { stream: object.Body as Readable, size: object.ContentLength ?? 0, contentType };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async exists(path: string): Promise<boolean> {
    if (!contentTypeOf(path)) return false;
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: path }));
      return true;
    } catch (error) {
      if (isNotFound(error)) return false;
      throw error;
    }
  }

  async delete(path: string): Promise<void> {
    if (!contentTypeOf(path)) return;
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: path }));
  }

  close(): void {
    this.client.destroy();
  }
}

// A missing object only (GET says NoSuchKey, HEAD a bodiless NotFound): a missing bucket or a
// refused key is a fault of the setup, and must not pass for "no such file".
const isNotFound = (error: unknown) => error instanceof NoSuchKey || error instanceof NotFound;
