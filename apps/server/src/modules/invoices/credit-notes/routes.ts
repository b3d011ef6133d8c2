import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { sendPdf } from '../../../http/send-pdf.ts';
import { requireCompany } from '../../auth/guards.ts';
import { creditNotePdf } from './pdf.ts';
import * as creditNotes from './service.ts';

/** An invoice's credit notes; every member may issue them, as invoices. */
export function creditNoteRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listInvoiceCreditNotes, { preHandler }, async (req) => ({
    data: await creditNotes.invoiceCredits(db, req.company!, req.params.id),
  }));
  route(app, E.createCreditNote, { preHandler }, async (req) => ({
    data: await creditNotes.createCreditNote(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.getCreditNote, { preHandler }, async (req) => ({
    data: await creditNotes.getCreditNote(db, req.company!, req.params.id),
  }));
  route(app, E.getCreditNoteNumbering, { preHandler }, async (req) => ({
    data: await creditNotes.getCreditNoteNumbering(db, req.company!),
  }));
  route(app, E.updateCreditNoteNumbering, { preHandler }, async (req) => ({
    data: await creditNotes.updateCreditNoteNumbering(db, req.company!, req.body),
  }));
  route(app, E.getCreditNotePdf, { preHandler }, async (req, reply) =>
    sendPdf(reply, await creditNotePdf(deps, req.company!, req.params.id)),
  );
}
