import { ApiRoutes as R } from '../api-routes.ts';
import { publicDocumentResponseSchema } from '../documents/public.ts';
import { emptyDataSchema } from '../envelope.ts';
import { endpoint } from '../endpoint.ts';
import {
  portalAcceptRequestSchema,
  portalBrandResponseSchema,
  portalCardPaymentParamsSchema,
  portalCardPaymentResponseSchema,
  portalCompanyParamsSchema,
  portalCreditNoteParamsSchema,
  portalDeclineRequestSchema,
  portalDocumentParamsSchema,
  portalHomeResponseSchema,
  portalInvoiceResponseSchema,
  portalLinkRequestSchema,
  portalOpenedResponseSchema,
  portalPayRequestSchema,
  portalSessionResponseSchema,
  portalSignInRequestSchema,
} from '../portal/api.ts';
import { portalPaymentParamsSchema, portalPaymentsResponseSchema } from '../portal/payments.ts';

const open = { tags: ['portal'], access: 'public' } as const;
const portal = { tags: ['portal'], access: 'portal' } as const;

/** A studio's client in their portal: magic links, a session cookie per company, their documents. */
export const portalEndpoints = {
  getPortalBrand: endpoint(R.getPortalBrand, {
    ...open,
    description: "The studio's name, logo and colour, for the portal's sign-in pages.",
    params: portalCompanyParamsSchema,
    response: portalBrandResponseSchema,
  }),
  requestPortalLink: endpoint(R.requestPortalLink, {
    ...open,
    description:
      'Mails a magic link to the address if it belongs to a client of the studio; the answer is the same either way.',
    params: portalCompanyParamsSchema,
    body: portalSignInRequestSchema,
    response: emptyDataSchema,
  }),
  openPortalLink: endpoint(R.openPortalLink, {
    ...open,
    description:
      'Opens a magic link once: starts a portal session (an HttpOnly cookie) and says where it leads. Used, expired or revoked: PortalLinkGone.',
    params: portalCompanyParamsSchema,
    body: portalLinkRequestSchema,
    response: portalOpenedResponseSchema,
  }),
  renewPortalLink: endpoint(R.renewPortalLink, {
    ...open,
    description:
      "Mails a fresh link to the client a used or expired link was made for, at the address the studio holds; the answer is the same for any token.",
    params: portalCompanyParamsSchema,
    body: portalLinkRequestSchema,
    response: emptyDataSchema,
  }),
  getPortalSession: endpoint(R.getPortalSession, {
    ...portal,
    description: 'Who the portal is open for: the client and the studio, and whether it is the studio’s preview.',
    params: portalCompanyParamsSchema,
    response: portalSessionResponseSchema,
  }),
  signOutOfPortal: endpoint(R.signOutOfPortal, {
    ...portal,
    description: 'Ends the portal session of this browser.',
    params: portalCompanyParamsSchema,
    response: emptyDataSchema,
  }),
  getPortalHome: endpoint(R.getPortalHome, {
    ...portal,
    description: "The client's jobs, and the quotes and invoices the studio has sent them.",
    params: portalCompanyParamsSchema,
    response: portalHomeResponseSchema,
  }),
  getPortalQuote: endpoint(R.getPortalQuote, {
    ...portal,
    description: 'A quote of the client’s, as last sent; the first opening marks it viewed.',
    params: portalDocumentParamsSchema,
    response: publicDocumentResponseSchema,
  }),
  getPortalQuotePdf: endpoint(R.getPortalQuotePdf, {
    ...portal,
    description: 'The same quote as a PDF.',
    params: portalDocumentParamsSchema,
  }),
  acceptPortalQuote: endpoint(R.acceptPortalQuote, {
    ...portal,
    description:
      'The client accepts the version they read, with their choice and schedule; recorded with the time, address and browser. A lead becomes a job.',
    params: portalDocumentParamsSchema,
    body: portalAcceptRequestSchema,
    response: publicDocumentResponseSchema,
  }),
  declinePortalQuote: endpoint(R.declinePortalQuote, {
    ...portal,
    description: 'The client declines the quote, with an optional reason.',
    params: portalDocumentParamsSchema,
    body: portalDeclineRequestSchema,
    response: publicDocumentResponseSchema,
  }),
  getPortalInvoice: endpoint(R.getPortalInvoice, {
    ...portal,
    description:
      'An issued invoice of the client’s, with its schedule, payments, credit notes and the studio’s card options (surcharge, tips).',
    params: portalDocumentParamsSchema,
    response: portalInvoiceResponseSchema,
  }),
  getPortalInvoicePdf: endpoint(R.getPortalInvoicePdf, {
    ...portal,
    description: 'The same invoice as a PDF.',
    params: portalDocumentParamsSchema,
  }),
  payPortalInvoice: endpoint(R.payPortalInvoice, {
    ...portal,
    description:
      'The client pays part or all of the balance by card; the same requestId charges once. A card that needs the bank to confirm answers requires_action; a declined card is CardDeclined.',
    params: portalDocumentParamsSchema,
    body: portalPayRequestSchema,
    response: portalCardPaymentResponseSchema,
  }),
  confirmPortalCardPayment: endpoint(R.confirmPortalCardPayment, {
    ...portal,
    description: 'After the bank’s confirmation (3-D Secure), completes a card payment that required it.',
    params: portalCardPaymentParamsSchema,
    response: portalCardPaymentResponseSchema,
  }),
  getPortalCreditNotePdf: endpoint(R.getPortalCreditNotePdf, {
    ...portal,
    description: 'A credit note of that invoice, as a PDF.',
    params: portalCreditNoteParamsSchema,
  }),
  listPortalInvoicePayments: endpoint(R.listPortalInvoicePayments, {
    ...portal,
    description: "The invoice's payments, oldest first, each with a receipt.",
    params: portalDocumentParamsSchema,
    response: portalPaymentsResponseSchema,
  }),
  getPortalPaymentReceipt: endpoint(R.getPortalPaymentReceipt, {
    ...portal,
    description: "A payment's receipt as a PDF, for a payment on one of the client's invoices.",
    params: portalPaymentParamsSchema,
  }),
};
