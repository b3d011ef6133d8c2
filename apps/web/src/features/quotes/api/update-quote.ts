import { ApiRoutes } from '@focal/contracts/api-routes';
import type { UpdateQuoteRequest } from '@focal/contracts/quotes/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/** Replaces the content on the version loaded (changed since: StaleVersion); a sent quote gets a new version. */
export function useUpdateQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (body: UpdateQuoteRequest) => apiFetch(ApiRoutes.updateQuote, { params: { id }, body }),
    onSuccess: saved,
  });
}
