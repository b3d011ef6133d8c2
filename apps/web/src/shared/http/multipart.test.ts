import { describe, expect, it } from 'vitest';
import { multipartFile } from './multipart';

const bytesOf = async (blob: Blob) => new Uint8Array(await blob.arrayBuffer());
const text = (value: string) => new TextEncoder().encode(value);
const joined = (...parts: Uint8Array[]) => new Uint8Array(parts.flatMap((part) => [...part]));

describe('multipartFile', () => {
  it('is RFC 7578 multipart: the boundary of its type, one part named `file` with the name, type and bytes', async () => {
    const png = new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 255]);
    const body = multipartFile('file', new File([png], 'logo.png', { type: 'image/png' }));
    const boundary = /^multipart\/form-data; boundary=(focal-[0-9a-f-]{36})$/.exec(body.type)?.[1];
    expect(boundary).toBeDefined();
    expect(await bytesOf(body)).toEqual(
      joined(
        text(`--${boundary}\r\n`),
        text('Content-Disposition: form-data; name="file"; filename="logo.png"\r\n'),
        text('Content-Type: image/png\r\n\r\n'),
        png,
        text(`\r\n--${boundary}--\r\n`),
      ),
    );
  });

  it('keeps quotes and line breaks of a file name out of the part headers', async () => {
    const body = multipartFile('file', new File(['x'], 'a"b\r\nX-Evil: 1.png', { type: 'image/png' }));
    const sent = new TextDecoder().decode(await bytesOf(body));
    expect(sent).toContain('filename="a_b__X-Evil: 1.png"\r\n');
    expect(sent.split('\r\n').filter((line) => line.startsWith('X-Evil'))).toEqual([]);
  });

  it('draws a new boundary each time', () => {
    const file = new File(['x'], 'x.png', { type: 'image/png' });
    expect(multipartFile('file', file).type).not.toBe(multipartFile('file', file).type);
  });
});
