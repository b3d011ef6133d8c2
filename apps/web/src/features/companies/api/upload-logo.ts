import { CompanyPaths } from '@focal/contracts/companies';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** The raw image as the body (the server resizes it); the answer is the new logo's address. */
export const uploadLogo = (id: string, file: Blob) =>
  apiFetch<{ logoUrl: string | null }>(CompanyPaths.logo(id), { method: 'PUT', body: file });

export const useUploadLogo = () =>
  useMutation({ mutationFn: ({ id, file }: { id: string; file: Blob }) => uploadLogo(id, file) });
