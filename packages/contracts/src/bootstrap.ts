import { z } from 'zod';
import { envelope } from './envelope.ts';
import { resourceLinkSchema } from './errors.ts';

import { PLAN_TIERS } from './plans.ts';

export { PLAN_TIERS };
export type { PlanTier } from './plans.ts';
export const planTierSchema = z.enum(PLAN_TIERS);

const links = z.record(z.string(), resourceLinkSchema);

export const profileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  name: z.string(),
  email: z.string(),
  currency: z.object({ currencyCode: z.string() }),
  country: z.string().nullable(),
  timeZone: z.string(),
  registeredAt: z.string(),
  resourcesLinks: links,
  preferences: z.object({
    postLogin: z.object({ showPlans: z.boolean() }),
    pendo: z.object({ enabled: z.boolean() }),
    workflowTemplatePermission: z.string(),
  }),
});
export type Profile = z.infer<typeof profileSchema>;

export const currentPlanSchema = z.object({
  planName: z.string(),
  planTier: planTierSchema,
  subscriptionType: z.enum(['TRIAL', 'PAID']),
  billingPeriod: z.enum(['MONTHLY', 'ANNUAL']),
  accessTill: z.string().nullable(),
});

/** The lifecycle of a business account's subscription (issue 5): trialing → active → past_due → canceled | expired. */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const subscriptionSchema = z.object({
  announcements: z.array(z.unknown()),
  resourcesLinks: links,
  currentPlan: currentPlanSchema.nullable(),
  accessTill: z.string().nullable(),
  planId: z.string().nullable(),
  /** COMPLETE_PAYMENT {url} while a renewal failed (past_due). Optional: older fixtures leave it out. */
  actions: links.optional(),
  /** null: the account never had a subscription. */
  status: subscriptionStatusSchema.nullable().optional(),
});

export const bootstrapSchema = z.object({
  profile: profileSchema,
  subscription: subscriptionSchema,
  bootstrapSettings: z.object({ properties: z.record(z.string(), z.unknown()) }),
  authorizedCompany: z.object({
    id: z.string(),
    name: z.string(),
    timeZone: z.string(),
    createdAt: z.string(),
    businessAccount: z.object({ id: z.string(), createdAt: z.string() }),
  }),
  portalAuth: z.object({ token: z.string() }),
  environment: z.object({
    name: z.string(),
    builds: z.object({ web: z.string(), server: z.string() }),
  }),
});
export type Bootstrap = z.infer<typeof bootstrapSchema>;
export const bootstrapResponseSchema = envelope(bootstrapSchema);
