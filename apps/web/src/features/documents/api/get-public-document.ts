import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import type { PublicDocument } from '@focal/contracts/documents/public';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export type PublicQuote = Extract<PublicDocument, { kind: 'quote' }>;
export type PublicInvoice = Extract<PublicDocument, { kind: 'invoice' }>;

/** The document a mailed link opens: public, no session, read-only. */
const publicDocumentQuery = (token: string) =>
  queryOptions({
    queryKey: ['public-document', token],
    queryFn: ({ signal }) =>
      apiFetch(ApiRoutes.getPublicDocument, {
        params: { token },
        auth: false,
        signal,
      }) as Promise<PublicDocument>,
    staleTime: Infinity,
  });

export const usePublicDocument = (token: string) => useQuery(publicDocumentQuery(token));

/** The same document as a PDF: a plain link, as the link's token is all it needs. */
export const publicDocumentPdfUrl = (token: string) =>
  fillPath(ApiRoutes.getPublicDocumentPdf.path, { token });

/** One of the invoice's credit notes as a PDF, by the same link. */
export const publicCreditNotePdfUrl = (token: string, noteId: string) =>
  fillPath(ApiRoutes.getPublicCreditNotePdf.path, { token, noteId });
