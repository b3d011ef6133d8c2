import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';
import { saveBlob } from '../../../shared/documents/save-blob';

/**
 * The current version as a PDF, fetched with the session's token and company (a plain link would
 * carry neither), then saved under the quote's number.
 */
export const useDownloadQuotePdf = (id: string) =>
  useMutation({
    mutationFn: (_name: string) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(ApiRoutes.getQuotePdf, { params: { id }, responseType: 'blob' }) as unknown as Promise<Blob>,
    onSuccess: (blob, name) => saveBlob(blob, name),
    onError: (error) => handleApiError(error),
  });
