import { z } from 'zod';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';
import {
  countryField,
  currencyField,
  emailField,
  passwordField,
  requiredText,
  singleLineText,
  timeZoneField,
  tokenText,
} from './fields.ts';
import { REQUIRED, TERMS_REQUIRED } from './messages.ts';

export const NAME_MAX_LENGTH = 100;
export const COMPANY_NAME_MAX_LENGTH = 150;
export const COMPANY_EMAIL_MAX_LENGTH = 150;

const termsAccepted = z.literal(true, { error: TERMS_REQUIRED });

export const signupRequestSchema = z.strictObject({
  firstName: requiredText(NAME_MAX_LENGTH),
  lastName: requiredText(NAME_MAX_LENGTH),
  email: emailField(),
  password: passwordField,
  companyName: requiredText(COMPANY_NAME_MAX_LENGTH),
  country: countryField,
  currency: currencyField,
  timeZone: timeZoneField,
  termsOfUseAccepted: termsAccepted,
});
export type SignupRequest = z.input<typeof signupRequestSchema>;

/** After sign-up the client shows the thank-you page, with a way to send the email again. */
export const signupResultSchema = z.object({
  email: z.string(),
  resourcesLinks: z.object({
    RESEND_CONFIRMATION: resourceLinkSchema,
    /** Without a mail server: a link to the confirmation mail itself, and to nothing else. */
    DEV_MAILBOX: resourceLinkSchema.optional(),
  }),
});
export type SignupResult = z.infer<typeof signupResultSchema>;
export const signupResponseSchema = envelope(signupResultSchema);

export const loginRequestSchema = z.strictObject({
  email: emailField(),
  password: singleLineText().min(1, REQUIRED).max(1024),
  /**
   * The device token an earlier sign-in of this account gave this browser: its failures then count
   * against this device only, so guessing elsewhere cannot lock it out. Unknown ones are ignored.
   */
  device_token: z.string().max(4096).optional(),
});
export type LoginRequest = z.input<typeof loginRequestSchema>;

export const tokenPairSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;
export const tokenPairResponseSchema = envelope(tokenPairSchema);

/** A sign-in also (re)issues the device token, which the browser keeps for its next sign-in. */
export const loginResultSchema = tokenPairSchema.extend({ device_token: z.string() });
export type LoginResult = z.infer<typeof loginResultSchema>;
export const loginResponseSchema = envelope(loginResultSchema);

export const refreshRequestSchema = z.strictObject({ refresh_token: tokenText(1, 512) });
export const logoutRequestSchema = z.strictObject({
  refresh_token: tokenText(1, 512).optional(),
});

export const forgotRequestSchema = z.strictObject({ email: emailField() });

export const emailTokenSchema = tokenText(16, 256);

export const resetRequestSchema = z.strictObject({
  token: emailTokenSchema,
  password: passwordField,
});

/** Confirms sign-up, a changed email or a changed login, named by the page the link opened. */
export const confirmPurposeSchema = z.enum(['signup', 'change_email', 'change_login']);
export const confirmRequestSchema = z.strictObject({
  token: emailTokenSchema,
  purpose: confirmPurposeSchema,
});
export const confirmResponseSchema = envelope(z.object({ email: z.string() }));

export const instantLoginRequestSchema = z.strictObject({ token: emailTokenSchema });

export const resendQuerySchema = z.strictObject({ token: tokenText(16, 2048) });
