import { z } from 'zod';
import { ApiRoutes } from './api-routes.ts';
import { planTierSchema, subscriptionSchema, subscriptionStatusSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';

/** The subscription endpoints: its status, the plans on sale and its announcements (spec 01 §3, §7). */
export const SubscriptionPaths = {
  status: ApiRoutes.getSubscriptionStatus.path,
  plans: ApiRoutes.listPlans.path,
  announcements: ApiRoutes.listAnnouncements.path,
} as const;

/**
 * Pages of Focal the embedded checkout frame shows (the checkout work serves them). COMPLETE_PAYMENT
 * is offered while a renewal failed (past_due) and opens the checkout to finish paying.
 */
export const SubscriptionPages = {
  plans: '/subscription/plans',
  completePayment: '/subscription/checkout?complete=1',
} as const;

export const BILLING_PERIODS = ['MONTHLY', 'ANNUAL'] as const;
export const billingPeriodSchema = z.enum(BILLING_PERIODS);
export type BillingPeriod = z.infer<typeof billingPeriodSchema>;

const links = z.record(z.string(), resourceLinkSchema);

/**
 * The subscription as GET status and bootstrap's `subscription` serve it: the current plan (null
 * once lapsed), access till, links and actions such as COMPLETE_PAYMENT (spec 01 §3).
 */
export const subscriptionDataSchema = subscriptionSchema.extend({
  actions: links,
  status: subscriptionStatusSchema.nullable(),
});
export type SubscriptionData = z.infer<typeof subscriptionDataSchema>;
export const subscriptionStatusResponseSchema = envelope(subscriptionDataSchema);

/** A plan's limits; null = unlimited. */
export const planLimitsSchema = z.object({
  activeJobs: z.number().int().nullable(),
  companies: z.number().int().nullable(),
  users: z.number().int().nullable(),
  bookingForms: z.number().int().nullable(),
  contactForms: z.number().int().nullable(),
  automations: z.boolean(),
});

export const planSchema = z.object({
  planId: z.string(),
  tier: planTierSchema,
  name: z.string(),
  billingPeriod: billingPeriodSchema,
  /** In the currency's minor units (cents). */
  price: z.number().int(),
  currency: z.string(),
  limits: planLimitsSchema,
  /** The plan the business account pays for now (a lapsed subscription or a trial has none). */
  current: z.boolean(),
  /** The plan a live trial tries: buyable, unlike `current` (issue 10 §11). */
  trial: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;
export const planListResponseSchema = envelope(
  z.object({
    plans: z.array(planSchema),
    /**
     * The business account's companies (brands): a plan that allows fewer says so before it is
     * paid for (its `limits.companies`).
     */
    companyCount: z.number().int().min(0),
    /** Which provider sells the plans: the sandbox's card form, or Stripe's hosted checkout. */
    provider: z.enum(['sandbox', 'stripe']),
  }),
);
