import { CompanyPaths } from '@focal/contracts/companies';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const removeLogo = (id: string) =>
  apiFetch<{ logoUrl: string | null }>(CompanyPaths.logo(id), { method: 'DELETE' });

export const useRemoveLogo = () => useMutation({ mutationFn: removeLogo });
