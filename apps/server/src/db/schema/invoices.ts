/**
 * Invoices (issue 32). A draft holds only its content; issuing gives it the company's next number
 * (invoice_numbering's row, locked, so numbers are gapless and unique), its issue day and copies of
 * the studio's and the client's details, after which its figures never change. Links carry
 * company_id in their keys, as the catalogue's and the quotes' do.
 */
import type { InvoiceContent, InvoiceParty } from '@focal/contracts';
import type { CreditLine } from '@focal/contracts/invoices/credit';
import type { TaxTotals } from '@focal/contracts/money/document';
import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
import { quotes } from './quotes.ts';
import { clients, jobs } from './studio.ts';

/** The company's invoice numbering: one row, locked while an invoice is issued. */
export const invoiceNumbering = pgTable('invoice_numbering', {
  companyId: companyIdColumn().primaryKey(),
  pattern: text('pattern').notNull(),
  nextNumber: integer('next_number').notNull(),
  resetYearly: boolean('reset_yearly').notNull(),
  /** The year the counter counts in when it resets yearly (0: it never resets). */
  period: integer('period').notNull().default(0),
  updatedAt: updatedAt(),
});

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    companyId: companyIdColumn(),
    jobId: uuid('job_id').notNull(),
    /** The client it was issued to (the record's main client then): their open balance counts it. */
    clientId: uuid('client_id'),
    /** The quote it was made from (kept if that quote goes). */
    quoteId: uuid('quote_id'),
    /** Stored states; paid, partially paid and overdue are read from the payments and the schedule. */
    status: text('status', { enum: ['draft', 'sent', 'void'] })
      .notNull()
      .default('draft'),
    number: text('number'),
    /** The counter's value and period (year, or 0) the number was made from. */
    numberSeq: integer('number_seq'),
    numberPeriod: integer('number_period'),
    issuedOn: date('issued_on', { mode: 'string' }),
    /** The day the quote was accepted, the booking date of the schedule (else the issue day). */
    bookedOn: date('booked_on', { mode: 'string' }),
    /** The last day anything on it is due, when known (lists sort and filter by it). */
    dueOn: date('due_on', { mode: 'string' }),
    /**
     * The due day of the first instalment not yet paid (null: nothing owed, or not issued): overdue
     * when before today. Rewritten at issue and by the daily refresh (a job's main date moves it).
     */
    nextDueOn: date('next_due_on', { mode: 'string' }),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    content: jsonb('content').$type<InvoiceContent>().notNull(),
    /**
     * The schedule as changed after issue (until its first instalment is paid); null: the issued
     * content's own. Apart from `content` because the issued content is frozen.
     */
    scheduleOverride: jsonb('schedule_override').$type<ScheduleRule>(),
    title: text('title').notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    /** Recorded payments (the next issue records them). */
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    /** What its credit notes credit together: the balance is total − paid − credited. */
    creditedMinor: bigint('credited_minor', { mode: 'number' }).notNull().default(0),
    seller: jsonb('seller').$type<InvoiceParty>(),
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    sentAt: at('sent_at'),
    viewedAt: at('viewed_at'),
    voidedAt: at('voided_at'),
    voidReason: text('void_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Credit notes never credit more than the invoice (the service's rule; the database's too).
    check('invoices_credited_within_total', sql`${t.creditedMinor} between 0 and ${t.totalMinor}`),
    uniqueIndex('invoices_company_id').on(t.companyId, t.id),
    // Gapless is the lock's work; unique is also the database's.
    uniqueIndex('invoices_company_number').on(t.companyId, t.number).where(sql`${t.number} is not null`),
    // "Is a number at or past this one issued in the period?" (a lowered counter would repeat it).
    index('invoices_company_sequence')
      .on(t.companyId, t.numberPeriod, t.numberSeq)
      .where(sql`${t.numberSeq} is not null`),
    // The list, newest first, and a record's documents.
    index('invoices_company_created').on(t.companyId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    index('invoices_company_job').on(t.companyId, t.jobId, t.createdAt),
    // What is owed, by when: the overdue filter and the longest overdue in their order. The sums
    // of what is owed are invoice_owed_days' (running-counts.ts): summed here they took 80-300 ms.
    index('invoices_company_owed')
      .on(t.companyId, t.nextDueOn, t.id)
      .where(sql`${t.status} = 'sent' and ${t.totalMinor} - ${t.paidMinor} - ${t.creditedMinor} > 0`),
    foreignKey({
      name: 'invoices_job_fk',
      columns: [t.companyId, t.jobId],
      foreignColumns: [jobs.companyId, jobs.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'invoices_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('set null'),
    index('invoices_company_client').on(t.companyId, t.clientId).where(sql`${t.clientId} is not null`),
    foreignKey({
      name: 'invoices_quote_fk',
      columns: [t.companyId, t.quoteId],
      foreignColumns: [quotes.companyId, quotes.id],
    }).onDelete('set null'),
  ],
);

/** The company's credit note numbering (its own gapless series): one row, locked while a note is issued. */
export const creditNoteNumbering = pgTable('credit_note_numbering', {
  companyId: companyIdColumn().primaryKey(),
  pattern: text('pattern').notNull(),
  nextNumber: integer('next_number').notNull(),
  resetYearly: boolean('reset_yearly').notNull(),
  period: integer('period').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * A credit note: part or all of an issued invoice credited, issued when it is made (a number, a
 * day, the invoice's parties), and never changed afterwards (migration's trigger). Amounts are
 * positive and mean "credited".
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id').notNull(),
    number: text('number').notNull(),
    numberSeq: integer('number_seq').notNull(),
    numberPeriod: integer('number_period').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    currency: text('currency').notNull(),
    pricesIncludeTax: boolean('prices_include_tax').notNull(),
    reason: text('reason').notNull(),
    lines: jsonb('lines').$type<CreditLine[]>().notNull(),
    taxes: jsonb('taxes').$type<TaxTotals[]>().notNull(),
    netMinor: bigint('net_minor', { mode: 'number' }).notNull(),
    taxMinor: bigint('tax_minor', { mode: 'number' }).notNull(),
    totalMinor: bigint('total_minor', { mode: 'number' }).notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_company_number').on(t.companyId, t.number),
    index('credit_notes_company_sequence').on(t.companyId, t.numberPeriod, t.numberSeq),
    index('credit_notes_company_invoice').on(t.companyId, t.invoiceId, t.createdAt),
    foreignKey({
      name: 'credit_notes_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
  ],
);
