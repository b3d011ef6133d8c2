import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import { apiFetch } from '../../../shared/http/client';
import { multipartFile } from '../../../shared/http/multipart';
import { uploadWithProgress } from '../../../shared/http/upload-with-progress';
import { useJobMutation } from '../hooks/use-job-mutation';

/** Uploads one file (field `file`), reporting its progress; a 452 is sent again through the client. */
export const useUploadJobFile = (id: string, onProgress: (fraction: number) => void) =>
  useJobMutation((file: File) => {
    const body = multipartFile('file', file);
    return uploadWithProgress(fillPath(ApiRoutes.uploadJobFile.path, { id }), body, onProgress, () =>
      apiFetch(ApiRoutes.uploadJobFile, { params: { id }, body }),
    );
  });
