import { ApiRoutes } from '@focal/contracts/api-routes';
import type { DeclineQuoteRequest } from '@focal/contracts/quotes/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/** Records that the client declined, with their reason. */
export function useDeclineQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (body: DeclineQuoteRequest) => apiFetch(ApiRoutes.declineQuote, { params: { id }, body }),
    onSuccess: saved,
  });
}
