import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/** Marks the current version as sent: the version the client sees (the mail comes with a later issue). */
export function useSendQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (updatedAt: string) => apiFetch(ApiRoutes.sendQuote, { params: { id }, body: { updatedAt } }),
    onSuccess: saved,
  });
}
