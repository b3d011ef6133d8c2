import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The raw image as the body (the server resizes it); the answer is the new logo's address. */
const uploadLogo = (id: string, file: Blob) => apiFetch(ApiRoutes.uploadLogo, { params: { id }, body: file });

export const useUploadLogo = () =>
  useMutation({ mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadLogo(id, file) });
