import { ApiRoutes } from '@focal/contracts/api-routes';
import type { ChangeInvoiceScheduleRequest } from '@focal/contracts/invoices/api';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { useInvoiceSaved } from './use-invoice-cache';

/** A sent invoice's new schedule (until its first instalment is paid in full). */
export function useChangeSchedule(id: string) {
  const saved = useInvoiceSaved();
  return useMutation({
    mutationFn: (body: ChangeInvoiceScheduleRequest) =>
      apiFetch(ApiRoutes.changeInvoiceSchedule, { params: { id }, body }),
    onSuccess: (invoice) => saved(invoice),
  });
}
