import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Pictures the photo API tests send, made here rather than shipped. */

export type Rgb = [number, number, number];
export const RED: Rgb = [220, 30, 30];
export const GREEN: Rgb = [30, 180, 60];
export const BLUE: Rgb = [30, 60, 220];

/** Vertical bands of colour, left to right, each `band` pixels wide and `height` high. */
export function bands(colours: Rgb[], band: number, height: number) {
  const [first, ...rest] = colours;
  const background = { r: first![0], g: first![1], b: first![2] };
  return sharp({ create: { width: band * colours.length, height, channels: 3, background } }).composite(
    rest.map(([r, g, b], i) => ({
      input: { create: { width: band, height, channels: 3, background: { r, g, b } } },
      left: band * (i + 1),
      top: 0,
    })),
  );
}

/** The colour at (x, y) of an encoded picture. */
export async function pixel(bytes: Buffer, x: number, y: number): Promise<Rgb> {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

export const near = (actual: Rgb, expected: Rgb) => actual.every((v, i) => Math.abs(v - expected[i]!) <= 12);

/**
 * A pixel bomb: a PNG of a few dozen bytes whose header claims width × height pixels (its data is
 * one compressed row, far short of that: a decoder that trusted the header would allocate first).
 */
export function pngClaiming(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(1 + width * 3))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
