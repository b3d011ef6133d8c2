import { type PendingPromoCode, PROMO_QUERY_PARAMS } from '../../shared/promo-codes/promo-codes';

/** The query parameter that asks for a toast, and the toasts it may ask for (spec 01 §2.2). */
const TOASTER_PARAM = 'toaster';
export type ToasterValue = 'subscription_payment_success';
const TOASTER_VALUES = new Set<string>(['subscription_payment_success'] satisfies ToasterValue[]);

export type UrlParamRequests = {
  /** The query string without the handled parameters ('' or '?a=b'). */
  search: string;
  toast: ToasterValue | null;
  promoCodes: PendingPromoCode[];
};

/**
 * What the address asks of the app, and the address without those parameters; null when it asks
 * nothing. A toaster value the app does not know is left in the address, untouched, and so is any
 * toaster when `toasts` is false; empty promo codes are dropped with their parameter.
 */
export function readUrlParams(search: string, { toasts = true } = {}): UrlParamRequests | null {
  const params = new URLSearchParams(search);
  const toaster = toasts ? params.get(TOASTER_PARAM) : null;
  const toast = toaster !== null && TOASTER_VALUES.has(toaster) ? (toaster as ToasterValue) : null;
  const promoParams = Object.keys(PROMO_QUERY_PARAMS).filter((name) => params.has(name));
  if (!toast && promoParams.length === 0) return null;

  const promoCodes: PendingPromoCode[] = [];
  for (const name of promoParams) {
    const code = params.get(name)?.trim();
    if (code) promoCodes.push({ kind: PROMO_QUERY_PARAMS[name]!, code });
    params.delete(name);
  }
  if (toast) params.delete(TOASTER_PARAM);
  const rest = params.toString();
  return { search: rest ? `?${rest}` : '', toast, promoCodes };
}
