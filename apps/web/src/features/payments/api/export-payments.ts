import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/documents/save-blob';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import type { PaymentFilters } from '../lib/address-filters';

/** The filter's payments as the server writes them (CSV), fetched with the session and saved. */
export const useExportPayments = () =>
  useMutation({
    mutationFn: (filters: PaymentFilters) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(ApiRoutes.exportPayments, { query: filters, responseType: 'blob' }) as unknown as Promise<Blob>,
    onSuccess: (blob) => saveBlob(blob, `payments-${new Date().toISOString().slice(0, 10)}.csv`),
    onError: (error) => handleApiError(error),
  });
