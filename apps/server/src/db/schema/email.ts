/**
 * Email settings (issue 16): how each company sends its mail, its signature, its templates. The
 * mail log is the outbox itself (platform.ts): a studio's rows carry its company id.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies } from './accounts.ts';

/**
 * One row per company that changed anything; no row means Focal's own sender, no signature.
 * `mode` picks the transport; the SMTP and Gmail columns stay while another mode is chosen, so
 * switching back does not ask for the password again. Secrets are sealed (AES-256-GCM, the
 * company id as additional data): a copy of the database alone opens none.
 */
export const companyEmailSettings = pgTable(
  'company_email_settings',
  {
    companyId: uuid('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['focal', 'smtp', 'gmail'] })
      .notNull()
      .default('focal'),
    smtpHost: text('smtp_host'),
    smtpPort: integer('smtp_port'),
    /** 'tls': TLS from the first byte (465); 'starttls': upgrade required (587); 'none': plain. */
    smtpSecurity: text('smtp_security', { enum: ['tls', 'starttls', 'none'] }),
    smtpUser: text('smtp_user'),
    smtpPasswordSealed: text('smtp_password_sealed'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    /** When the last connection test through these SMTP settings delivered. */
    smtpVerifiedAt: at('smtp_verified_at'),
    /**
     * Who saved the SMTP settings / connected Gmail (issue 29 §5): removing that member from the
     * company resets them. No foreign key: the id must outlive the user row it names.
     */
    smtpConfiguredBy: uuid('smtp_configured_by'),
    gmailConnectedBy: uuid('gmail_connected_by'),
    gmailAddress: text('gmail_address'),
    gmailRefreshTokenSealed: text('gmail_refresh_token_sealed'),
    gmailAccountCredentialId: uuid('gmail_account_credential_id'),
    gmailReceiveReplies: boolean('gmail_receive_replies').notNull().default(false),
    gmailSenderName: text('gmail_sender_name'),
    /** The local part of the company's reply address on Focal's reply domain. */
    replyUsername: text('reply_username'),
    /** Which studio events email the studio: { [event]: boolean }; absent keys take the default. */
    notifications: jsonb('notifications').$type<Record<string, boolean>>().notNull().default({}),
    signatureHtml: text('signature_html').notNull().default(''),
    /** Shared-file path of the signature image (storage/shared-files.ts), or null. */
    signatureImagePath: text('signature_image_path'),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('company_email_settings_reply_username').on(sql`lower(${t.replyUsername})`)],
);

/** A company's email templates: a name, a subject and an HTML body with {{merge_field}} tags. */
export const emailTemplates = pgTable(
  'email_templates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    subject: text('subject').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [index('email_templates_company_name').on(t.companyId, t.name)],
);
