import { mkdtempSync, rmSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { newBucket, s3Env, startS3Server } from '../test/s3-server.ts';
import { createFileStore } from './create.ts';
import { contentAddressedPath, type FileStore, putContentAddressed } from './file-store.ts';

/**
 * One contract, two stores: the local directory (the default) and an S3-compatible bucket on a
 * real S3 server on loopback, both made the way the app makes them (from the configuration).
 */
let s3: Awaited<ReturnType<typeof startS3Server>>;
const dataDir = mkdtempSync(join(tmpdir(), 'focal-files-'));
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const stores: [string, () => Promise<Record<string, string>>][] = [
  ['a local directory', async () => ({})],
  ['an S3 bucket', async () => s3Env(s3.endpoint, await newBucket(s3.endpoint))],
];

describe.each(stores)('files in %s', (_name, settings) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await createFileStore(
      loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), ...(await settings()) }),
    );
  });
  afterAll(() => store.close());

  it('stores bytes and streams them back with their size and content type', async () => {
    const bytes = Buffer.from('a logo, as far as this test cares');
    await store.put('logos/abc-1.webp', bytes);
    expect(await store.exists('logos/abc-1.webp')).toBe(true);
    const file = await store.open('logos/abc-1.webp');
    expect(file && { size: file.size, contentType: file.contentType }).toEqual({
      size: bytes.length,
      contentType: 'image/webp',
    });
    expect(await text(file!.stream)).toBe(bytes.toString());
  });

  it('replaces a file whole when the same path is written again', async () => {
    await store.put('logos/again.png', Buffer.from('first'));
    await store.put('logos/again.png', Buffer.from('second, longer'));
    const file = await store.open('logos/again.png');
    expect([file?.size, await text(file!.stream)]).toEqual([14, 'second, longer']);
  });

  it('deletes a file, and deleting it again is no error', async () => {
    await store.put('logos/gone.webp', Buffer.from('x'));
    await store.delete('logos/gone.webp');
    expect(await store.exists('logos/gone.webp')).toBe(false);
    expect(await store.open('logos/gone.webp')).toBeUndefined();
    await expect(store.delete('logos/gone.webp')).resolves.toBeUndefined();
  });

  it('has nothing under a path never written', async () => {
    expect(await store.exists('logos/never.webp')).toBe(false);
    expect(await store.open('logos/never.webp')).toBeUndefined();
  });

  it('names content by its hash: the same bytes twice are one file', async () => {
    const bytes = Buffer.from('same picture');
    const first = await putContentAddressed(store, 'logos', 'webp', bytes);
    expect(first).toBe(contentAddressedPath('logos', 'webp', bytes));
    expect(first).toMatch(/^logos\/[0-9a-f]{64}\.webp$/);
    expect(await putContentAddressed(store, 'logos', 'webp', bytes)).toBe(first);
  });

  it('lists the files under a folder, at any depth, with their size and age', async () => {
    const before = Date.now() - 1000;
    await store.put('lists/a/one.bin', Buffer.from('one'));
    await store.put('lists/a/deeper/two.bin', Buffer.from('two, longer'));
    await store.put('lists/b/three.bin', Buffer.from('x'));
    await store.put('listsmore/four.bin', Buffer.from('x'));
    const listed = (await store.list('lists/a')).sort((x, y) => x.path.localeCompare(y.path));
    expect(listed.map(({ path, size }) => ({ path, size }))).toEqual([
      { path: 'lists/a/deeper/two.bin', size: 11 },
      { path: 'lists/a/one.bin', size: 3 },
    ]);
    for (const file of listed) {
      expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(file.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
    expect((await store.list('lists')).map((f) => f.path).sort()).toEqual([
      'lists/a/deeper/two.bin',
      'lists/a/one.bin',
      'lists/b/three.bin',
    ]);
    await store.delete('lists/a/one.bin');
    expect((await store.list('lists/a')).map((f) => f.path)).toEqual(['lists/a/deeper/two.bin']);
    expect(await store.list('never-written')).toEqual([]);
    for (const folder of ['', '..', 'lists/../..', '/etc', 'Lists', 'lists/'])
      expect(await store.list(folder), folder).toEqual([]);
  });

  it('reads, writes and deletes nothing outside the stored shape of a path', async () => {
    for (const path of [
      '../secret.webp',
      'logos/../../x.webp',
      '/etc/passwd',
      'logos/UPPER.webp',
      'logos/x.svg',
    ]) {
      expect(await store.exists(path), path).toBe(false);
      expect(await store.open(path), path).toBeUndefined();
      await expect(store.put(path, Buffer.from('x')), path).rejects.toThrow('not a storable path');
      await expect(store.delete(path), path).resolves.toBeUndefined();
    }
  });
});
