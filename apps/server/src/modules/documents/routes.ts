import { DOCUMENT_LINK_TEXTS, endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { creditNotePdfOf } from '../invoices/credit-notes/pdf.ts';
import { invoicePdfOf } from '../invoices/pdf.ts';
import { publicInvoice } from '../invoices/service.ts';
import { quotePdfOf } from '../quotes/pdf.ts';
import { publicQuote } from '../quotes/public.ts';
import { openDocumentLink } from './links.ts';

const gone = () => new AppError('NotFound', DOCUMENT_LINK_TEXTS.goneTitle, DOCUMENT_LINK_TEXTS.gone);

/**
 * What a studio's client opens from a mail: the one document its link names, read-only, with no
 * session. Any token that does not open a document (unknown, expired, revoked, its document gone
 * or never sent) gets the same answer.
 */
export function documentRoutes(app: FastifyInstance, deps: AppDeps) {
  const { db } = deps;

  async function opened(token: string) {
    const link = await openDocumentLink(db, token);
    if (!link) throw gone();
    return link;
  }

  route(app, E.getPublicDocument, {}, async (req) => {
    const link = await opened(req.params.token);
    const document =
      link.kind === 'quote'
        ? await publicQuote(db, link.companyId, link.documentId)
        : await publicInvoice(db, link.companyId, link.documentId);
    if (!document) throw gone();
    return { data: document };
  });

  route(app, E.getPublicDocumentPdf, {}, async (req, reply) => {
    const link = await opened(req.params.token);
    const pdf =
      link.kind === 'quote'
        ? await quotePdfOf(deps, link.companyId, link.documentId)
        : await invoicePdfOf(deps, link.companyId, link.documentId);
    if (!pdf) throw gone();
    return sendPdf(reply, pdf);
  });

  // A credit note belongs to the invoice it corrects: the invoice's link opens its notes, no other.
  route(app, E.getPublicCreditNotePdf, {}, async (req, reply) => {
    const link = await opened(req.params.token);
    const pdf =
      link.kind === 'invoice'
        ? await creditNotePdfOf(deps, link.companyId, link.documentId, req.params.noteId)
        : undefined;
    if (!pdf) throw gone();
    return sendPdf(reply, pdf);
  });
}
