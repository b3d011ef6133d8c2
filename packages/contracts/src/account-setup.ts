import { z } from 'zod';
import {
  countryField,
  currencyField,
  emailField,
  passwordField,
  singleLineText,
  timeZoneField,
} from './fields.ts';
import { PASSWORDS_DIFFER, REQUIRED, TERMS_REQUIRED } from './messages.ts';
import { envelopeWithExtras } from './response-extras.ts';

export * from './account-setup-links.ts';

/** The fields the complete-sign-up form ('Just one more step!') may ask for (spec 01 §3 names them). */
export const ACCOUNT_SETUP_FIELDS = [
  'email',
  'password',
  'confirmPassword',
  'country',
  'currency',
  'timezone',
  'termsOfUseAccepted',
] as const;
export const accountSetupFieldSchema = z.enum(ACCOUNT_SETUP_FIELDS);
export type AccountSetupField = z.infer<typeof accountSetupFieldSchema>;

export const accountSetupSchema = z.object({
  /** What the form must ask; each is required, anything else is refused when sent. */
  fields: z.array(accountSetupFieldSchema),
  prefill: z.object({
    email: z.string(),
    firstName: z.string(),
    country: z.string().nullable(),
    currency: z.string(),
    timezone: z.string(),
  }),
});
export type AccountSetup = z.infer<typeof accountSetupSchema>;
export const accountSetupResponseSchema = envelopeWithExtras(accountSetupSchema);

const confirmPasswordField = singleLineText().min(1, REQUIRED).max(1024);
const termsAccepted = z.literal(true, { error: TERMS_REQUIRED });

/** Every field the form may carry; which are required depends on the account (see the form schema). */
export const completeSignUpRequestSchema = z.strictObject({
  email: emailField().optional(),
  password: passwordField.optional(),
  confirmPassword: confirmPasswordField.optional(),
  country: countryField.optional(),
  currency: currencyField.optional(),
  timezone: timeZoneField.optional(),
  termsOfUseAccepted: termsAccepted.optional(),
});
export type CompleteSignUpRequest = z.input<typeof completeSignUpRequestSchema>;

/**
 * The complete-sign-up form for one account: a listed field is required, an unlisted one refused,
 * and the two passwords must match (spec 01 §5). The web form and the server both validate with it.
 */
export function completeSignUpFormSchema(fields: readonly AccountSetupField[]) {
  const asks = (field: AccountSetupField) => fields.includes(field);
  const notAccepted = z.undefined({ error: 'This field is not accepted here.' }).optional();
  return z
    .strictObject({
      email: asks('email') ? emailField() : notAccepted,
      password: asks('password') ? passwordField : notAccepted,
      confirmPassword: asks('confirmPassword') ? confirmPasswordField : notAccepted,
      country: asks('country') ? countryField : notAccepted,
      currency: asks('currency') ? currencyField : notAccepted,
      timezone: asks('timezone') ? timeZoneField : notAccepted,
      termsOfUseAccepted: asks('termsOfUseAccepted') ? termsAccepted : notAccepted,
    })
    .refine((form) => !asks('confirmPassword') || form.password === form.confirmPassword, {
      message: PASSWORDS_DIFFER,
      path: ['confirmPassword'],
      // Also when another field failed: the form shows every message at once.
      when: ({ value }) => {
        const form = value as { password?: unknown; confirmPassword?: unknown } | null;
        return typeof form?.password === 'string' && typeof form.confirmPassword === 'string';
      },
    });
}

export const completeSignUpResponseSchema = envelopeWithExtras(z.null());

/** Quick Account Update: the country is required (spec 01 §5). */
export const saveCountryRequestSchema = z.strictObject({ country: countryField });
export type SaveCountryRequest = z.input<typeof saveCountryRequestSchema>;
export const saveCountryResponseSchema = envelopeWithExtras(z.null());
