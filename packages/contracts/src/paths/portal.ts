/** The paths of endpoints/portal.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const portalPaths = {
  // before signing in: the studio's brand, a link asked for by email, a mailed link opened or renewed
  getPortalBrand: ['GET', '/api/portal/:companyId/brand'],
  requestPortalLink: ['POST', '/api/portal/:companyId/sign-in'],
  openPortalLink: ['POST', '/api/portal/:companyId/links/open'],
  renewPortalLink: ['POST', '/api/portal/:companyId/links/renew'],
  // signed in to the portal (or the studio's read-only preview)
  getPortalSession: ['GET', '/api/portal/:companyId/session'],
  signOutOfPortal: ['POST', '/api/portal/:companyId/sign-out'],
  getPortalHome: ['GET', '/api/portal/:companyId/home'],
  getPortalQuote: ['GET', '/api/portal/:companyId/quotes/:id'],
  getPortalQuotePdf: ['GET', '/api/portal/:companyId/quotes/:id/pdf'],
  acceptPortalQuote: ['POST', '/api/portal/:companyId/quotes/:id/accept'],
  declinePortalQuote: ['POST', '/api/portal/:companyId/quotes/:id/decline'],
  getPortalInvoice: ['GET', '/api/portal/:companyId/invoices/:id'],
  getPortalInvoicePdf: ['GET', '/api/portal/:companyId/invoices/:id/pdf'],
  payPortalInvoice: ['POST', '/api/portal/:companyId/invoices/:id/pay'],
  confirmPortalCardPayment: ['POST', '/api/portal/:companyId/card-payments/:id/confirm'],
  getPortalCreditNotePdf: ['GET', '/api/portal/:companyId/invoices/:id/credit-notes/:noteId/pdf'],
  listPortalInvoicePayments: ['GET', '/api/portal/:companyId/invoices/:id/payments'],
  getPortalPaymentReceipt: ['GET', '/api/portal/:companyId/payments/:id/receipt'],
} as const;
