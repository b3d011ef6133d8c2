import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../deps.ts';
import { route } from '../../../http/route.ts';
import { sendPdf } from '../../../http/send-pdf.ts';
import { requireCompany } from '../../auth/guards.ts';
import { paymentProviderNamed } from '../../payment-provider/providers.ts';
import { applyClientCredit, invoiceClientCredit } from './apply-credit.ts';
import { exportPayments, paymentsFileName } from './export.ts';
import { receiptPdf } from './receipt.ts';
import * as payments from './service.ts';

/** An invoice's recorded payments; every member may record them, as they may issue invoices. */
export function paymentRoutes(app: FastifyInstance, deps: AppDeps) {
  const preHandler = requireCompany(deps);
  const { db } = deps;

  route(app, E.listInvoicePayments, { preHandler }, async (req) => ({
    data: { rows: await payments.invoicePayments(db, req.company!, req.params.id) },
  }));
  route(app, E.listPayments, { preHandler }, async (req) => ({
    data: await payments.listPayments(db, req.company!, req.query),
  }));
  route(app, E.exportPayments, { preHandler }, async (req, reply) =>
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${paymentsFileName()}"`)
      .header('cache-control', 'no-store')
      .send(exportPayments(db, req.company!, req.query)),
  );
  route(app, E.refundPayment, { preHandler }, async (req) => ({
    data: await payments.refundPayment(db, req.company!, req.params.id, req.body, (name) =>
      paymentProviderNamed(deps.config, name),
    ),
  }));
  route(app, E.recordPayment, { preHandler }, async (req) => ({
    data: await payments.recordPayment(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.getInvoiceClientCredit, { preHandler }, async (req) => ({
    data: await invoiceClientCredit(db, req.company!, req.params.id),
  }));
  route(app, E.applyClientCredit, { preHandler }, async (req) => ({
    data: await applyClientCredit(db, req.company!, req.params.id, req.body),
  }));
  route(app, E.getPaymentReceipt, { preHandler }, async (req, reply) =>
    sendPdf(reply, await receiptPdf(deps, req.company!, req.params.id)),
  );
}
