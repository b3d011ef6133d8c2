import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const id = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const at = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    country: text('country'),
    currency: text('currency').notNull(),
    timeZone: text('time_zone').notNull(),
    termsAcceptedAt: at('terms_accepted_at'),
    emailConfirmedAt: at('email_confirmed_at'),
    photoUrl: text('photo_url'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_lower').on(sql`lower(${t.email})`)],
);

/** Owns the subscription and the companies (brands) of one studio business. */
export const businessAccounts = pgTable('business_accounts', {
  id: id(),
  ownerUserId: uuid('owner_user_id')
    .notNull()
    .references(() => users.id),
  createdAt: createdAt(),
});

export const companies = pgTable(
  'companies',
  {
    id: id(),
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    timeZone: text('time_zone').notNull(),
    currency: text('currency').notNull(),
    phone: text('phone'),
    website: text('website'),
    /** { line1, line2, city, region, postalCode, country }, each nullable. */
    address: jsonb('address').$type<CompanyAddress>().notNull().default({}),
    /** Path of the resized logo in file storage. */
    logoPath: text('logo_path'),
    pricesIncludeTax: boolean('prices_include_tax').notNull().default(false),
    taxNumber: text('tax_number'),
    createdAt: createdAt(),
  },
  (t) => [index('companies_business_account').on(t.businessAccountId)],
);

export type CompanyAddress = {
  line1?: string | null;
  line2?: string | null;
  city?: string | null;
  region?: string | null;
  postalCode?: string | null;
  country?: string | null;
};

/** The company's default taxes (the invoices issue applies them); rate in basis points. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('tax_rates_company').on(t.companyId, t.position)],
);

/** An invitation to join a company, accepted at /company/register/{token}. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedByUserId: uuid('invited_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: at('expires_at').notNull(),
    acceptedAt: at('accepted_at'),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_company').on(t.companyId)],
);

/** Long work run by a worker (today: a company import), shown as a banner until dismissed. */
export const backgroundTasks = pgTable(
  'background_tasks',
  {
    id: id(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: ['company_import'] }).notNull(),
    state: text('state', { enum: ['IN_PROGRESS', 'COMPLETED', 'COMPLETED_WITH_ERRORS'] }).notNull(),
    /** What to do, e.g. { sourceCompanyId, types }. */
    payload: jsonb('payload').notNull(),
    /** One entry per step: { type, label, state, copied, failed, error }. */
    items: jsonb('items').notNull().default([]),
    heartbeatAt: at('heartbeat_at'),
    finishedAt: at('finished_at'),
    dismissedAt: at('dismissed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('background_tasks_company').on(t.companyId, t.createdAt)],
);

/**
 * What an import has copied: one row per source row, written in the same transaction as the copy,
 * so a restarted import skips what is done and never copies a row twice.
 */
export const importCopies = pgTable(
  'import_copies',
  {
    taskId: uuid('task_id')
      .notNull()
      .references(() => backgroundTasks.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.taskId, t.type, t.sourceId] })],
);

export const memberships = pgTable(
  'memberships',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['owner', 'member'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.companyId] }), index('memberships_company').on(t.companyId)],
);

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
 * Payments (issue 5). Our record of what the payment provider did, as a provider's dashboard keeps it.
 * Account-level, not company-level: every row carries the business account (the one that pays for
 * all its companies) and no company id. Cards are kept as brand + last4 only, never the number.
 */
export const billingCustomers = pgTable('billing_customers', {
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

export const paymentMethods = pgTable('payment_methods', {
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

export const invoices = pgTable(
  'invoices',
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
  (t) => [index('invoices_account').on(t.businessAccountId)],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    businessAccountId: uuid('business_account_id')
      .notNull()
      .references(() => businessAccounts.id),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    paymentMethodId: uuid('payment_method_id').references(() => paymentMethods.id),
    /** The provider's payment intent id (what confirm-payment names). */
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    kind: text('kind', { enum: ['checkout', 'renewal'] }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['succeeded', 'failed', 'requires_action', 'canceled'] }).notNull(),
    failureCode: text('failure_code'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_account').on(t.businessAccountId)],
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

export const admins = pgTable(
  'admins',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admins_email_lower').on(sql`lower(${t.email})`)],
);

/** Single-use links sent by email (confirm sign-up, reset password, instant login, changes). */
export const emailTokens = pgTable(
  'email_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', {
      enum: ['signup', 'reset_password', 'instant_login', 'change_email', 'change_login'],
    }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The new address, for change_email and change_login. */
    newEmail: text('new_email'),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('email_tokens_user').on(t.userId)],
);

/** A signed-in session: one refresh-token family, and the company it currently works in. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    subjectKind: text('subject_kind', { enum: ['user', 'admin'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'set null' }),
    /** When the company changed (switch, removal from a company): tokens naming the old one are stale. */
    companyChangedAt: at('company_changed_at'),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [
    index('sessions_subject').on(t.subjectId),
    index('sessions_revoked')
      .on(t.revokedAt)
      .where(sql`${t.revokedAt} is not null`),
    index('sessions_company_changed')
      .on(t.companyChangedAt)
      .where(sql`${t.companyChangedAt} is not null`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_session').on(t.sessionId)],
);

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
        'other',
      ],
    })
      .notNull()
      .default('other'),
    /** The row the mail is about (an invitation), so its link dies with that row. */
    refId: uuid('ref_id'),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: at('delivered_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_pending').on(t.deliveredAt, t.createdAt), index('mail_outbox_ref').on(t.refId)],
);

export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * When the account's address was proven for this identity: at once when the provider vouched
     * for the email, else null until the sign-up confirmation (a reset by someone else removes it).
     */
    confirmedAt: at('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** An OAuth sign-up waiting for "Just one more step!": what the provider gave us. */
export const oauthPendingSignups = pgTable('oauth_pending_signups', {
  id: id(),
  provider: text('provider').notNull(),
  subject: text('subject').notNull(),
  email: text('email'),
  emailVerified: boolean('email_verified').notNull().default(false),
  firstName: text('first_name'),
  lastName: text('last_name'),
  tokenHash: text('token_hash').notNull().unique(),
  profile: jsonb('profile'),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  createdAt: createdAt(),
});

/** OAuth authorization requests in flight: state, PKCE verifier and nonce, single use. */
export const oauthStates = pgTable('oauth_states', {
  state: text('state').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});
