/**
 * Payment reminders (issue 33): each company's days before an instalment is due and after it is
 * overdue, and one row per reminder sent, unique per instalment, due day, kind and day count, so a
 * re-run of the scheduler sends nothing twice.
 */
import { sql } from 'drizzle-orm';
import { boolean, date, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { invoices } from './invoices.ts';

export const paymentReminderSettings = pgTable('payment_reminder_settings', {
  companyId: companyIdColumn().primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  /** Days before an instalment's due day a reminder leaves (each once); empty: none. */
  daysBefore: integer('days_before')
    .array()
    .notNull()
    .default(sql`'{3}'::integer[]`),
  /** Days after an unpaid instalment's due day a reminder leaves (each once); empty: none. */
  daysAfter: integer('days_after')
    .array()
    .notNull()
    .default(sql`'{1,7}'::integer[]`),
  updatedAt: updatedAt(),
});

export const paymentRemindersSent = pgTable(
  'payment_reminders_sent',
  {
    id: id(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id').notNull(),
    /** The instalment's position in the invoice's schedule (0 when it has none) and its due day. */
    instalment: integer('instalment').notNull(),
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    kind: text('kind', { enum: ['before', 'after'] }).notNull(),
    days: integer('days').notNull(),
    /** The outbox row of its mail; null when there was nobody to mail (no address). */
    mailId: uuid('mail_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_reminders_sent_once').on(t.companyId, t.invoiceId, t.instalment, t.dueOn, t.kind, t.days),
    index('payment_reminders_sent_invoice').on(t.companyId, t.invoiceId),
    foreignKey({
      name: 'payment_reminders_sent_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
  ],
);
