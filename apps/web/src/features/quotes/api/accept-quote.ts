import { ApiRoutes } from '@focal/contracts/api-routes';
import type { AcceptQuoteRequest } from '@focal/contracts/quotes/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/** Records the client's yes (with their choice and schedule): the accepted version is frozen. */
export function useAcceptQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (body: AcceptQuoteRequest) => apiFetch(ApiRoutes.acceptQuote, { params: { id }, body }),
    onSuccess: saved,
  });
}
