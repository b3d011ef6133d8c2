import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

/** Every link mailed for the quote stops opening it; answers how many did (a new send mails a new one). */
export const useRevokeQuoteLinks = (id: string) =>
  useMutation({
    mutationFn: () => apiFetch(ApiRoutes.revokeQuoteLinks, { params: { id } }),
  });
