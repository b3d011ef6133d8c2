import { ApiRoutes as R } from '../api-routes.ts';
import {
  publicCreditNoteParamsSchema,
  publicDocumentParamsSchema,
  publicDocumentResponseSchema,
} from '../documents/public.ts';
import { endpoint } from '../endpoint.ts';

const documents = { tags: ['documents'], access: 'public' } as const;

/** A quote or invoice by the link in the studio's mail: no session, one document, read-only. */
export const documentEndpoints = {
  getPublicDocument: endpoint(R.getPublicDocument, {
    ...documents,
    description:
      'The document the link opens (a quote as last sent, an issued invoice), and marks it viewed; an unknown, expired or revoked link is NotFound.',
    params: publicDocumentParamsSchema,
    response: publicDocumentResponseSchema,
  }),
  getPublicDocumentPdf: endpoint(R.getPublicDocumentPdf, {
    ...documents,
    description: 'The same document as a PDF.',
    params: publicDocumentParamsSchema,
  }),
  getPublicCreditNotePdf: endpoint(R.getPublicCreditNotePdf, {
    ...documents,
    description: "A credit note of the invoice the link opens, as a PDF; any other note is NotFound.",
    params: publicCreditNoteParamsSchema,
  }),
};
