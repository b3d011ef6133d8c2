import { ApiRoutes } from '@focal/contracts/api-routes';
import type { JobFile } from '@focal/contracts';
import { useMutation } from '@tanstack/react-query';
import { handleApiError } from '../../../shared/errors/handle-api-error';
import { saveBlob } from '../../../shared/documents/save-blob';
import { apiFetch } from '../../../shared/http/client';


/** A download is a mutation too (nothing to refresh): its row's button spins while the file comes. */
export const useDownloadJobFile = (id: string) =>
  useMutation({
    mutationFn: (file: JobFile) =>
      // The contract declares no JSON answer: with 'blob' the client answers the Blob itself.
      apiFetch(ApiRoutes.downloadJobFile, {
        params: { id, fileId: file.id },
        responseType: 'blob',
      }) as unknown as Promise<Blob>,
    onSuccess: (blob, file) => saveBlob(blob, file.name),
    onError: (error) => handleApiError(error),
  });
