import { ApiRoutes } from '@focal/contracts/api-routes';
import type { CreateQuoteRequest } from '@focal/contracts/quotes/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/** Starts a draft quote for a lead or job. */
export function useCreateQuote() {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (body: CreateQuoteRequest) => apiFetch(ApiRoutes.createQuote, { body }),
    onSuccess: saved,
  });
}
