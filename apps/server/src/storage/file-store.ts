import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

/**
 * Where the app keeps files (today: company logos). A local directory by default, an S3-compatible
 * bucket when the S3_* settings are given, so that several API processes serve the same files.
 * Paths are validated here, once, for every store: a path that is not of the stored shape is
 * neither read nor written nor deleted.
 */
export interface FileStore {
  /** Writes the bytes under the path; a reader never sees half a file. */
  put(path: string, bytes: Buffer): Promise<void>;
  /** A stored file to send as a stream (never read whole into memory), or undefined. */
  open(path: string): Promise<StoredFile | undefined>;
  exists(path: string): Promise<boolean>;
  /** Removes the file; a path with no file is not an error (deletes may be repeated). */
  delete(path: string): Promise<void>;
  /**
   * The stored files under a folder, at any depth, with their size and when they were written
   * (what a quota adds up and a cleanup ages); none for a folder never written or not of the shape.
   */
  list(folder: string): Promise<ListedFile[]>;
  /** Releases connections (the S3 client's sockets); the store is not used afterwards. */
  close(): void;
}

export type StoredFile = { stream: Readable; size: number; contentType: string };
export type ListedFile = { path: string; size: number; modifiedAt: Date };

/** A stored path: lower-case segments of letters, digits and dashes, one extension. Nothing else is served. */
const STORED_PATH = /^(?:[a-z0-9-]{1,64}\/){0,4}[a-z0-9-]{1,128}\.[a-z0-9]{1,8}$/;
/** A folder that may hold stored paths: one to four segments of the same shape. */
const STORED_FOLDER = /^[a-z0-9-]{1,64}(?:\/[a-z0-9-]{1,64}){0,3}$/;
export const isStorableFolder = (folder: string) => STORED_FOLDER.test(folder);

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  /** Private files of any type (a lead's or job's files): their own rows say the type. */
  bin: 'application/octet-stream',
};

/**
 * Files under this folder are never served by the public /files route: only their feature's
 * routes stream them, after checking who asks (a job's files: its company's members).
 */
export const PRIVATE_FOLDER = 'private';
export const isPrivatePath = (path: string) => path.startsWith(`${PRIVATE_FOLDER}/`);

/** The content type of a storable path, or undefined when the path is not one. */
export function contentTypeOf(path: string): string | undefined {
  if (!STORED_PATH.test(path)) return undefined;
  return CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)];
}

export function assertStorable(path: string): void {
  if (!contentTypeOf(path)) throw new Error(`not a storable path: ${path}`);
}

/** The public address of a stored file (served by the files route). */
export const FILES_URL_PREFIX = '/files/';
export const fileUrl = (path: string) => `${FILES_URL_PREFIX}${path}`;

/**
 * Names are content-addressed (the SHA-256 of the bytes), so a stored file never changes: it can
 * be cached forever, several rows may share it (an import copies the reference), and writing the
 * same bytes twice is harmless.
 */
export function contentAddressedPath(folder: string, extension: string, bytes: Buffer): string {
  return `${folder}/${createHash('sha256').update(bytes).digest('hex')}.${extension}`;
}

/** Stores bytes under their content-addressed path (unless already there) and returns that path. */
export async function putContentAddressed(
  store: FileStore,
  folder: string,
  extension: string,
  bytes: Buffer,
) {
  const path = contentAddressedPath(folder, extension, bytes);
  if (!(await store.exists(path))) await store.put(path, bytes);
  return path;
}
