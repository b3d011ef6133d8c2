import type { PixelCrop } from 'react-image-crop';
import { describe, expect, it } from 'vitest';
import { keyboardCrop } from './keyboard';
import { keyboardStep, resolveOptions } from './options';

const BOX = { width: 300, height: 200 };
const SQUARE = { aspect: 1, minSize: 20, maxSize: undefined };
const crop = (x: number, y: number, size: number): PixelCrop => ({
  unit: 'px',
  x,
  y,
  width: size,
  height: size,
});
const key = (name: string, mods: { shift?: boolean; alt?: boolean } = {}) => ({
  key: `Arrow${name}`,
  shiftKey: mods.shift ?? false,
  altKey: mods.alt ?? false,
});

describe('the cropper keyboard (spec 02 §4)', () => {
  it('moves the crop with the arrows, inside the picture', () => {
    expect(keyboardCrop(crop(50, 50, 100), key('Right'), 3, BOX, SQUARE)).toEqual(crop(53, 50, 100));
    expect(keyboardCrop(crop(50, 50, 100), key('Up'), 3, BOX, SQUARE)).toEqual(crop(50, 47, 100));
    expect(keyboardCrop(crop(1, 99, 100), key('Left'), 3, BOX, SQUARE)).toEqual(crop(0, 99, 100));
    expect(keyboardCrop(crop(1, 99, 100), key('Down'), 3, BOX, SQUARE)).toEqual(crop(1, 100, 100));
  });

  it('resizes from the bottom-right with Shift, keeping the top-left corner and the square', () => {
    expect(keyboardCrop(crop(50, 50, 100), key('Right', { shift: true }), 3, BOX, SQUARE)).toEqual(
      crop(50, 50, 103),
    );
    expect(keyboardCrop(crop(50, 50, 100), key('Up', { shift: true }), 3, BOX, SQUARE)).toEqual(
      crop(50, 50, 97),
    );
  });

  it('resizes from the opposite (top-left) edge with Alt, keeping the bottom-right corner', () => {
    expect(keyboardCrop(crop(50, 50, 100), key('Left', { alt: true }), 3, BOX, SQUARE)).toEqual(
      crop(47, 47, 103),
    );
    expect(keyboardCrop(crop(50, 50, 100), key('Down', { alt: true }), 3, BOX, SQUARE)).toEqual(
      crop(53, 53, 97),
    );
  });

  it('never shrinks below 20 px, and a maximum above 20 holds', () => {
    expect(keyboardCrop(crop(50, 50, 21), key('Left', { shift: true }), 3, BOX, SQUARE)).toEqual(
      crop(50, 50, 20),
    );
    const limited = { ...SQUARE, maxSize: 101 };
    expect(keyboardCrop(crop(50, 50, 100), key('Right', { shift: true }), 3, BOX, limited)).toEqual(
      crop(50, 50, 101),
    );
  });

  it('resizes one side only without an aspect', () => {
    const free = { aspect: undefined, minSize: 20 };
    const wide = { unit: 'px' as const, x: 10, y: 10, width: 100, height: 50 };
    expect(keyboardCrop(wide, key('Right', { shift: true }), 3, BOX, free)).toEqual({ ...wide, width: 103 });
    expect(keyboardCrop(wide, key('Up', { alt: true }), 3, BOX, free)).toEqual({ ...wide, y: 7, height: 53 });
  });

  it('ignores other keys', () => {
    expect(
      keyboardCrop(crop(0, 0, 50), { key: 'Enter', shiftKey: false, altKey: false }, 3, BOX, SQUARE),
    ).toBeNull();
  });
});

describe('the cropper options (spec 02 §9 defaults)', () => {
  it('defaults to png, a blob, quality 92, aspect 1, auto crop, the aspect kept, 20 px, step 3', () => {
    expect(resolveOptions()).toEqual({
      format: 'png',
      outputAsBlob: true,
      quality: 92,
      aspectRatio: 1,
      aspect: 1,
      autoCrop: true,
      maintainAspectRatio: true,
      minSize: 20,
      maxSize: undefined,
      keyboardStep: 3,
      resizeTo: undefined,
      round: false,
    });
  });

  it('counts a maximum only above 20, keeps quality within 0–100 and a locked aspect above 0', () => {
    expect(resolveOptions({ maxSize: 20 }).maxSize).toBeUndefined();
    expect(resolveOptions({ maxSize: 21 }).maxSize).toBe(21);
    expect(resolveOptions({ quality: 140 }).quality).toBe(100);
    expect(resolveOptions({ quality: -5 }).quality).toBe(0);
    expect(resolveOptions({ aspectRatio: 0 }).aspect).toBe(1);
    expect(resolveOptions({ maintainAspectRatio: false }).aspect).toBeUndefined();
    expect(resolveOptions({ minSize: 5 }).minSize).toBe(20);
  });

  it('takes a keyboard step from 1 to 9, 3 by default', () => {
    expect([undefined, Number.NaN, 0, 1, 5, 9, 12, 4.6].map(keyboardStep)).toEqual([3, 3, 1, 1, 5, 9, 9, 5]);
  });
});
