import {
  type OAuthCompletionField,
  oauthCompletionFormSchema,
  type OAuthPendingSignup,
} from '@focal/contracts/oauth';
import { currencyForCountry } from '../../../shared/locale/currency-by-country';
import { browserCountry, browserTimeZone, supportedCurrencies } from '../../../shared/locale/locale-options';

/** The form holds the terms as a plain checkbox value, false until ticked. */
export type CompletionValues = {
  token: string;
  email?: string;
  country?: string;
  currency?: string;
  timezone?: string;
  termsOfUseAccepted: boolean;
};

const OPTIONAL_WHEN_UNLISTED = ['country', 'currency', 'timezone', 'termsOfUseAccepted'] as const;

/**
 * The contract's form schema for this pending sign-up. Spec 01 §5: each field is required only when
 * it is on the form, so what the server did not list is optional here (and is not sent).
 */
export function completionSchema(fields: readonly OAuthCompletionField[]) {
  const unlisted = OPTIONAL_WHEN_UNLISTED.filter((field) => !fields.includes(field));
  const mask: Partial<Record<(typeof OPTIONAL_WHEN_UNLISTED)[number], true>> = Object.fromEntries(
    unlisted.map((field) => [field, true]),
  );
  return oauthCompletionFormSchema(fields).partial(mask);
}

/** The listed fields, started from the browser's country, its currency and time zone. */
export function initialValues(token: string, pending: OAuthPendingSignup): CompletionValues {
  const country = browserCountry();
  const defaults: Omit<CompletionValues, 'token'> = {
    email: pending.prefill.email ?? '',
    country,
    currency: currencyForCountry(country, supportedCurrencies()),
    timezone: browserTimeZone(),
    termsOfUseAccepted: false,
  };
  const values: CompletionValues = { token, termsOfUseAccepted: false };
  for (const field of pending.fields) Object.assign(values, { [field]: defaults[field] });
  return values;
}

/** The token and only the listed fields: the server refuses any other. */
export function completionBody(values: CompletionValues, fields: readonly OAuthCompletionField[]) {
  const body: Record<string, unknown> = { token: values.token };
  for (const field of fields) body[field] = values[field];
  return body;
}
