import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { saveBlob } from '../../../shared/documents/save-blob';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { apiFetch } from '../../../shared/http/client';

/** A credit note's PDF, fetched with the session's token and company, saved under its number. */
export const useDownloadCreditNotePdf = () =>
  useMutation({
    mutationFn: (note: { id: string; number: string }) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(ApiRoutes.getCreditNotePdf, { params: { id: note.id }, responseType: 'blob' }) as unknown as Promise<Blob>,
    onSuccess: (blob, note) => saveBlob(blob, `${note.number}.pdf`),
    onError: (error) => handleApiError(error),
  });
