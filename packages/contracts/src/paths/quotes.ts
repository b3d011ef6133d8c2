/** The paths of endpoints/quotes.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const quotesPaths = {
  // a lead's or job's quotes: under /api/user/quotes
  createQuote: ['POST', '/api/user/quotes'],
  getQuote: ['GET', '/api/user/quotes/:id'],
  getQuotePdf: ['GET', '/api/user/quotes/:id/pdf'],
  getQuoteVersion: ['GET', '/api/user/quotes/:id/version'],
  updateQuote: ['PUT', '/api/user/quotes/:id'],
  deleteQuote: ['DELETE', '/api/user/quotes/:id'],
  sendQuote: ['POST', '/api/user/quotes/:id/send'],
  acceptQuote: ['POST', '/api/user/quotes/:id/accept'],
  declineQuote: ['POST', '/api/user/quotes/:id/decline'],
  revokeQuoteLinks: ['POST', '/api/user/quotes/:id/links/revoke'],
  // quote templates: Settings → templates
  listQuoteTemplates: ['GET', '/api/user/settings/quote-templates'],
  createQuoteTemplate: ['POST', '/api/user/settings/quote-templates'],
  getQuoteTemplate: ['GET', '/api/user/settings/quote-templates/:id'],
  updateQuoteTemplate: ['PUT', '/api/user/settings/quote-templates/:id'],
  deleteQuoteTemplate: ['DELETE', '/api/user/settings/quote-templates/:id'],
} as const;
