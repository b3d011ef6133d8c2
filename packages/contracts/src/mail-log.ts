import { z } from 'zod';
import { envelope } from './envelope.ts';

/** Rows per page of the mail log unless `perPage` says otherwise. */
export const MAIL_LOG_PER_PAGE = 20;

/** Where a message stands: waiting or retrying, accepted by the receiving server, refused for good, given up. */
export const MAIL_LOG_STATUSES = ['queued', 'sent', 'bounced', 'failed'] as const;
export type MailLogStatus = (typeof MAIL_LOG_STATUSES)[number];

export const MAIL_LOG_KINDS = [
  'signup',
  'reset_password',
  'instant_login',
  'change_email',
  'change_login',
  'invitation',
  'admin_invitation',
  'security',
  'studio',
  'smtp_test',
  // Account mail (no company): never in a studio's log, listed so every kind of the outbox is.
  'notice',
  'other',
] as const;

export const mailLogQuerySchema = z.object({
  perPage: z.coerce.number().int().min(1).max(100).default(MAIL_LOG_PER_PAGE),
  /** 1-based; a page past the end answers no rows (and the total). */
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type MailLogQuery = z.input<typeof mailLogQuerySchema>;

export const mailLogEntrySchema = z.object({
  id: z.uuid(),
  to: z.string(),
  subject: z.string(),
  kind: z.enum(MAIL_LOG_KINDS),
  createdAt: z.iso.datetime(),
  status: z.enum(MAIL_LOG_STATUSES),
  /** When the receiving server accepted it, refused it for good, or it was given up; null while queued. */
  statusAt: z.iso.datetime().nullable(),
  /** What went wrong last, in words (the server's answer); null when nothing did. */
  lastError: z.string().nullable(),
  attempts: z.number().int(),
});
export type MailLogEntry = z.infer<typeof mailLogEntrySchema>;

export const mailLogResponseSchema = envelope(
  z.object({ rows: z.array(mailLogEntrySchema), total: z.number().int() }),
);
export type MailLog = z.infer<typeof mailLogResponseSchema>['data'];
