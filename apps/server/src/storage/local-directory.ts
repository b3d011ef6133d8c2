import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import {
  contentTypeOf,
  type FileStore,
  isStorableFolder,
  type ListedFile,
  type StoredFile,
} from './file-store.ts';

/**
 * Files in a local directory (`<DATA_DIR>/files`): the default, for one machine. Writes are atomic
 * (a temporary file renamed into place), so a reader never sees half a file.
 */
export class LocalDirectoryStore implements FileStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'files');
  }

  async put(path: string, bytes: Buffer): Promise<void> {
    const target = this.absolute(path);
    if (!target) throw new Error(`not a storable path: ${path}`);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  }

  async open(path: string): Promise<StoredFile | undefined> {
    const target = this.absolute(path);
    const contentType = contentTypeOf(path);
    if (!target || !contentType) return undefined;
    const info = await stat(target).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { stream: createReadStream(target), size: info.size, contentType };
  }

  async exists(path: string): Promise<boolean> {
    const target = this.absolute(path);
    return Boolean(target && (await stat(target).catch(() => undefined))?.isFile());
  }

  async delete(path: string): Promise<void> {
    const target = this.absolute(path);
    if (target) await rm(target, { force: true });
  }

  async list(folder: string): Promise<ListedFile[]> {
    if (!isStorableFolder(folder)) return [];
    const base = join(this.root, folder);
    const entries = await readdir(base, { recursive: true, withFileTypes: true }).catch(() => []);
    const listed: ListedFile[] = [];
    for (const entry of entries) {
      // Forward slashes, as stored; a write's temporary file is not of the stored shape.
      const path = relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/');
      if (!entry.isFile() || !contentTypeOf(path)) continue;
      const info = await stat(join(this.root, path)).catch(() => undefined);
      if (info) listed.push({ path, size: info.size, modifiedAt: info.mtime });
    }
    return listed;
  }

  close(): void {}

  /** The file's place under the root, or undefined for a path that is not of the stored shape. */
  private absolute(path: string): string | undefined {
    if (!contentTypeOf(path)) return undefined;
    const target = join(this.root, path);
    // The pattern already forbids dots and slashes that could climb; this is the belt to its braces.
    const inside = relative(this.root, target);
    return inside.startsWith('..') || inside.includes(`..${sep}`) ? undefined : target;
  }
}
