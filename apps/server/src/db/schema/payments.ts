/**
 * Payments recorded against issued invoices (issue 33). A payment goes to its invoice's balance
 * (`applied_minor`, added to the invoice's `paid_minor` in the same transaction) and what passes
 * the balance is the client's credit (`credit_minor`). `request_id`, unique per company, makes a
 * record safe to send twice.
 */
import { PAYMENT_METHODS } from '@focal/contracts/invoices/payments';
import { sql } from 'drizzle-orm';
import { bigint, check, date, foreignKey, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { invoices } from './invoices.ts';
import { clients } from './studio.ts';

export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id').notNull(),
    /** The invoice's client when recorded (its credit), null when the invoice had none. */
    clientId: uuid('client_id'),
    requestId: uuid('request_id').notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    appliedMinor: bigint('applied_minor', { mode: 'number' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    reference: text('reference'),
    note: text('note').notNull().default(''),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_company_request').on(t.companyId, t.requestId),
    index('payments_company_invoice').on(t.companyId, t.invoiceId, t.createdAt),
    index('payments_company_received').on(t.companyId, sql`${t.receivedOn} desc`, sql`${t.id} desc`),
    check('payments_parts', sql`${t.amountMinor} > 0 and ${t.appliedMinor} >= 0 and ${t.creditMinor} >= 0 and ${t.appliedMinor} + ${t.creditMinor} = ${t.amountMinor}`),
    foreignKey({
      name: 'payments_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'payments_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('set null'),
  ],
);
