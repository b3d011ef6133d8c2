/** The paths of endpoints/invoices.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const invoicesPaths = {
  // a lead's or job's invoices: under /api/user/invoices
  listInvoices: ['GET', '/api/user/invoices'],
  getMoneyOwed: ['GET', '/api/user/invoices/owed'],
  createInvoice: ['POST', '/api/user/invoices'],
  getInvoice: ['GET', '/api/user/invoices/:id'],
  getInvoicePdf: ['GET', '/api/user/invoices/:id/pdf'],
  updateInvoice: ['PUT', '/api/user/invoices/:id'],
  deleteInvoice: ['DELETE', '/api/user/invoices/:id'],
  sendInvoice: ['POST', '/api/user/invoices/:id/send'],
  voidInvoice: ['POST', '/api/user/invoices/:id/void'],
  changeInvoiceSchedule: ['PUT', '/api/user/invoices/:id/schedule'],
  // credit notes (an issued invoice corrected): made for an invoice, read by their own id
  listInvoiceCreditNotes: ['GET', '/api/user/invoices/:id/credit-notes'],
  createCreditNote: ['POST', '/api/user/invoices/:id/credit-notes'],
  getCreditNote: ['GET', '/api/user/credit-notes/:id'],
  getCreditNotePdf: ['GET', '/api/user/credit-notes/:id/pdf'],
  // payments the studio records against an issued invoice
  listInvoicePayments: ['GET', '/api/user/invoices/:id/payments'],
  recordPayment: ['POST', '/api/user/invoices/:id/payments'],
  getInvoiceClientCredit: ['GET', '/api/user/invoices/:id/client-credit'],
  applyClientCredit: ['POST', '/api/user/invoices/:id/apply-credit'],
  listPayments: ['GET', '/api/user/payments'],
  exportPayments: ['GET', '/api/user/payments/export'],
  refundPayment: ['POST', '/api/user/payments/:id/refunds'],
  getPaymentReceipt: ['GET', '/api/user/payments/:id/receipt'],
  revokeInvoiceLinks: ['POST', '/api/user/invoices/:id/links/revoke'],
  makeInvoiceFromQuote: ['POST', '/api/user/quotes/:id/make-invoice'],
  getInvoiceNumbering: ['GET', '/api/user/settings/invoice-numbering'],
  updateInvoiceNumbering: ['PUT', '/api/user/settings/invoice-numbering'],
  getCreditNoteNumbering: ['GET', '/api/user/settings/credit-note-numbering'],
  updateCreditNoteNumbering: ['PUT', '/api/user/settings/credit-note-numbering'],
} as const;
