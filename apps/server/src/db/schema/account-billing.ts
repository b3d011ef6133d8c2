/**
 * The account's own billing, what a studio pays Focal: subscriptions, plans, the subscription's
 * customers, cards, invoices and payments, promo codes, webhooks. A studio's own money (what its
 * clients pay it) is not here.
 */
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns.ts';
import { businessAccounts } from './accounts.ts';

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  businessAccountId: uuid('business_account_id')
    .notNull()
    .unique()
    .references(() => businessAccounts.id),
  planTier: text('plan_tier', { enum: ['STARTER', 'PRO', 'MASTER'] }).notNull(),
  status: text('status', { enum: ['trialing', 'active', 'past_due', 'canceled', 'expired'] }).notNull(),
  billingPeriod: text('billing_period', { enum: ['MONTHLY', 'ANNUAL'] }).notNull(),
  accessTill: at('access_till'),
  /** The promo code applied at checkout and how many more renewals it discounts (null: every one). */
  promoCode: text('promo_code'),
  promoPeriodsLeft: integer('promo_periods_left'),
  /** Stripe's subscription id when the Stripe provider sells it, and the newest event applied to it. */
  providerSubscriptionId: text('provider_subscription_id').unique(),
  providerEventAt: at('provider_event_at'),
  createdAt: createdAt(),
});

/**
 * The plan catalogue: one row per (tier, billing period), seeded by migration 0004 from the contracts'
 * DEFAULT_PLAN_LIMITS; plans/limits.ts reads every limit from here. Price in minor units; limits
 * null = unlimited.
 */
export const plans = pgTable(
  'plans',
  {
    planId: text('plan_id').primaryKey(),
    tier: text('tier', { enum: ['STARTER', 'PRO', 'MASTER'] }).notNull(),
    name: text('name').notNull(),
    billingPeriod: text('billing_period', { enum: ['MONTHLY', 'ANNUAL'] }).notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency').notNull(),
    activeJobs: integer('active_jobs'),
    companies: integer('companies'),
    users: integer('users'),
    bookingForms: integer('booking_forms'),
    contactForms: integer('contact_forms'),
    automations: boolean('automations').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plans_tier_period').on(t.tier, t.billingPeriod)],
);

/*
 * The subscription's payments. Our record of what the payment provider did, as a provider's dashboard keeps it.
 * Account-level, not company-level: every row carries the business account (the one that pays for
 * all its companies) and no company id. Cards are kept as brand + last4 only, never the number.
 */
export const subscriptionCustomers = pgTable('subscription_customers', {
  id: id(),
  businessAccountId: uuid('business_account_id')
    .notNull()
    .unique()
    .references(() => businessAccounts.id),
  provider: text('provider').notNull(),
  providerCustomerId: text('provider_customer_id').notNull(),
  /** The card renewals are charged to. */
  defaultPaymentMethodId: uuid('default_payment_method_id'),
  /** Billing details printed on invoices (the billing-update view edits them). */
  billingEmail: text('billing_email'),
  billingName: text('billing_name'),
  billingAddress: text('billing_address'),
  taxId: text('tax_id'),
  createdAt: createdAt(),
});

export const subscriptionPaymentMethods = pgTable('subscription_payment_methods', {
  id: id(),
  businessAccountId: uuid('business_account_id')
    .notNull()
    .references(() => businessAccounts.id),
  provider: text('provider').notNull(),
  providerPaymentMethodId: text('provider_payment_method_id').notNull().unique(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  createdAt: createdAt(),
});

export const subscriptionInvoices = pgTable(
  'subscription_invoices',
  {
    id: id(),
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    number: text('number').notNull().unique(),
    planId: text('plan_id').notNull(),
    /** What was charged: the plan's price less `discountMinor` (the promo code's). */
    amountMinor: integer('amount_minor').notNull(),
    discountMinor: integer('discount_minor').notNull().default(0),
    promoCode: text('promo_code'),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['paid', 'open', 'void'] }).notNull(),
    periodStart: at('period_start').notNull(),
    periodEnd: at('period_end').notNull(),
    paidAt: at('paid_at'),
    /** Set when paid: the receipt's number. */
    receiptNumber: text('receipt_number').unique(),
    /** The provider's own receipt page (Stripe's hosted invoice); the sandbox's receipts are ours. */
    receiptUrl: text('receipt_url'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_invoices_account').on(t.businessAccountId)],
);

export const subscriptionPayments = pgTable(
  'subscription_payments',
  {
    id: id(),
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => subscriptionInvoices.id),
    paymentMethodId: uuid('payment_method_id').references(() => subscriptionPaymentMethods.id),
    /** The provider's payment intent id (what confirm-payment names); null while the charge is pending. */
    providerPaymentId: text('provider_payment_id').unique(),
    /** The key the provider is charged with: a pending charge is retried with it, never charged twice. */
    idempotencyKey: text('idempotency_key').unique(),
    kind: text('kind', { enum: ['checkout', 'renewal'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', {
      enum: ['pending', 'succeeded', 'failed', 'requires_action', 'canceled'],
    }).notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
  },
  (t) => [index('subscription_payments_account').on(t.businessAccountId)],
);

/**
 * Promo codes (issue 5): `coupon` codes and ambassadors' referral codes (`fpr`), platform-wide like a
 * card network's coupons. Codes are stored upper-case. A discount is a percentage or an amount in
 * the currency's minor units; `duration` once | repeating (for `durationInPeriods` billing periods)
 * | forever, as Stripe's coupons.
 */
export const promoCodes = pgTable('promo_codes', {
  code: text('code').primaryKey(),
  kind: text('kind', { enum: ['coupon', 'referral'] }).notNull(),
  percentOff: integer('percent_off'),
  amountOffMinor: integer('amount_off_minor'),
  currency: text('currency'),
  duration: text('duration', { enum: ['once', 'repeating', 'forever'] }).notNull(),
  durationInPeriods: integer('duration_in_periods'),
  expiresAt: at('expires_at'),
  maxRedemptions: integer('max_redemptions'),
  redemptions: integer('redemptions').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
});

/**
 * Who redeemed which promo code: a code is redeemed once per business account (issue 10 §6),
 * whatever the provider; the primary key holds that even if two deliveries race.
 */
export const promoCodeRedemptions = pgTable(
  'promo_code_redemptions',
  {
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    code: text('code')
      .notNull()
      .references(() => promoCodes.code),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessAccountId, t.code] })],
);

/** Each payment provider's webhook event is applied once: its id is recorded first (issue 5). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  /** The provider's own time of the event, to apply subscription changes in order. */
  eventCreatedAt: at('event_created_at').notNull(),
  receivedAt: createdAt(),
});

/** One answer per (business account, idempotency key): the same key again gets the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.businessAccountId, t.key] })],
);
