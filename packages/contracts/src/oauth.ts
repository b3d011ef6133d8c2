import { z } from 'zod';
import { signupResultSchema, tokenPairSchema } from './auth.ts';
import { envelope } from './envelope.ts';
import {
  countryField,
  currencyField,
  emailField,
  multiLineText,
  timeZoneField,
  tokenText,
} from './fields.ts';
import { TERMS_REQUIRED } from './messages.ts';

/** Sign-up and sign-in with an OAuth 2 / OpenID Connect provider. */

export const providerIdSchema = z.string().regex(/^[a-z0-9][a-z0-9_-]{0,39}$/);

export const oauthProviderSchema = z.object({ id: z.string(), name: z.string(), startUrl: z.string() });
export type OAuthProvider = z.infer<typeof oauthProviderSchema>;
export const oauthProvidersResponseSchema = envelope(z.object({ providers: z.array(oauthProviderSchema) }));

export const oauthProviderParamsSchema = z.strictObject({ providerId: providerIdSchema });

/**
 * What the page at /signup/oauth2/code/{providerId} received from the provider, posted as is.
 * `error` arrives instead of `code` when the user declined; `iss` when the provider sends it (RFC 9207).
 */
export const oauthCallbackRequestSchema = z.strictObject({
  state: tokenText(1, 512),
  code: tokenText(1, 4096).optional(),
  iss: tokenText(0, 2048).optional(),
  error: tokenText(0, 256).optional(),
  error_description: multiLineText().max(2048).optional(),
});
export type OAuthCallbackRequest = z.input<typeof oauthCallbackRequestSchema>;

export const OAUTH_COMPLETE_ACTIONS = ['COMPLETE_OAUTH_SIGN_UP', 'COMPLETE_XERO_SIGN_UP'] as const;
export const oauthCompleteActionSchema = z.enum(OAUTH_COMPLETE_ACTIONS);
export type OAuthCompleteAction = z.infer<typeof oauthCompleteActionSchema>;

/** The fields an OAuth sign-up's "Just one more step!" form may ask for (named as in spec 01 §3). */
export const OAUTH_COMPLETION_FIELDS = [
  'email',
  'country',
  'currency',
  'timezone',
  'termsOfUseAccepted',
] as const;
export const oauthCompletionFieldSchema = z.enum(OAUTH_COMPLETION_FIELDS);
export type OAuthCompletionField = z.infer<typeof oauthCompletionFieldSchema>;

export const oauthPendingSignupSchema = z.object({
  providerId: z.string(),
  action: oauthCompleteActionSchema,
  prefill: z.object({ email: z.string().nullable(), firstName: z.string(), lastName: z.string() }),
  /** What the form must ask; anything else is refused when sent. */
  fields: z.array(oauthCompletionFieldSchema),
});
export type OAuthPendingSignup = z.infer<typeof oauthPendingSignupSchema>;

export const oauthCallbackResponseSchema = envelope(
  z.discriminatedUnion('status', [
    tokenPairSchema.extend({ status: z.literal('signed_in') }),
    oauthPendingSignupSchema.extend({ status: z.literal('needs_completion'), completionToken: z.string() }),
  ]),
);
export type OAuthCallbackResult = z.infer<typeof oauthCallbackResponseSchema>['data'];

export const oauthCompletionTokenSchema = tokenText(16, 256);
export const oauthPendingParamsSchema = z.strictObject({ token: oauthCompletionTokenSchema });
export const oauthPendingResponseSchema = envelope(oauthPendingSignupSchema);

const termsAccepted = z.literal(true, { error: TERMS_REQUIRED });

/** Every field the completion may carry; which of them are required depends on the pending sign-up. */
export const oauthCompleteRequestSchema = z.strictObject({
  token: oauthCompletionTokenSchema,
  email: emailField().optional(),
  country: countryField,
  currency: currencyField,
  timezone: timeZoneField,
  termsOfUseAccepted: termsAccepted,
});
export type OAuthCompleteRequest = z.input<typeof oauthCompleteRequestSchema>;

/**
 * The completion form for one pending sign-up: a listed field is required, an unlisted one refused.
 * The web form and the server both validate with it.
 */
export function oauthCompletionFormSchema(fields: readonly OAuthCompletionField[]) {
  const asks = (field: OAuthCompletionField) => fields.includes(field);
  const notAccepted = z.undefined({ error: 'This field is not accepted here.' });
  return z.strictObject({
    token: oauthCompletionTokenSchema,
    email: asks('email') ? emailField() : notAccepted.optional(),
    country: countryField,
    currency: currencyField,
    timezone: timeZoneField,
    termsOfUseAccepted: termsAccepted,
  });
}

/**
 * Tokens when the provider vouched for the address; otherwise the answer of a password sign-up
 * (confirm your email first): a typed address is unproven until its link is used.
 */
export const oauthCompleteResponseSchema = envelope(z.union([tokenPairSchema, signupResultSchema]));
export type OAuthCompleteResult = z.infer<typeof oauthCompleteResponseSchema>['data'];
