import { answerJobs, handOver } from '../../lib/job-thread.ts';
import { type PdfDocument, type PdfMeta, renderPdf } from './render.ts';

/** The PDF renderer's thread (started by render-thread.ts): one document at a time. */
answerJobs<{ doc: PdfDocument; meta: PdfMeta }, Uint8Array>(
  async ({ doc, meta }) => new Uint8Array(await renderPdf(doc, meta)),
  (bytes) => handOver(bytes),
);
