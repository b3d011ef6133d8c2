import type { FastifyReply } from 'fastify';
import { contentDisposition } from './content-disposition.ts';

/** A PDF the browser shows in place (or saves under its name); never cached, never sniffed. */
export const sendPdf = (reply: FastifyReply, pdf: { bytes: Buffer; fileName: string }) =>
  reply
    .header('content-type', 'application/pdf')
    .header('content-length', pdf.bytes.length)
    .header('content-disposition', contentDisposition(pdf.fileName, 'inline'))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(pdf.bytes);
