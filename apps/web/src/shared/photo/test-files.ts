import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';

/** The smallest heads of each accepted kind (what the check reads), padded to a few bytes more. */
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );
const pad = (head: Uint8Array) => {
  const out = new Uint8Array(Math.max(head.length, 32));
  out.set(head);
  return out;
};

/** The journeys' real iPhone-style HEIC (320×240), made with libheif's heif-enc. */
// From the repository's root or from apps/web (jsdom's import.meta.url is not a file address).
const HEIC_PATH = ['e2e/fixtures/photo.heic', '../../e2e/fixtures/photo.heic']
  .map((path) => resolve(process.cwd(), path))
  .find((path) => existsSync(path));
export const HEIC_FIXTURE = new Uint8Array(readFileSync(HEIC_PATH ?? 'e2e/fixtures/photo.heic'));

const SVG_SIZED =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30"/></svg>';

export const HEADS = {
  png: pad(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  jpeg: pad(bytes([0xff, 0xd8, 0xff, 0xe0])),
  gif: pad(bytes('GIF89a')),
  bmp: pad(bytes('BM', [0x36, 0, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0])),
  tiff: pad(bytes([0x49, 0x49, 0x2a, 0x00])),
  webp: pad(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')),
  ico: pad(bytes([0, 0, 1, 0, 1, 0])),
  heic: HEIC_FIXTURE,
  svg: bytes(`<?xml version="1.0"?>\n<!-- a logo -->\n${SVG_SIZED}`),
} as const;

export const fileOf = (content: Uint8Array | string, name: string, type = '') =>
  new File([typeof content === 'string' ? content : content.slice()], name, { type });
