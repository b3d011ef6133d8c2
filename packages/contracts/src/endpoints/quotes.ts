import { ApiRoutes as R } from '../api-routes.ts';
import { revokedLinksResponseSchema } from '../documents/public.ts';
import {
  createQuoteTemplateRequestSchema,
  quoteTemplateListResponseSchema,
  quoteTemplateParamsSchema,
  quoteTemplateResponseSchema,
  updateQuoteTemplateRequestSchema,
} from '../quotes/templates.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';
import {
  acceptQuoteRequestSchema,
  createQuoteRequestSchema,
  declineQuoteRequestSchema,
  quoteParamsSchema,
  quoteResponseSchema,
  quoteVersionQuerySchema,
  sendQuoteRequestSchema,
  sentQuoteResponseSchema,
  quoteVersionResponseSchema,
  updateQuoteRequestSchema,
} from '../quotes/api.ts';

const quotes = { tags: ['quotes'], access: 'company' } as const;
const VERSION = '`updatedAt` is the version the page loaded (changed since: StaleVersion).';

/** A lead's or job's quotes: fixed, or pick-and-choose. */
export const quoteEndpoints = {
  createQuote: endpoint(R.createQuote, {
    ...quotes,
    description:
      "Starts a draft quote for a lead or job of the company, priced in the company's currency. A job of another company is NotFound.",
    body: createQuoteRequestSchema,
    response: quoteResponseSchema,
  }),
  getQuote: endpoint(R.getQuote, {
    ...quotes,
    description: 'A quote, its current version with its totals, its versions and what became of it.',
    params: quoteParamsSchema,
    response: quoteResponseSchema,
  }),
  getQuotePdf: endpoint(R.getQuotePdf, {
    ...quotes,
    description: 'The current version as a PDF (PDF/A-2b, fonts embedded); the same version gives the same bytes.',
    params: quoteParamsSchema,
  }),
  getQuoteVersion: endpoint(R.getQuoteVersion, {
    ...quotes,
    description: 'One version of a quote as it was saved (a sent one is as the client saw it).',
    params: quoteParamsSchema,
    query: quoteVersionQuerySchema,
    response: quoteVersionResponseSchema,
  }),
  updateQuote: endpoint(R.updateQuote, {
    ...quotes,
    description: `Replaces the content. A draft changes in place; a sent quote gets a new version, a draft until sent; an accepted quote is Conflict. ${VERSION}`,
    params: quoteParamsSchema,
    body: updateQuoteRequestSchema,
    response: quoteResponseSchema,
  }),
  deleteQuote: endpoint(R.deleteQuote, {
    ...quotes,
    description: 'Deletes a quote never sent; one the client has seen is Conflict (decline it instead).',
    params: quoteParamsSchema,
    response: emptyDataSchema,
  }),
  sendQuote: endpoint(R.sendQuote, {
    ...quotes,
    description: `Sends the current version: it becomes the version the client sees, mailed (unless \`email\` is false) to the main client with its link and PDF. An empty quote or one past its expiry date is ValidationFailed. ${VERSION}`,
    params: quoteParamsSchema,
    body: sendQuoteRequestSchema,
    response: sentQuoteResponseSchema,
  }),
  acceptQuote: endpoint(R.acceptQuote, {
    ...quotes,
    description: `Records the client's acceptance of the sent version (with the choice of a pick-and-choose quote), which freezes it. ${VERSION}`,
    params: quoteParamsSchema,
    body: acceptQuoteRequestSchema,
    response: quoteResponseSchema,
  }),
  declineQuote: endpoint(R.declineQuote, {
    ...quotes,
    description: `Records that the client declined the sent quote, with their reason. ${VERSION}`,
    params: quoteParamsSchema,
    body: declineQuoteRequestSchema,
    response: quoteResponseSchema,
  }),
  revokeQuoteLinks: endpoint(R.revokeQuoteLinks, {
    ...quotes,
    description: 'Every link mailed for it stops opening it (a new send mails a new one).',
    params: quoteParamsSchema,
    response: revokedLinksResponseSchema,
  }),
  listQuoteTemplates: endpoint(R.listQuoteTemplates, {
    ...quotes,
    description: "The company's quote templates by name (at most 200).",
    response: quoteTemplateListResponseSchema,
  }),
  createQuoteTemplate: endpoint(R.createQuoteTemplate, {
    ...quotes,
    description: 'Adds a template; a name taken (any case) is AlreadyExists with `data.fields.name`.',
    body: createQuoteTemplateRequestSchema,
    response: quoteTemplateResponseSchema,
  }),
  getQuoteTemplate: endpoint(R.getQuoteTemplate, {
    ...quotes,
    description: 'One template with its content (a new quote may start from it).',
    params: quoteTemplateParamsSchema,
    response: quoteTemplateResponseSchema,
  }),
  updateQuoteTemplate: endpoint(R.updateQuoteTemplate, {
    ...quotes,
    description: `Replaces a template's name and content; its kind stays. ${VERSION}`,
    params: quoteTemplateParamsSchema,
    body: updateQuoteTemplateRequestSchema,
    response: quoteTemplateResponseSchema,
  }),
  deleteQuoteTemplate: endpoint(R.deleteQuoteTemplate, {
    ...quotes,
    description: 'Deletes a template; the quotes made from it keep their copy.',
    params: quoteTemplateParamsSchema,
    response: emptyDataSchema,
  }),
};
