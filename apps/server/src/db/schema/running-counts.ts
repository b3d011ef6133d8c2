/**
 * Figures the dashboard reads at every visit, kept by triggers (migration 0039) in the transaction
 * that changes what they count, whatever writes it (the modules, imports, seeds, cascades): counted
 * or summed at each read, a large studio's (200,000 jobs, 100,000 invoices) took 70-300 ms each on
 * the embedded database. docs/decisions/money-owed-and-overdue.md says more; payment_day_totals
 * (migration 0041) is /payments' in docs/decisions/recorded-payments.md.
 */
import { PAYMENT_METHODS, PAYMENT_STATES } from '@focal/contracts/invoices/payments';
import { bigint, date, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn } from './accounts.ts';

/**
 * How many leads and jobs a company has by stage, status and pipeline stage (null: none). No key to
 * lead_stages: a stage's kind is read at each read, and a deleted stage's jobs move (set null) first.
 */
export const jobCounts = pgTable(
  'job_counts',
  {
    companyId: companyIdColumn(),
    stage: text('stage', { enum: ['lead', 'job'] }).notNull(),
    status: text('status', { enum: ['active', 'completed', 'archived'] }).notNull(),
    leadStageId: uuid('lead_stage_id'),
    jobs: integer('jobs').notNull(),
  },
  (t) => [unique('job_counts_key').on(t.companyId, t.stage, t.status, t.leadStageId).nullsNotDistinct()],
);

/**
 * What a company is owed, by next due day (null: none known yet): its owed invoices (sent, with a
 * balance) counted and their balances summed. A day that nothing is owed on any more has no row.
 */
export const invoiceOwedDays = pgTable(
  'invoice_owed_days',
  {
    companyId: companyIdColumn(),
    dueOn: date('due_on', { mode: 'string' }),
    invoices: integer('invoices').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull(),
  },
  (t) => [unique('invoice_owed_days_key').on(t.companyId, t.dueOn).nullsNotDistinct()],
);

/**
 * A company's recorded payments by day received, method, state and currency: counted, and their
 * amounts, credit and refunds summed (/payments' totals). The state is read from the refunded part
 * as a payment's is (none: paid; all: refunded; else partially refunded), so a refund moves the
 * payment to another row. A key with no payments left has no row.
 */
export const paymentDayTotals = pgTable(
  'payment_day_totals',
  {
    companyId: companyIdColumn(),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    state: text('state', { enum: PAYMENT_STATES }).notNull(),
    currency: text('currency').notNull(),
    payments: integer('payments').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    creditMinor: bigint('credit_minor', { mode: 'number' }).notNull(),
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'payment_day_totals_key', columns: [t.companyId, t.receivedOn, t.method, t.state, t.currency] }),
  ],
);
