import { type PromoCode, PromoCodePaths } from '@focal/contracts/promo-codes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';

export const lookupPromoCode = (code: string) =>
  apiFetch<PromoCode>(PromoCodePaths.lookup.replace(':code', encodeURIComponent(code.trim())));

/** Apply in the promo box: the user's action, with its pending state (the pages' look-ups are queries). */
export const useLookupPromoCode = () => useMutation({ mutationFn: lookupPromoCode });
