import { z } from 'zod';

/**
 * The shape of the Stripe events Focal applies, checked before anything reaches the database. A
 * signed event proves who sent it, not that its fields fit our columns: an id with a NUL, a
 * 9,000-character invoice number or a `created` in the year 50,000 would make PostgreSQL fail, and
 * Stripe would retry the 500 for days. An event that does not fit is acknowledged and logged
 * (webhook.ts). Only the fields the handlers read are declared; the rest pass unchecked.
 */

/** Stripe's ids: `evt_…`, `sub_…`, `cus_…`, `in_…` (letters, digits, underscores). */
const stripeId = z.string().regex(/^[A-Za-z0-9_]{1,255}$/);
/** A field Stripe sends as an id, or as the object when expanded. */
const ref = z
  .union([stripeId, z.object({ id: stripeId })])
  .transform((value) => (typeof value === 'string' ? value : value.id));
/** Unix seconds, 2001 to 2100: a date PostgreSQL and JavaScript agree on. */
const seconds = z.number().int().min(1_000_000_000).max(4_102_444_800);
const minor = z.number().int().min(0).max(1_000_000_000_000);
const currency = z.string().regex(/^[a-z]{3}$/);
/** Printable text without control characters, bounded. */
const printable = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u);

/** What Focal writes into metadata at checkout; anything else there is ignored. */
const metadata = z
  .object({
    businessAccountId: z.uuid().optional(),
    planId: z
      .string()
      .regex(/^[A-Z_]{1,64}$/)
      .optional(),
    promoCode: z
      .string()
      .regex(/^[A-Z0-9_-]{1,64}$/)
      .optional(),
  })
  .nullish();

const price = z.object({
  unit_amount: minor.nullable(),
  currency,
  recurring: z.object({ interval: z.enum(['day', 'week', 'month', 'year']) }).nullable(),
});

const checkoutSessionSchema = z.object({
  customer: ref.nullish(),
  subscription: ref.nullish(),
  client_reference_id: z.uuid().nullish(),
  metadata,
});

const subscriptionSchema = z.object({
  id: stripeId,
  customer: ref,
  status: z.enum([
    'incomplete',
    'incomplete_expired',
    'trialing',
    'active',
    'past_due',
    'canceled',
    'unpaid',
    'paused',
  ]),
  metadata,
  ended_at: seconds.nullish(),
  /** Before API 2025-03-31 the period end was the subscription's; since, its item's. */
  current_period_end: seconds.optional(),
  items: z.object({
    data: z.array(z.object({ id: stripeId, current_period_end: seconds.optional(), price })).min(1),
  }),
});

const invoiceSchema = z.object({
  id: stripeId,
  number: printable(100).nullish(),
  customer: ref.nullish(),
  currency,
  amount_paid: minor,
  total_discount_amounts: z.array(z.object({ amount: minor })).nullish(),
  /** Before API 2025-03-31 the subscription was the invoice's; since, its parent's. */
  subscription: ref.nullish(),
  parent: z
    .object({
      subscription_details: z.object({ metadata, subscription: ref.nullish() }).nullish(),
    })
    .nullish(),
  lines: z.object({ data: z.array(z.object({ period: z.object({ start: seconds, end: seconds }) })) }),
  period_start: seconds,
  period_end: seconds,
  status_transitions: z.object({ paid_at: seconds.nullish() }).nullish(),
  hosted_invoice_url: z
    .url({ protocol: /^https$/ })
    .max(2000)
    .nullish(),
});

export const eventSchema = z.object({
  id: z.string().regex(/^evt_[A-Za-z0-9_]{1,250}$/),
  type: z.string().regex(/^[a-z_.]{1,100}$/),
  created: seconds,
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export type Subscription = z.infer<typeof subscriptionSchema>;
export type Invoice = z.infer<typeof invoiceSchema>;
export type StripeEvent = z.infer<typeof eventSchema>;

/** The schema of each event type Focal applies; other types are recorded and ignored. */
export const objectSchemas = {
  'checkout.session.completed': checkoutSessionSchema,
  'customer.subscription.created': subscriptionSchema,
  'customer.subscription.updated': subscriptionSchema,
  'customer.subscription.deleted': subscriptionSchema,
  'invoice.paid': invoiceSchema,
  'invoice.payment_failed': invoiceSchema,
} as const;
