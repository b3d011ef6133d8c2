/** Cross-cutting tables: announcements, rate-limit events, the mail outbox. */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { companies, users } from './accounts.ts';

/**
 * Subscription announcements (spec 01 §3, §4.6; issue 5), platform-wide. `audience` chooses the
 * accounts that see one; `variants` holds the platform variants (web, mobile, app.ios, app.android)
 * whose HTML may name {daysLeft}, {planName}, {feature} and {max}, filled in per account.
 */
export const announcements = pgTable('announcements', {
  id: id(),
  key: text('key').notNull().unique(),
  audience: text('audience', {
    enum: ['ALL', 'TRIALING', 'PAST_DUE', 'NEAR_LIMIT'],
  }).notNull(),
  variants: jsonb('variants').notNull(),
  priority: integer('priority').notNull().default(0),
  startsAt: at('starts_at'),
  endsAt: at('ends_at'),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/** Failed attempts and other counted events, for rate limits shared by every API process. */
export const rateLimitEvents = pgTable(
  'rate_limit_events',
  {
    id: id(),
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('rate_limit_events_lookup').on(t.bucket, t.key, t.createdAt)],
);

/** A file a mail carries: its name in the mail, its path in file storage, its type. */
export type MailAttachment = { fileName: string; path: string; contentType: string };

/** Transactional outbox: written with the change that causes the mail, delivered by a job. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text_body').notNull(),
    html: text('html_body').notNull(),
    /**
     * What the mail is for. Only `signup` and `invitation` mails are ever shown through a development
     * mailbox link; reset, address-change and sign-in mails are read by an administrator alone.
     */
    kind: text('kind', {
      enum: [
        'signup',
        'reset_password',
        'instant_login',
        'change_email',
        'change_login',
        'invitation',
        'admin_invitation',
        /** Two-factor turned on or off, a recovery, a password changed: told to the user, no link. */
        'security',
        /** A studio's mail to its client (a template, a quote, an invoice): sent as the company. */
        'studio',
        /** The connection test of a company's SMTP settings. */
        'smtp_test',
        /** Focal telling a studio's owners of an event (a quote accepted, an invoice paid): account mail. */
        'notice',
        'other',
      ],
    })
      .notNull()
      .default('other'),
    /** The row the mail is about (an invitation), so its link dies with that row. */
    refId: uuid('ref_id'),
    /** The company that sends it (studio mail) or whose log shows it; null for account mail. */
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The caller's key for one message: queueing the same key twice gives the first row back. */
    idempotencyKey: text('idempotency_key'),
    replyTo: text('reply_to'),
    /** The client and the lead or job a studio mail is about: their profiles list it. */
    clientId: uuid('client_id'),
    jobId: uuid('job_id'),
    /** Files sent with it (a quote's or invoice's PDF), kept in file storage under `private/`. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    /** The receiving server refused the recipient for good (5xx): no more attempts. */
    bouncedAt: at('bounced_at'),
    /** Attempts ran out, or the settings can no longer send: no more attempts. */
    failedAt: at('failed_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('mail_outbox_pending').on(t.deliveredAt, t.createdAt),
    index('mail_outbox_ref').on(t.refId),
    index('mail_outbox_company').on(t.companyId, t.createdAt),
    index('mail_outbox_client')
      .on(t.clientId, t.createdAt)
      .where(sql`${t.clientId} is not null`),
    index('mail_outbox_job')
      .on(t.jobId, t.createdAt)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex('mail_outbox_idempotency').on(t.idempotencyKey),
  ],
);
