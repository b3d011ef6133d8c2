import { type PromoCode, PromoCodePaths } from '@focal/contracts/promo-codes';
import { apiFetch } from '../../../shared/http/client';

export const lookupPromoCode = (code: string) =>
  apiFetch<PromoCode>(PromoCodePaths.lookup.replace(':code', encodeURIComponent(code.trim())));
