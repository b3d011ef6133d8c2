import type { ApiRoute } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { handleApiError } from '../../errors/handle-api-error';
import { apiFetch } from '../../http/client';
import { saveBlob } from '../save-blob';

/** The endpoints that answer a document as a PDF, each by its id (a payment's receipt, a sealed contract too). */
export type DocumentPdfRoute = ApiRoute<
  'getQuotePdf' | 'getInvoicePdf' | 'getCreditNotePdf' | 'getPaymentReceipt' | 'getContractPdf'
>;

/**
 * A document's PDF, fetched with the session's token and company (a plain link would carry
 * neither), then saved under `name`. `variables.id` tells a list which row is downloading.
 */
export const useDownloadDocumentPdf = (route: DocumentPdfRoute) =>
  useMutation({
    mutationFn: ({ id }: { id: string; name: string }) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(route, { params: { id }, responseType: 'blob' }) as unknown as Promise<Blob>,
    onSuccess: (blob, { name }) => saveBlob(blob, name),
    onError: (error) => handleApiError(error),
  });
