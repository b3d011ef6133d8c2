import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** Issues a draft: its number, the issue day and both parties; mailed to the client when `email`. */
export function useSendInvoice(id: string) {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: { updatedAt: string; email: boolean }) =>
      apiFetch(ApiRoutes.sendInvoice, { params: { id }, body }),
    onSuccess: ({ mailedTo: _mailedTo, ...invoice }) => saved(invoice),
  });
}
