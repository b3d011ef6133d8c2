import type { Db } from '../../db/client.ts';
import { safeError } from '../../http/logging.ts';
import { openUpload } from '../../lib/images.ts';
import type { FileStore } from '../../storage/file-store.ts';
import { documentBrandOf } from '../companies/rows.ts';

/** What a document shows of its company's brand (document-layout.ts draws it). */
export type DocumentBrand = {
  /** The logo as a PNG data URL (pdfmake embeds PNG and JPEG, not the stored WebP); null without one. */
  logo: string | null;
  /** `#rrggbb`; null: the default neutral. */
  colour: string | null;
};

export type BrandStores = { db: Db; files: FileStore };

/**
 * The logo's box on the page is 160×64 pt (document-layout.ts): three pixels a point keeps it sharp
 * in print, and a smaller picture is less for pdfkit to decode and compress on every render. Never
 * enlarged.
 */
const LOGO_PIXELS = { width: 480, height: 192 };
/** A stored logo is a 512 px WebP of a few dozen kB; anything far larger is not one of ours. */
const MAX_STORED_BYTES = 2 * 1024 * 1024;
/**
 * PNGs made from stored logos, by path, most recently used last. A stored path's content never
 * changes (content-addressed), so an entry never goes stale; the bound keeps a busy process with
 * many companies at a few MB.
 */
const CACHE_MAX_CHARS = 8 * 1024 * 1024;
const cache = new Map<string, string>();
let cachedChars = 0;

function remember(path: string, dataUrl: string) {
  cache.set(path, dataUrl);
  cachedChars += dataUrl.length;
  for (const [oldest, value] of cache) {
    if (cachedChars <= CACHE_MAX_CHARS || oldest === path) break;
    cache.delete(oldest);
    cachedChars -= value.length;
  }
}

async function readStored(files: FileStore, path: string): Promise<Buffer | undefined> {
  const stored = await files.open(path);
  if (!stored) return undefined;
  if (stored.size > MAX_STORED_BYTES) {
    stored.stream.destroy();
    throw new Error(`stored logo too large (${stored.size} bytes)`);
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The stored logo as a PNG data URL, made once per process and logo: sharp converts on libuv's
 * threads, off the event loop. A logo that cannot be read (its file gone from storage, storage
 * failing, bytes sharp refuses) is left out with a warning: the document still renders.
 */
async function logoPng(files: FileStore, companyId: string, path: string): Promise<string | null> {
  const cached = cache.get(path);
  if (cached) {
    cache.delete(path);
    cache.set(path, cached);
    return cached;
  }
  try {
    const stored = await readStored(files, path);
    if (!stored) {
      // The path names a content hash, no secret; the company says whose documents lack it.
      console.warn('document logo left out: its file is missing from storage', { companyId, path });
      return null;
    }
    const png = await (await openUpload(stored))
      .resize({ ...LOGO_PIXELS, fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
    const dataUrl = `data:image/png;base64,${png.toString('base64')}`;
    remember(path, dataUrl);
    return dataUrl;
  } catch (error) {
    console.warn('document logo left out: it could not be read', { companyId, path, error: safeError(error) });
    return null;
  }
}

/** The company's logo and colour as its quotes, invoices and credit notes print them now. */
export async function documentBrand(stores: BrandStores, companyId: string): Promise<DocumentBrand> {
  const { logoPath, brandColour } = await documentBrandOf(stores.db, companyId);
  return {
    logo: logoPath ? await logoPng(stores.files, companyId, logoPath) : null,
    colour: brandColour,
  };
}
