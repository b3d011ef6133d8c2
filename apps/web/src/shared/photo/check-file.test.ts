import { PHOTO_MAX_BYTES } from '@focal/contracts/photo-constants';
import { describe, expect, it } from 'vitest';
import { checkPhotoFile } from './check-file';
import { photoMessages as texts } from './messages';
import { fileOf, HEADS, HEIC_FIXTURE } from './test-files';

describe('the photo check (spec 02 §5: png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp, x-icon; 5 MB)', () => {
  const accepted: [string, Uint8Array, string][] = [
    ['photo.png', HEADS.png, 'png'],
    ['photo.jpg', HEADS.jpeg, 'jpeg'],
    ['photo.JPEG', HEADS.jpeg, 'jpeg'],
    ['IMG_0001.HEIC', HEADS.heic, 'heic'],
    ['photo.bmp', HEADS.bmp, 'bmp'],
    ['photo.gif', HEADS.gif, 'gif'],
    ['photo.tiff', HEADS.tiff, 'tiff'],
    ['photo.tif', HEADS.tiff, 'tiff'],
    ['logo.svg', HEADS.svg, 'svg'],
    ['photo.webp', HEADS.webp, 'webp'],
    ['favicon.ico', HEADS.ico, 'ico'],
  ];
  it.each(accepted)('accepts %s by its name and its content', async (name, content, kind) => {
    expect(await checkPhotoFile(fileOf(content, name))).toEqual({ ok: true, kind });
  });

  it('reads a HEIC by its ftyp brand, whatever type the browser reports', async () => {
    expect(await checkPhotoFile(fileOf(HEIC_FIXTURE, 'IMG_0002.heic', ''))).toEqual({
      ok: true,
      kind: 'heic',
    });
  });

  it('refuses a web page renamed to .png, and HTML that merely holds an <svg>', async () => {
    const page =
      '<!doctype html><html><body><svg width="1" height="1"></svg><script>alert(1)</script></body></html>';
    expect(await checkPhotoFile(fileOf(page, 'photo.png', 'image/png'))).toEqual({
      ok: false,
      problem: texts.invalidType,
    });
    expect(await checkPhotoFile(fileOf(page, 'photo.svg', 'image/svg+xml'))).toEqual({
      ok: false,
      problem: texts.invalidType,
    });
  });

  it('refuses a picture whose name is not one of the types (a PNG named .pdf), and a file without one', async () => {
    expect(await checkPhotoFile(fileOf(HEADS.png, 'scan.pdf'))).toEqual({
      ok: false,
      problem: texts.invalidType,
    });
    expect(await checkPhotoFile(fileOf(HEADS.png, 'png'))).toEqual({ ok: false, problem: texts.invalidType });
  });

  it('refuses AVIF, another ISO-BMFF picture not on the list', async () => {
    const avif = new Uint8Array(
      [0, 0, 0, 0x18, ...'ftypavif'].map((c) => (typeof c === 'string' ? c.charCodeAt(0) : c)),
    );
    expect(await checkPhotoFile(fileOf(avif, 'photo.heic'))).toEqual({
      ok: false,
      problem: texts.invalidType,
    });
  });

  it('takes 5 MB exactly and refuses one byte more, before reading it', async () => {
    const exact = new Uint8Array(PHOTO_MAX_BYTES);
    exact.set(HEADS.png);
    expect(await checkPhotoFile(fileOf(exact, 'big.png'))).toEqual({ ok: true, kind: 'png' });
    const over = new Uint8Array(PHOTO_MAX_BYTES + 1);
    over.set(HEADS.png);
    expect(await checkPhotoFile(fileOf(over, 'big.png'))).toEqual({ ok: false, problem: texts.tooBig });
  });
});

describe('the SVG rule (spec 02 §5: a width and a height, or a viewBox)', () => {
  const svg = (attributes: string) =>
    fileOf(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}></svg>`, 'logo.svg');

  it('accepts a width and a height, or a viewBox alone', async () => {
    expect(await checkPhotoFile(svg('width="120" height="80px"'))).toEqual({ ok: true, kind: 'svg' });
    expect(await checkPhotoFile(svg('viewBox="0 0 120 80"'))).toEqual({ ok: true, kind: 'svg' });
  });

  it('refuses one with neither, a width alone, percentages or an empty viewBox, saying the size is missing', async () => {
    for (const attributes of ['', 'width="120"', 'width="100%" height="100%"', 'viewBox="0 0 0 80"']) {
      expect(await checkPhotoFile(svg(attributes))).toEqual({ ok: false, problem: texts.svgWithoutSize });
    }
  });

  it('refuses an SVG that does not parse', async () => {
    expect(await checkPhotoFile(fileOf('<svg width="1" height="1"><g></svg>', 'logo.svg'))).toEqual({
      ok: false,
      problem: texts.invalidType,
    });
  });
});
