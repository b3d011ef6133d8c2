/**
 * Payments recorded against issued invoices (issue 33). A payment goes to its invoice's balance
 * (`applied_minor`, added to the invoice's `paid_minor` in the same transaction) and what passes
 * the balance is the client's credit (`credit_minor`). `request_id`, unique per company, makes a
 * record safe to send twice.
 */
import { PAYMENT_METHODS } from '@focal/contracts/invoices/payments';
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, foreignKey, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companyIdColumn, users } from './accounts.ts';
import { at, createdAt, id, updatedAt } from './columns.ts';
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
    /** What its refunds gave back together (never more than the amount). */
    refundedMinor: bigint('refunded_minor', { mode: 'number' }).notNull().default(0),
    /**
     * Paid by card on top of the amount: the studio's card surcharge and the client's tip. Neither
     * pays the invoice nor becomes credit; the card was charged amount + surcharge + tip.
     */
    surchargeMinor: bigint('surcharge_minor', { mode: 'number' }).notNull().default(0),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull().default(0),
    /** What of its credit has since paid the client's other invoices (never more than the credit). */
    creditUsedMinor: bigint('credit_used_minor', { mode: 'number' }).notNull().default(0),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payments_company_request').on(t.companyId, t.requestId),
    uniqueIndex('payments_company_id').on(t.companyId, t.id),
    index('payments_company_invoice').on(t.companyId, t.invoiceId, t.createdAt),
    index('payments_company_received').on(t.companyId, sql`${t.receivedOn} desc`, sql`${t.id} desc`),
    index('payments_company_client').on(t.companyId, t.clientId).where(sql`${t.clientId} is not null`),
    // The list narrowed by a method, or to refunded payments (few), reads only theirs.
    index('payments_company_method_received').on(t.companyId, t.method, sql`${t.receivedOn} desc`, sql`${t.id} desc`),
    index('payments_company_refunded')
      .on(t.companyId, sql`${t.receivedOn} desc`, sql`${t.id} desc`)
      .where(sql`${t.refundedMinor} > 0`),
    check('payments_refunded_within_amount', sql`${t.refundedMinor} between 0 and ${t.amountMinor}`),
    check('payments_parts', sql`${t.amountMinor} > 0 and ${t.appliedMinor} >= 0 and ${t.creditMinor} >= 0 and ${t.appliedMinor} + ${t.creditMinor} = ${t.amountMinor}`),
    check('payments_extras', sql`${t.surchargeMinor} >= 0 and ${t.tipMinor} >= 0`),
    check('payments_credit_used', sql`${t.creditUsedMinor} between 0 and ${t.creditMinor}`),
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

/**
 * A refund of part or all of a payment: what it took from the payment's credit (first) and from
 * what paid the invoice (then). `request_id`, unique per company, records it once.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: id(),
    companyId: companyIdColumn(),
    paymentId: uuid('payment_id').notNull(),
    requestId: uuid('request_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    fromCreditMinor: bigint('from_credit_minor', { mode: 'number' }).notNull(),
    fromAppliedMinor: bigint('from_applied_minor', { mode: 'number' }).notNull(),
    refundedOn: date('refunded_on', { mode: 'string' }).notNull(),
    reason: text('reason').notNull(),
    /**
     * A card payment's refund goes through the provider: pending (its amount held) until the
     * provider answers, then succeeded (applied to the payment and invoice) or failed. Others are
     * recorded succeeded at once.
     */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('succeeded'),
    providerRefundId: text('provider_refund_id'),
    failureCode: text('failure_code'),
    recordedBy: uuid('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_refunds_status', sql`${t.status} in ('pending', 'succeeded', 'failed')`),
    uniqueIndex('payment_refunds_company_request').on(t.companyId, t.requestId),
    index('payment_refunds_company_payment').on(t.companyId, t.paymentId, t.createdAt),
    check(
      'payment_refunds_parts',
      sql`${t.amountMinor} > 0 and ${t.fromCreditMinor} >= 0 and ${t.fromAppliedMinor} >= 0 and ${t.fromCreditMinor} + ${t.fromAppliedMinor} = ${t.amountMinor}`,
    ),
    foreignKey({
      name: 'payment_refunds_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A card payment a client makes from the portal (issue 33), through the payment provider: reserved
 * pending under the invoice's lock, charged with its id as the provider's idempotency key, settled
 * once. A succeeded one records its `payments` row (method online-card) in the settling transaction.
 */
export const cardPayments = pgTable(
  'card_payments',
  {
    id: id(),
    companyId: companyIdColumn(),
    invoiceId: uuid('invoice_id').notNull(),
    /** The paying client; null once that client is deleted (the money's record stays). */
    clientId: uuid('client_id'),
    /** Made once per opened payment dialog: the same id again charges nothing more. */
    requestId: uuid('request_id').notNull(),
    currency: text('currency').notNull(),
    /** What pays the invoice; the card is charged this plus the surcharge and the tip. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    surchargeMinor: bigint('surcharge_minor', { mode: 'number' }).notNull().default(0),
    tipMinor: bigint('tip_minor', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['pending', 'requires_action', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    provider: text('provider', { enum: ['sandbox', 'stripe'] }).notNull(),
    /** The saved card (sandbox); null under Stripe, whose own page takes the card. */
    providerPaymentMethodId: text('provider_payment_method_id'),
    /** The provider's payment (Stripe: the PaymentIntent), once known. */
    providerPaymentId: text('provider_payment_id'),
    /** Stripe: the Checkout Session the client pays on, and the connected account it belongs to. */
    checkoutSessionId: text('checkout_session_id'),
    stripeAccountId: text('stripe_account_id'),
    failureCode: text('failure_code'),
    /** The payment it recorded once it succeeded. */
    paymentId: uuid('payment_id'),
    createdAt: createdAt(),
    settledAt: at('settled_at'),
    /**
     * When the client's receipt was queued (or found to have nobody to go to). A succeeded payment
     * without it is mailed by the sweep: the receipt is made after the payment's commit.
     */
    receiptDoneAt: at('receipt_done_at'),
  },
  (t) => [
    uniqueIndex('card_payments_company_request').on(t.companyId, t.requestId),
    index('card_payments_company_invoice').on(t.companyId, t.invoiceId),
    index('card_payments_company_client').on(t.companyId, t.clientId),
    index('card_payments_company_payment').on(t.companyId, t.paymentId).where(sql`${t.paymentId} is not null`),
    // /payments' pending and failed attempts, newest first (most card payments succeed: few rows).
    index('card_payments_company_unsettled_created')
      .on(t.companyId, sql`${t.createdAt} desc`, sql`${t.id} desc`)
      .where(sql`${t.status} <> 'succeeded'`),
    // The sweep's payments that never ended, across companies.
    index('card_payments_open_created').on(t.createdAt).where(sql`${t.status} in ('pending', 'requires_action')`),
    // The sweep's succeeded payments whose receipt was never queued (few: a process stopped).
    index('card_payments_receipt_missing')
      .on(t.settledAt)
      .where(sql`${t.status} = 'succeeded' and ${t.receiptDoneAt} is null`),
    uniqueIndex('card_payments_checkout_session').on(t.checkoutSessionId).where(sql`${t.checkoutSessionId} is not null`),
    check('card_payments_amount', sql`${t.amountMinor} > 0 and ${t.surchargeMinor} >= 0 and ${t.tipMinor} >= 0`),
    check('card_payments_status', sql`${t.status} in ('pending', 'requires_action', 'succeeded', 'failed')`),
    foreignKey({
      name: 'card_payments_invoice_fk',
      columns: [t.companyId, t.invoiceId],
      foreignColumns: [invoices.companyId, invoices.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'card_payments_client_fk',
      columns: [t.companyId, t.clientId],
      foreignColumns: [clients.companyId, clients.id],
    }).onDelete('set null'),
    foreignKey({
      name: 'card_payments_payment_fk',
      columns: [t.companyId, t.paymentId],
      foreignColumns: [payments.companyId, payments.id],
    }).onDelete('set null'),
  ],
);

/**
 * A company's card payment settings (issue 33): a surcharge on card payments, tips, and the Stripe
 * account its clients pay into when the installation runs Stripe Connect (the state as Stripe last
 * told it: pending until the studio finished onboarding, restricted while Stripe wants more, enabled
 * when it can take charges).
 */
export const companyPaymentSettings = pgTable(
  'company_payment_settings',
  {
    companyId: companyIdColumn().primaryKey(),
    /** In hundredths of a percent: 250 is 2.5 %. 0: no surcharge. */
    surchargeBasisPoints: integer('surcharge_basis_points').notNull().default(0),
    tipsEnabled: boolean('tips_enabled').notNull().default(false),
    stripeAccountId: text('stripe_account_id'),
    stripeAccountState: text('stripe_account_state', { enum: ['pending', 'restricted', 'enabled'] }),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('company_payment_settings_stripe_account')
      .on(t.stripeAccountId)
      .where(sql`${t.stripeAccountId} is not null`),
    check('company_payment_settings_surcharge', sql`${t.surchargeBasisPoints} between 0 and 1000`),
    check(
      'company_payment_settings_stripe_state',
      sql`${t.stripeAccountState} is null or ${t.stripeAccountState} in ('pending', 'restricted', 'enabled')`,
    ),
  ],
);
