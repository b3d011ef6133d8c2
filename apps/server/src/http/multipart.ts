import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { handOver, jobThread } from '../lib/job-thread.ts';
import { SERVER_SRC } from '../paths.ts';
import { AppError } from './app-error.ts';
import type { FormFileJob, FormFileResult } from './multipart-worker.ts';

/** Room for the multipart envelope around a file: boundaries and part headers fit within 64 KB. */
export const uploadBodyLimit = (fileMaxBytes: number) => fileMaxBytes + 64 * 1024;

/**
 * Registers upload routes in a scope of their own, the only place that reads multipart/form-data:
 * the body reaches the handler as its bytes and content type, for `readUploadedFile`.
 */
export function multipartScope(app: FastifyInstance, register: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    scope.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (req, body, done) =>
      done(null, { body, contentType: req.headers['content-type'] ?? '' }),
    );
    register(scope);
  });
}

/** What the user reads when the `file` field is missing, empty or too large. */
export type UploadTexts = {
  title: string;
  missing: string;
  /** An empty file; the missing text when not given. */
  empty?: string;
  tooLargeTitle?: string;
  tooLarge: string;
};

/**
 * The platform's multipart reader in a thread of its own (multipart-worker.ts): on the request's
 * thread it read a 5 MB body in one turn, and copied it four times, 100-200 ms of a shared two-core
 * machine's loop (three uploads at once held it 350 ms); a 20 MB job file four times that.
 */
const readFormFile = jobThread<FormFileJob, FormFileResult>(
  join(SERVER_SRC, 'http/multipart-worker.ts'),
  'multipart reader',
  // The body's copies are buffers outside this heap; the body limit bounds them (job-thread.ts).
  128,
);

/**
 * The `file` field of a multipart body, parsed with the platform's own multipart reader (the Fetch
 * API's FormData), so no parser of ours reads the boundary format. Refused with a 400 naming the
 * field when it is missing or empty, 413 over `maxBytes`, and MalformedRequest when the body is not
 * multipart at all. The body's bytes go to the reader's thread: the caller does not read them again.
 */
export async function readUploadedFile(
  upload: unknown,
  maxBytes: number,
  texts: UploadTexts,
): Promise<{ name: string; type: string; bytes: Buffer }> {
  const refuse = (message: string) =>
    new AppError('ValidationFailed', texts.title, message, { data: { fields: { file: message } } });
  const { body, contentType } = (upload ?? {}) as { body?: unknown; contentType?: unknown };
  if (!Buffer.isBuffer(body) || typeof contentType !== 'string' || !contentType) throw refuse(texts.missing);
  const read = await readFormFile({ body, contentType }, handOver(body));
  if (read.kind === 'malformed')
    throw new AppError(
      'MalformedRequest',
      'Malformed request',
      'The upload is not valid multipart form data.',
    );
  if (read.kind === 'missing') throw refuse(texts.missing);
  const { name, type, bytes } = read;
  if (bytes.byteLength === 0) throw refuse(texts.empty ?? texts.missing);
  if (bytes.byteLength > maxBytes)
    throw new AppError('PayloadTooLarge', texts.tooLargeTitle ?? texts.title, texts.tooLarge, {
      data: { fields: { file: texts.tooLarge } },
    });
  return { name, type, bytes: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) };
}
