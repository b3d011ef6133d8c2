import { z } from 'zod';
import { planTierSchema, subscriptionStatusSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';
import { emailField, scheduledMoment } from './fields.ts';

export const adminMeResponseSchema = envelope(
  z.object({ id: z.string(), email: z.string(), name: z.string() }),
);

/**
 * `status` and `accessTill` let support staff extend a trial or end one (and e2e journeys start from a
 * STARTER trial or an expired one); by default the plan is active with no end date.
 */
export const setPlanRequestSchema = z.strictObject({
  ownerEmail: emailField(),
  planTier: planTierSchema,
  status: subscriptionStatusSchema.default('active'),
  accessTill: scheduledMoment().nullable().default(null),
});
export const setPlanResponseSchema = envelope(
  z.object({ businessAccountId: z.string(), planTier: planTierSchema, status: z.string() }),
);

export const outboxQuerySchema = z.strictObject({
  to: emailField().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
/**
 * What became of the link a mail carries (issue 29 §9): NONE, the mail has none; LIVE, it still
 * works and the body shows it; USED (or ended by a newer link), EXPIRED, or ENDED (revoked, or not
 * traceable): the body shows a short note in its place, never the token.
 */
export const OUTBOX_LINK_STATES = ['NONE', 'LIVE', 'USED', 'EXPIRED', 'ENDED'] as const;
export type OutboxLinkState = (typeof OUTBOX_LINK_STATES)[number];

export const outboxResponseSchema = envelope(
  z.object({
    messages: z.array(
      z.object({
        id: z.string(),
        kind: z.string(),
        to: z.string(),
        subject: z.string(),
        text: z.string(),
        html: z.string(),
        createdAt: z.string(),
        deliveredAt: z.string().nullable(),
        link: z.enum(OUTBOX_LINK_STATES),
      }),
    ),
  }),
);

/** The development mail viewer's one message, opened by the signed link a sign-up or invitation gave. */
export const devMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  createdAt: z.string(),
});
export const devMailQuerySchema = z.strictObject({ token: z.string().min(1).max(2048) });
export const devMailResponseSchema = envelope(devMessageSchema);
