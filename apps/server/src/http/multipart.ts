import type { FastifyInstance } from 'fastify';
import { AppError } from './app-error.ts';

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
 * The `file` field of a multipart body, parsed with the platform's own multipart reader (the Fetch
 * API's FormData), so no parser of ours reads the boundary format. Refused with a 400 naming the
 * field when it is missing or empty, 413 over `maxBytes`, and MalformedRequest when the body is not
 * multipart at all.
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
  const form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } })
    .formData()
    .catch(() => {
      throw new AppError(
        'MalformedRequest',
        'Malformed request',
        'The upload is not valid multipart form data.',
      );
    });
  const file = form.get('file');
  if (!file || typeof file === 'string') throw refuse(texts.missing);
  if (file.size === 0) throw refuse(texts.empty ?? texts.missing);
  if (file.size > maxBytes)
    throw new AppError('PayloadTooLarge', texts.tooLargeTitle ?? texts.title, texts.tooLarge, {
      data: { fields: { file: texts.tooLarge } },
    });
  return { name: file.name, type: file.type, bytes: Buffer.from(await file.arrayBuffer()) };
}
