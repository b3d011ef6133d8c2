import { type AdminCreatePromoCode, adminCreatePromoCodeSchema } from '@focal/contracts/admin-catalogue';
import { localToIso } from '../../notifications/lib/local-date-time';
import { amountToMinor } from '../../../../shared/format/format-money';

export type PromoFormValues = {
  code: string;
  kind: 'coupon' | 'referral';
  discountType: 'percent' | 'amount';
  percentOff: number | null;
  /** An amount in `currency` (10.5), sent as minor units. */
  amountOff: number | null;
  currency: string;
  duration: 'once' | 'repeating' | 'forever';
  durationInPeriods: number | null;
  /** `datetime-local` on the administrator's clock; '' never expires. */
  expiresAt: string;
  /** null: no limit. */
  maxRedemptions: number | null;
};

export const emptyPromo = (): PromoFormValues => ({
  code: '',
  kind: 'coupon',
  discountType: 'percent',
  percentOff: null,
  amountOff: null,
  currency: 'USD',
  duration: 'once',
  durationInPeriods: null,
  expiresAt: '',
  maxRedemptions: null,
});

/** The API's field name → the input that shows its message. */
export function promoFieldFor(path: string, values: PromoFormValues): keyof PromoFormValues | null {
  if (path === 'amountOffMinor') return 'amountOff';
  if (path === 'percentOff') return values.discountType === 'amount' ? 'amountOff' : 'percentOff';
  if (path in values) return path as keyof PromoFormValues;
  return null;
}

/**
 * The form's values as the API's body, checked by the contract's schema; `errors` maps the inputs
 * to their messages (a required number left empty is said here, before the schema).
 */
export function promoBody(values: PromoFormValues, texts: { wholeNumber: string; amount: string }) {
  const errors: Partial<Record<keyof PromoFormValues, string>> = {};
  const body: AdminCreatePromoCode = { code: values.code, kind: values.kind, duration: values.duration };
  if (values.discountType === 'percent') {
    if (values.percentOff === null) errors.percentOff = texts.wholeNumber;
    else body.percentOff = values.percentOff;
  } else {
    if (values.amountOff === null) errors.amountOff = texts.amount;
    else body.amountOffMinor = amountToMinor(values.amountOff, values.currency || 'USD');
    body.currency = values.currency;
  }
  if (values.duration === 'repeating') {
    if (values.durationInPeriods === null) errors.durationInPeriods = texts.wholeNumber;
    else body.durationInPeriods = values.durationInPeriods;
  }
  body.expiresAt = localToIso(values.expiresAt);
  body.maxRedemptions = values.maxRedemptions;
  if (Object.keys(errors).length === 0) {
    const checked = adminCreatePromoCodeSchema.safeParse(body);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const field = promoFieldFor(issue.path.join('.'), values);
        if (field) errors[field] ??= issue.message;
      }
    }
  }
  return { body, errors };
}
