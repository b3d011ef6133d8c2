import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { FILES_URL_PREFIX, isPrivatePath } from '../../storage/file-store.ts';

/**
 * Stored files (logos) at /files/<path>. Content-addressed names never change, so they are cached
 * for a year; only paths of the storage's own shape are served (no climbing out of its directory).
 * The file streams from the store (local directory or S3 bucket) to the client.
 * Public, like an image on a web page: logos appear in client documents and emails.
 */
export function filesRoutes(app: FastifyInstance, deps: AppDeps) {
  app.get(`${FILES_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const path = (request.params as { '*': string })['*'];
    const file = isPrivatePath(path) ? undefined : await deps.files.open(path);
    if (!file) throw new AppError('NotFound', 'Not found', 'There is no such file.');
    return reply
      .header('content-type', file.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });
}
