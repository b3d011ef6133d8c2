import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailField, optionalText, tokenText } from './fields.ts';

/**
 * Sending a studio's mail through its own Gmail account, signed in through Google's OAuth (spec 02
 * §3 "Gmail reply settings", §4 "Email provider sign-in", §7 "Email settings").
 */

/** The value of `oauthMailProvider` on the address Google sends the browser back to. */
export const GMAIL_OAUTH_MAIL_PROVIDER = 'gmail';
/** The query parameter that marks the return from a mail provider's sign-in (spec 02 §4). */
export const OAUTH_MAIL_PROVIDER_PARAM = 'oauthMailProvider';
export const GMAIL_SENDER_NAME_MAX_LENGTH = 100;

/** What the Gmail section shows: the connection, the reply settings and, to connect, the sign-in address. */
export const gmailConnectionSchema = z.object({
  /** False when this server has no Gmail client configured: the section offers nothing to connect. */
  available: z.boolean(),
  connected: z.boolean(),
  /** The company sends through Gmail now (mode gmail), not only connected. */
  active: z.boolean(),
  /** The signed-in Google account's address, the one mail is sent as. */
  address: z.string().nullable(),
  /** The id of the current connection (a new one at each sign-in); null when not connected. */
  accountCredentialId: z.string().nullable(),
  receiveReplies: z.boolean(),
  senderName: z.string(),
  /** Gmail sends as the signed-in account: always `address`. */
  senderEmail: z.string().nullable(),
  /**
   * Google's sign-in address to open in the same tab (not connected and available; only from
   * GET /api/user/v1/integration/email/gmail, each answer a fresh single-use state of 10 minutes).
   * Google sends the browser back to /settings/email-settings?oauthMailProvider=gmail&code=…&state=…
   */
  signInUrl: z.string().nullable(),
});
export type GmailConnection = z.infer<typeof gmailConnectionSchema>;
export const gmailConnectionResponseSchema = envelope(gmailConnectionSchema);

const replySettings = {
  /** The connection the page loaded: refused (409) when another sign-in replaced it meanwhile. */
  accountCredentialId: z.uuid().nullable().optional(),
  receiveReplies: z.boolean(),
  /** The name recipients see; empty means the company's name. */
  senderName: optionalText(GMAIL_SENDER_NAME_MAX_LENGTH).optional(),
  /** Optional: Gmail sends as the signed-in address, so any other address is refused. */
  senderEmail: z
    .union([z.literal(''), emailField()])
    .nullable()
    .optional(),
};

/** PUT: the reply settings of the connected account. */
export const gmailSettingsRequestSchema = z.strictObject(replySettings);
export type GmailSettingsRequest = z.input<typeof gmailSettingsRequestSchema>;

/** POST: the sign-in's return (`code` and `state` from the address) completes the connection. */
export const gmailConnectRequestSchema = z.strictObject({
  code: tokenText(1, 4096),
  state: tokenText(1, 512),
  ...replySettings,
  receiveReplies: z.boolean().default(false),
});
export type GmailConnectRequest = z.input<typeof gmailConnectRequestSchema>;
