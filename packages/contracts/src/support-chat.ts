import { z } from 'zod';
import { subscriptionStatusSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';

/** The chat widget's regions (spec 02 §7): each has its own API base. */
export const CHAT_REGIONS = ['us', 'eu', 'ap'] as const;
export type ChatRegion = (typeof CHAT_REGIONS)[number];

/** What the web needs to load and boot the widget: all from the server's configuration. */
export const chatWidgetSchema = z.object({
  appId: z.string(),
  /** The regional API base the widget talks to (`api_base`). */
  apiBase: z.string(),
  /** The widget's script, loaded once after the signed-in frame has painted. */
  scriptUrl: z.string(),
});

/** Spec 01 §3 "User data sent to chat". */
export const chatUserSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  email: z.string(),
  registeredAt: z.string(),
});

/** Spec 01 §3 "Intercom (chat) company data": the session's company only. */
export const chatCompanySchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  createdAt: z.string(),
  /** The plan's tier (STARTER, PRO, MASTER); null while the account has no subscription. */
  plan: z.string().nullable(),
  jobsCount: z.number().int(),
  invoiceCount: z.number().int(),
  quoteCount: z.number().int(),
  contractCount: z.number().int(),
  questionnaireCount: z.number().int(),
  /** The promo code applied to the account's subscription, if any. */
  companyPromoCode: z.string().nullable(),
  subscriptionStatus: subscriptionStatusSchema.nullable(),
  paymentOptions: z.object({
    paymentMethods: z.object({
      stripe: z.boolean(),
      stripeConnect: z.object({ accountId: z.string().nullable() }),
      paypal: z.boolean(),
      bankTransfer: z.boolean(),
    }),
  }),
});

/** GET {INTERCOM link} → chat data (spec 01 §7). */
export const chatDataSchema = z.object({
  widget: chatWidgetSchema,
  user: chatUserSchema,
  company: chatCompanySchema,
});
export type ChatData = z.infer<typeof chatDataSchema>;
export const chatDataResponseSchema = envelope(chatDataSchema);
