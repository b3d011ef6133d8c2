import type { ApiRoute } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../http/client';

/** The endpoints that stop every link mailed for a document, each by its id. */
export type RevokeLinksRoute = ApiRoute<'revokeQuoteLinks' | 'revokeInvoiceLinks'>;

/** Every link mailed for the document stops opening it; answers how many did (a new send mails a new one). */
export const useRevokeDocumentLinks = (route: RevokeLinksRoute, id: string) =>
  useMutation({
    mutationFn: () => apiFetch(route, { params: { id } }),
  });
