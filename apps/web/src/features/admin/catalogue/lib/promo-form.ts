import { type AdminCreatePromoCode, adminCreatePromoCodeSchema } from '@focal/contracts/admin-catalogue';
import { decimalToMinor } from '../../../../shared/format/format-money';
import { localToIso } from '../../notifications/lib/local-date-time';

export type PromoFormValues = {
  code: string;
  kind: 'coupon' | 'referral';
  discountType: 'percent' | 'amount';
  percentOff: string;
  /** A decimal amount in `currency` ("10.50"), sent as minor units. */
  amountOff: string;
  currency: string;
  duration: 'once' | 'repeating' | 'forever';
  durationInPeriods: string;
  /** `datetime-local` on the administrator's clock; '' never expires. */
  expiresAt: string;
  maxRedemptions: string;
};

export const emptyPromo = (): PromoFormValues => ({
  code: '',
  kind: 'coupon',
  discountType: 'percent',
  percentOff: '',
  amountOff: '',
  currency: 'USD',
  duration: 'once',
  durationInPeriods: '',
  expiresAt: '',
  maxRedemptions: '',
});

const whole = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);
const optionalWhole = (text: string) => (text.trim() === '' ? null : whole(text));

/** The API's field name → the input that shows its message. */
export function promoFieldFor(path: string, values: PromoFormValues): keyof PromoFormValues | null {
  if (path === 'amountOffMinor') return 'amountOff';
  if (path === 'percentOff') return values.discountType === 'amount' ? 'amountOff' : 'percentOff';
  if (path in values) return path as keyof PromoFormValues;
  return null;
}

/**
 * The form's values as the API's body, checked by the contract's schema; `errors` maps the inputs
 * to their messages (numbers that are not numbers are said here, before the schema).
 */
export function promoBody(values: PromoFormValues, texts: { wholeNumber: string; amount: string }) {
  const errors: Partial<Record<keyof PromoFormValues, string>> = {};
  const body: AdminCreatePromoCode = { code: values.code, kind: values.kind, duration: values.duration };
  if (values.discountType === 'percent') {
    body.percentOff = whole(values.percentOff);
    if (Number.isNaN(body.percentOff)) errors.percentOff = texts.wholeNumber;
  } else {
    const minor = decimalToMinor(values.amountOff, values.currency || 'USD');
    if (minor === null) errors.amountOff = texts.amount;
    else body.amountOffMinor = minor;
    body.currency = values.currency;
  }
  if (values.duration === 'repeating') {
    body.durationInPeriods = whole(values.durationInPeriods);
    if (Number.isNaN(body.durationInPeriods)) errors.durationInPeriods = texts.wholeNumber;
  }
  body.expiresAt = localToIso(values.expiresAt);
  body.maxRedemptions = optionalWhole(values.maxRedemptions);
  if (Number.isNaN(body.maxRedemptions)) errors.maxRedemptions = texts.wholeNumber;
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
