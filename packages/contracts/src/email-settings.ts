import { z } from 'zod';
import { envelope } from './envelope.ts';
import { emailField, multiLineText, requiredText, singleLineText } from './fields.ts';
import { REQUIRED } from './messages.ts';
import { SPF_RESULTS } from './spf-texts.ts';

/**
 * Settings → Email settings (spec 02 §2, §3, §7): the page's layout, how the studio's mail is sent
 * (Focal's sender, its own SMTP server, Gmail), the reply domain, notifications, the signature and
 * the SPF check of the sender domain.
 */

export const EMAIL_MODES = ['focal', 'smtp', 'gmail'] as const;
export const emailModeSchema = z.enum(EMAIL_MODES);
export type EmailMode = z.infer<typeof emailModeSchema>;

/** The page's sections, in page order (GMAIL_REPLIES only where the server has Gmail configured). */
export const EMAIL_SETTINGS_SECTIONS = [
  'EMAIL_PROVIDER',
  'CUSTOM_PROVIDER',
  'GMAIL_REPLIES',
  'REPLY_DOMAIN',
  'NOTIFICATIONS',
  'SIGNATURE',
  'TEMPLATES',
  'MAIL_LOG',
] as const;
export type EmailSettingsSectionKey = (typeof EMAIL_SETTINGS_SECTIONS)[number];

/**
 * What a section's supplied links do. GET loads the section; SAVE writes it; DELETE removes it
 * (SMTP settings, the Gmail connection); SPF is the custom provider's SPF check; UPLOAD_IMAGE and
 * DELETE_IMAGE the signature image; CONNECT completes the Gmail sign-in and UPDATE changes its
 * settings; LIST, CREATE, UPDATE, DELETE, VALIDATE the templates; LIST the mail log.
 */
export const EMAIL_SETTINGS_ACTIONS = [
  'GET',
  'SAVE',
  'DELETE',
  'SPF',
  'UPLOAD_IMAGE',
  'DELETE_IMAGE',
  'CONNECT',
  'UPDATE',
  'LIST',
  'CREATE',
  'VALIDATE',
] as const;
export type EmailSettingsAction = (typeof EMAIL_SETTINGS_ACTIONS)[number];

export const emailSettingsLinkSchema = z.object({
  url: z.string(),
  method: z.enum(['GET', 'POST', 'PUT', 'DELETE']),
});
export type EmailSettingsLink = z.infer<typeof emailSettingsLinkSchema>;

export const emailSettingsSectionSchema = z.object({
  key: z.enum(EMAIL_SETTINGS_SECTIONS),
  links: z.partialRecord(z.enum(EMAIL_SETTINGS_ACTIONS), emailSettingsLinkSchema),
});
export type EmailSettingsSection = z.infer<typeof emailSettingsSectionSchema>;
export const emailSettingsLayoutResponseSchema = envelope(
  z.object({ sections: z.array(emailSettingsSectionSchema) }),
);
export type EmailSettingsLayout = z.infer<typeof emailSettingsLayoutResponseSchema>['data'];

/** The email provider section: the mode in use and what each mode would need. */
export const emailProviderSchema = z.object({
  mode: emailModeSchema,
  /** Focal's sender in focal mode: `"<studio name> via Focal" <MAIL_FROM address>`. */
  focalFrom: z.string(),
  /** Where replies go in focal mode: the reply-domain address when set, else the company's email. */
  focalReplyTo: z.string().nullable(),
  smtpConfigured: z.boolean(),
  /** SMTP settings whose last connection test delivered: only then may the mode become smtp. */
  smtpVerified: z.boolean(),
  gmailConnected: z.boolean(),
});
export type EmailProvider = z.infer<typeof emailProviderSchema>;
export const emailProviderResponseSchema = envelope(emailProviderSchema);
export const setEmailProviderRequestSchema = z.strictObject({ mode: emailModeSchema });
export type SetEmailProviderRequest = z.input<typeof setEmailProviderRequestSchema>;

export const SMTP_SECURITY = ['tls', 'starttls', 'none'] as const;
export const smtpSecuritySchema = z.enum(SMTP_SECURITY);
export type SmtpSecurity = z.infer<typeof smtpSecuritySchema>;
/** The usual port of each security (the form's hint). */
export const SMTP_DEFAULT_PORTS: Record<SmtpSecurity, number> = { tls: 465, starttls: 587, none: 25 };

/** The custom provider section; the password is never sent back, only whether one is stored. */
export const customSmtpSchema = z.object({
  configured: z.boolean(),
  host: z.string().nullable(),
  port: z.number().int().nullable(),
  security: smtpSecuritySchema.nullable(),
  username: z.string().nullable(),
  hasPassword: z.boolean(),
  senderName: z.string().nullable(),
  senderEmail: z.string().nullable(),
  /** ISO time of the last connection test that delivered, or null. */
  verifiedAt: z.string().nullable(),
});
export type CustomSmtp = z.infer<typeof customSmtpSchema>;
export const customSmtpResponseSchema = envelope(customSmtpSchema);

// A host name (letters, digits, hyphens, dots) or an IP literal (IPv6 with colons, no brackets).
const SMTP_HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.?$|^[0-9a-f:.]+$/i;
export const SMTP_HOST_INVALID = 'Enter the server’s name, such as smtp.example.com.';

/**
 * Save the studio's own SMTP server: a test message goes through it first (to testRecipient, the
 * signed-in user's address by default) and the settings are kept only when it was delivered. The
 * password may be left out when one is stored and the host, port, security and username are all
 * unchanged (a stored password is never sent to another listener).
 */
export const saveCustomSmtpRequestSchema = z.strictObject({
  host: singleLineText().trim().min(1, REQUIRED).max(253).regex(SMTP_HOST, SMTP_HOST_INVALID),
  port: z.number().int().min(1).max(65535),
  security: smtpSecuritySchema,
  /** Empty: the server takes mail without signing in. */
  username: singleLineText().trim().max(254),
  password: singleLineText().max(1024).optional(),
  senderName: requiredText(100),
  senderEmail: emailField(),
  testRecipient: emailField().optional(),
});
export type SaveCustomSmtpRequest = z.input<typeof saveCustomSmtpRequestSchema>;

/** Reply domain: the local part of the studio's reply address on Focal's reply domain. */
export const REPLY_USERNAME = /^[a-z0-9](?:[a-z0-9.-]{1,38})[a-z0-9]$/;
export const REPLY_USERNAME_INVALID =
  'Use 3 to 40 lowercase letters, digits, dots or hyphens, starting and ending with a letter or digit.';
export const saveReplyDomainRequestSchema = z.strictObject({
  username: singleLineText().trim().toLowerCase().regex(REPLY_USERNAME, REPLY_USERNAME_INVALID),
});
export type SaveReplyDomainRequest = z.input<typeof saveReplyDomainRequestSchema>;
export const replyDomainSchema = z.object({
  /** The local part, or null while none is chosen. */
  username: z.string().nullable(),
  /** `<username>@<domain>`, or null while none is chosen. */
  replyAddress: z.string().nullable(),
  /** Focal's reply domain (MAIL_REPLY_DOMAIN). */
  domain: z.string(),
});
export type ReplyDomain = z.infer<typeof replyDomainSchema>;
export const replyDomainResponseSchema = envelope(replyDomainSchema);

/** Studio events that email the studio; every one is on until the studio turns it off. */
export const EMAIL_NOTIFICATION_EVENTS = [
  'NEW_LEAD',
  'JOB_BOOKED',
  'QUOTE_ACCEPTED',
  'CONTRACT_SIGNED',
  'INVOICE_PAID',
  'PAYMENT_FAILED',
  'QUESTIONNAIRE_COMPLETED',
] as const;
export type EmailNotificationEvent = (typeof EMAIL_NOTIFICATION_EVENTS)[number];
const notificationEventSchema = z.enum(EMAIL_NOTIFICATION_EVENTS);
export const emailNotificationsSchema = z.object({
  events: z.record(notificationEventSchema, z.boolean()),
  /**
   * The events some feature emails about today: the page offers switches for these only, so a
   * studio never turns on a notice that cannot come.
   */
  sent: z.array(notificationEventSchema),
});
export type EmailNotifications = z.infer<typeof emailNotificationsSchema>;
export const emailNotificationsResponseSchema = envelope(emailNotificationsSchema);
/** Only the events sent change (a form never overwrites what it did not load). */
export const saveEmailNotificationsRequestSchema = z.strictObject({
  events: z.partialRecord(notificationEventSchema, z.boolean()),
});
export type SaveEmailNotificationsRequest = z.input<typeof saveEmailNotificationsRequestSchema>;

/** The signature's HTML as sent (sanitised by the server before it is stored). */
export const SIGNATURE_MAX_LENGTH = 20_000;
export const saveEmailSignatureRequestSchema = z.strictObject({
  bodySignature: multiLineText().max(SIGNATURE_MAX_LENGTH),
});
export type SaveEmailSignatureRequest = z.input<typeof saveEmailSignatureRequestSchema>;
export const emailSignatureSchema = z.object({
  /** The stored, sanitised HTML. */
  bodySignature: z.string(),
  /** The signature image's absolute address, or null. */
  imageUrl: z.string().nullable(),
});
export type EmailSignature = z.infer<typeof emailSignatureSchema>;
export const emailSignatureResponseSchema = envelope(emailSignatureSchema);
/** The signature image: PNG, JPEG, GIF or WebP up to 1 MB, multipart field `file`. */
export const SIGNATURE_IMAGE_MAX_BYTES = 1024 * 1024;
export const SIGNATURE_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;
export const signatureImageResponseSchema = envelope(z.object({ imageUrl: z.string() }));

/** Spec 02 §3 "SMTP status", with what the page shows about the record. */
export const SMTP_STATUSES = ['SPF_ISSUE', 'CONNECTED'] as const;
export const smtpSpfSchema = z.object({
  smtpStatus: z.enum(SMTP_STATUSES),
  /** The server that sends for the studio (its SMTP host, or Focal's / Gmail's). */
  host: z.string(),
  mode: emailModeSchema,
  /** RFC 7208 result; null when nothing was checked (Focal's or Gmail's own domain sends). */
  result: z.enum(SPF_RESULTS).nullable(),
  mechanism: z.string().nullable(),
  explanation: z.string().nullable(),
  /** The domain whose record was judged, and the v=spf1 records it publishes. */
  domain: z.string().nullable(),
  records: z.array(z.string()),
  /** The exact TXT record to publish at `domain`, or null when nothing needs to change. */
  recordToPublish: z.string().nullable(),
});
export type SmtpSpf = z.infer<typeof smtpSpfSchema>;
export const smtpSpfResponseSchema = envelope(smtpSpfSchema);
