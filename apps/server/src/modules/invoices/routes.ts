import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { route } from '../../http/route.ts';
import { requireCompany } from '../auth/guards.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { creditNoteRoutes } from './credit-notes/routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { invoicePdf } from './pdf.ts';
import { sendInvoice } from './send.ts';
import * as invoices from './service.ts';

/** A lead's or job's invoices and the company's numbering. Every member may write them, as quotes. */
export function invoiceRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listInvoices, { preHandler }, async (req) => ({
    data: await invoices.listInvoices(db, req.company!, req.query),
  }));
  route(app, E.getMoneyOwed, { preHandler }, async (req) => ({
    data: await invoices.moneyOwedOf(db, req.company!.companyId),
  }));
  route(app, E.createInvoice, { preHandler }, async (req) => ({
    data: await invoices.createInvoice(db, req.company!, req.body),
  }));
  route(app, E.getInvoice, { preHandler }, async (req) => ({
    data: await invoices.getInvoice(db, req.company!, req.params.id),
  }));
  route(app, E.getInvoicePdf, { preHandler }, async (req, reply) =>
    sendPdf(reply, await invoicePdf(deps, req.company!, req.params.id)),
  );
  route(app, E.updateInvoice, { preHandler }, async (req) => ({
    data: await invoices.updateInvoice(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.deleteInvoice, { preHandler }, async (req) => {
    await invoices.deleteInvoice(db, req.company!, req.params.id);
    return { data: null };
  });
  route(app, E.sendInvoice, { preHandler }, async (req) => ({
    data: await sendInvoice(deps, req.company!, req.params.id, req.body),
  }));
  route(app, E.voidInvoice, { preHandler }, async (req) => ({
    data: await invoices.voidInvoice(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.changeInvoiceSchedule, { preHandler }, async (req) => ({
    data: await invoices.changeInvoiceSchedule(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.makeInvoiceFromQuote, { preHandler }, async (req) => ({
    data: await invoices.makeInvoiceFromQuote(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.getInvoiceNumbering, { preHandler }, async (req) => ({
    data: await invoices.getInvoiceNumbering(db, req.company!),
  }));
  route(app, E.updateInvoiceNumbering, { preHandler }, async (req) => ({
    data: await invoices.updateInvoiceNumbering(db, req.company!, req.body),
  }));
  route(app, E.revokeInvoiceLinks, { preHandler }, async (req) => ({
    data: { revoked: await invoices.revokeInvoiceLinks(db, req.company!, req.params.id) },
  }));
  creditNoteRoutes(app, deps);
  paymentRoutes(app, deps);
}
