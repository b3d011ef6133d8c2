import { join } from 'node:path';
import { jobThread } from '../../lib/job-thread.ts';
import { SERVER_SRC } from '../../paths.ts';
import type { PdfDocument, PdfMeta } from './render.ts';

/**
 * `renderPdf` in a thread of its own (render-worker.ts): a document takes 50-150 ms of CPU (fonts
 * subset, layout, compression), time every other request, /healthz included, would wait on the
 * request's thread. A document is bounded by its schemas (200 lines, texts of 10,000 characters).
 */
const run = jobThread<{ doc: PdfDocument; meta: PdfMeta }, Uint8Array>(
  join(SERVER_SRC, 'modules/pdf/render-worker.ts'),
  'PDF renderer',
  256,
);

export async function renderPdfInThread(doc: PdfDocument, meta: PdfMeta): Promise<Buffer> {
  const bytes = await run({ doc, meta });
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
