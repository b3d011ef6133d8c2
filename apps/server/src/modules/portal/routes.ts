import { endpoints as E } from '@focal/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps.ts';
import { notFound } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { sendPdf } from '../../http/send-pdf.ts';
import { creditNotePdfOf } from '../invoices/credit-notes/pdf.ts';
import { confirmCardPayment, payByCard } from '../invoices/payments/card.ts';
import { invoiceOfPayment, paymentsForClient, receiptPdfOf } from '../invoices/payments/receipt.ts';
import { cardPaymentOfClient } from '../invoices/payments/card-store.ts';
import { paymentProviderFrom } from '../payment-provider/providers.ts';
import { invoicePdfOf } from '../invoices/pdf.ts';
import { quotePdfOf } from '../quotes/pdf.ts';
import { confirmCheckout } from '../stripe-connect/checkout.ts';
import { revokeSession } from './repo.ts';
import { cardProvider } from './card-provider.ts';
import * as portal from './service.ts';
import { clientActing, endSessionCookie, requirePortal } from './session.ts';
import { askForLink, renewJob } from './sign-in.ts';

/** The client portal's API: magic links before signing in, then the client's own documents. */
export function portalRoutes(app: FastifyInstance, deps: AppDeps) {
  const signedIn = { preHandler: requirePortal(deps) };
  const provider = paymentProviderFrom(deps.config);

  route(app, E.getPortalBrand, {}, async (req) => ({
    data: await portal.brandOf(deps, req.params.companyId),
  }));

  route(app, E.requestPortalLink, {}, async (req) => {
    await portal.brandOf(deps, req.params.companyId);
    await askForLink(deps, req.ip, { kind: 'email', companyId: req.params.companyId, email: req.body.email });
    return { data: null };
  });

  route(app, E.openPortalLink, {}, async (req, reply) => ({
    data: await portal.openLink(deps, req, reply, req.params.companyId, req.body.token),
  }));

  route(app, E.renewPortalLink, {}, async (req) => {
    await askForLink(deps, req.ip, renewJob(req.params.companyId, req.body.token));
    return { data: null };
  });

  route(app, E.getPortalSession, signedIn, async (req) => ({
    data: await portal.sessionView(deps, req.portal!),
  }));

  route(app, E.signOutOfPortal, signedIn, async (req, reply) => {
    const scope = clientActing(req);
    await revokeSession(deps.db, scope.sessionId!);
    endSessionCookie(deps, reply, scope.companyId);
    return { data: null };
  });

  route(app, E.getPortalHome, signedIn, async (req) => ({ data: await portal.home(deps, req.portal!) }));

  route(app, E.getPortalQuote, signedIn, async (req) => ({
    data: await portal.quoteOf(deps, req.portal!, req.params.id),
  }));

  route(app, E.getPortalQuotePdf, signedIn, async (req, reply) => {
    await portal.assertClientsDocument(deps, req.portal!, 'quote', req.params.id);
    const pdf = await quotePdfOf(deps, req.params.companyId, req.params.id);
    if (!pdf) throw notFound('That quote');
    return sendPdf(reply, pdf);
  });

  route(app, E.acceptPortalQuote, signedIn, async (req) => ({
    data: await portal.acceptQuote(deps, clientActing(req), req, req.params.id, req.body),
  }));

  route(app, E.declinePortalQuote, signedIn, async (req) => ({
    data: await portal.declineQuote(
      deps,
      clientActing(req),
      req.params.id,
      req.body.version,
      req.body.reason,
    ),
  }));

  route(app, E.getPortalInvoice, signedIn, async (req) => ({
    data: await portal.invoiceOf(deps, req.portal!, req.params.id),
  }));

  route(app, E.payPortalInvoice, signedIn, async (req) => {
    const scope = clientActing(req);
    await portal.assertClientsDocument(deps, scope, 'invoice', req.params.id);
    const paid = await payByCard(deps, cardProvider(provider), scope, req.params.id, req.body);
    if (paid.paidNow) await portal.afterPayment(deps, scope, req.params.id, paid.answer, req.log);
    return { data: paid.answer };
  });

  route(app, E.confirmPortalCardPayment, signedIn, async (req) => {
    const scope = clientActing(req);
    const row = await cardPaymentOfClient(deps.db, scope.companyId, scope.clientId, req.params.id);
    // Back from Stripe's page: Stripe says how it went; else the bank's step (3-D Secure) is done.
    const paid =
      row?.provider === 'stripe'
        ? await confirmCheckout(deps, scope, row, req.log)
        : await confirmCardPayment(deps, cardProvider(provider), scope, req.params.id);
    if (paid.paidNow) await portal.afterPayment(deps, scope, paid.invoiceId, paid.answer, req.log);
    return { data: paid.answer };
  });

  route(app, E.getPortalInvoicePdf, signedIn, async (req, reply) => {
    await portal.assertClientsDocument(deps, req.portal!, 'invoice', req.params.id);
    const pdf = await invoicePdfOf(deps, req.params.companyId, req.params.id);
    if (!pdf) throw notFound('That invoice');
    return sendPdf(reply, pdf);
  });

  route(app, E.getPortalCreditNotePdf, signedIn, async (req, reply) => {
    await portal.assertClientsDocument(deps, req.portal!, 'invoice', req.params.id);
    const pdf = await creditNotePdfOf(deps, req.params.companyId, req.params.id, req.params.noteId);
    if (!pdf) throw notFound('That credit note');
    return sendPdf(reply, pdf);
  });

  route(app, E.listPortalInvoicePayments, signedIn, async (req) => {
    await portal.assertClientsDocument(deps, req.portal!, 'invoice', req.params.id);
    return { data: { rows: await paymentsForClient(deps.db, req.params.companyId, req.params.id) } };
  });

  // A receipt of a payment on one of the client's invoices; any other payment is NotFound.
  route(app, E.getPortalPaymentReceipt, signedIn, async (req, reply) => {
    const { companyId, id } = req.params;
    const invoiceId = await invoiceOfPayment(deps.db, companyId, id);
    if (!invoiceId) throw notFound('That payment');
    await portal.assertClientsDocument(deps, req.portal!, 'invoice', invoiceId);
    const pdf = await receiptPdfOf(deps, companyId, id);
    if (!pdf) throw notFound('That payment');
    return sendPdf(reply, pdf);
  });
}
