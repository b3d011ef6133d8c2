import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useQuoteSaved } from './use-quote-cache';

/**
 * Sends the current version: it becomes the version the client sees, and unless `email` is false
 * the server mails the main client its PDF and link. The answer says where it went (`mailedTo`, null
 * when nothing was mailed).
 */
export function useSendQuote(id: string) {
  const saved = useQuoteSaved();
  return useMutation({
    mutationFn: (body: { updatedAt: string; email: boolean }) =>
      apiFetch(ApiRoutes.sendQuote, { params: { id }, body }),
    onSuccess: ({ mailedTo: _mailedTo, ...quote }) => saved(quote),
  });
}
