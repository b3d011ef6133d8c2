import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * Files the app stores (today: company logos), in a local directory `<dataDir>/files`. Names are
 * content-addressed (the SHA-256 of the bytes), so a stored file never changes: it can be cached
 * forever, several rows may share it (an import copies the reference), and writing the same bytes
 * twice is harmless. Writes are atomic (a temporary file renamed into place), so a reader never
 * sees half a file. An S3-compatible store can implement the same three calls later.
 */

/** A stored path: lower-case segments of letters, digits and dashes, one extension. Nothing else is served. */
const STORED_PATH = /^(?:[a-z0-9-]{1,64}\/){0,4}[a-z0-9-]{1,128}\.[a-z0-9]{1,8}$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
};

/** The public address of a stored file (served by the files route). */
export const FILES_URL_PREFIX = '/files/';
export const fileUrl = (path: string) => `${FILES_URL_PREFIX}${path}`;

export class FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  /** Stores bytes under `<folder>/<sha256>.<ext>` and returns that path. */
  async putContentAddressed(folder: string, extension: string, bytes: Buffer): Promise<string> {
    const hash = createHash('sha256').update(bytes).digest('hex');
    const path = `${folder}/${hash}.${extension}`;
    const target = this.absolute(path);
    if (!target) throw new Error(`not a storable path: ${path}`);
    if (await isFile(target)) return path;
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
    return path;
  }

  /** A stored file to send, or undefined for a path that is not one (never anything outside the root). */
  async open(path: string): Promise<{ stream: ReadStream; size: number; contentType: string } | undefined> {
    const target = this.absolute(path);
    const contentType = CONTENT_TYPES[path.slice(path.lastIndexOf('.') + 1)];
    if (!target || !contentType) return undefined;
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(target), size: info.size, contentType };
  }

  private absolute(path: string): string | undefined {
    if (!STORED_PATH.test(path)) return undefined;
    const target = join(this.root, path);
    // The pattern already forbids dots and slashes that could climb; this is the belt to its braces.
    const inside = relative(this.root, target);
    return inside.startsWith('..') || inside.includes(`..${sep}`) ? undefined : target;
  }
}

async function isFile(path: string): Promise<boolean> {
  return (await stat(path).catch(() => undefined))?.isFile() ?? false;
}
