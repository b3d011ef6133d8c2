import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const lookupPromoCode = (code: string) =>
  apiFetch(ApiRoutes.lookupPromoCode, { params: { code: code.trim() } });

/** Apply in the promo box: the user's action, with its pending state (the pages' look-ups are queries). */
export const useLookupPromoCode = () => useMutation({ mutationFn: lookupPromoCode });
