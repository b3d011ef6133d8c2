import { describe, expect, it } from 'vitest';
import type { AppError } from './app-error.ts';
import { readUploadedFile } from './multipart.ts';

/** A multipart body as the scope's parser hands it on: the bytes and the content type. */
async function upload(form: FormData) {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}
const texts = {
  title: 'Check the file',
  missing: 'Choose a file.',
  empty: 'The file is empty.',
  tooLarge: 'Too big.',
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: AppError) => ({ code: error.code, message: error.message, data: error.data }),
  );

describe('readUploadedFile', () => {
  it('reads the file field: its name, type and bytes', async () => {
    const form = new FormData();
    form.set('file', new File(['hello'], 'note.txt', { type: 'text/plain' }));
    const file = await readUploadedFile(await upload(form), 10, texts);
    expect(file).toMatchObject({ name: 'note.txt', type: 'text/plain' });
    expect(file.bytes.toString()).toBe('hello');
  });

  it('refuses a missing, empty or too large file naming the field, and a body that is not multipart', async () => {
    const withoutFile = new FormData();
    withoutFile.set('other', 'text');
    expect(await refusal(readUploadedFile(await upload(withoutFile), 10, texts))).toEqual({
      code: 'ValidationFailed',
      message: 'Choose a file.',
      data: { fields: { file: 'Choose a file.' } },
    });
    expect(await refusal(readUploadedFile({ name: 'json' }, 10, texts))).toMatchObject({
      code: 'ValidationFailed',
    });
    const empty = new FormData();
    empty.set('file', new File([], 'empty.txt'));
    expect(await refusal(readUploadedFile(await upload(empty), 10, texts))).toMatchObject({
      code: 'ValidationFailed',
      data: { fields: { file: 'The file is empty.' } },
    });
    const large = new FormData();
    large.set('file', new File(['x'.repeat(11)], 'large.txt'));
    expect(await refusal(readUploadedFile(await upload(large), 10, texts))).toEqual({
      code: 'PayloadTooLarge',
      message: 'Too big.',
      data: { fields: { file: 'Too big.' } },
    });
    const garbage = { body: Buffer.from('not a form'), contentType: 'multipart/form-data; boundary=x' };
    expect(await refusal(readUploadedFile(garbage, 10, texts))).toMatchObject({ code: 'MalformedRequest' });
  });
});
