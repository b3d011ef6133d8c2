import { z } from 'zod';
import {
  ANNOUNCEMENT_ACTION_METHODS,
  announcementSchema,
  announcementVariantSchema,
} from './announcements.ts';
import { planTierSchema } from './bootstrap.ts';
import { envelope } from './envelope.ts';
import { currencyField, multiLineText, requiredText, scheduledMoment, singleLineText } from './fields.ts';
import { promoCodeInputSchema, promoCodeSchema } from './promo-codes.ts';
import { billingPeriodSchema, planLimitsSchema } from './subscription.ts';

/**
 * The catalogue in the administrator console: plans (limits and prices), promo codes (create,
 * expire, list with redemptions) and subscription announcements (per platform variant and audience,
 * scheduled by startsAt/endsAt). Money is integer minor units.
 */

const isoDateTime = scheduledMoment();
const endAfterStart = 'The end must come after the start';

/* Plans */

export const adminPlanSchema = z.object({
  planId: z.string(),
  tier: planTierSchema,
  name: z.string(),
  billingPeriod: billingPeriodSchema,
  priceMinor: z.number().int(),
  currency: z.string(),
  /** null = unlimited. */
  limits: planLimitsSchema,
  /** An inactive plan is not offered for sale; accounts already on it keep it. */
  active: z.boolean(),
});
export type AdminPlan = z.infer<typeof adminPlanSchema>;
export const adminPlanResponseSchema = envelope(adminPlanSchema);
export const adminPlanListResponseSchema = envelope(z.object({ plans: z.array(adminPlanSchema) }));
export const adminPlanParamsSchema = z.strictObject({
  planId: singleLineText().regex(/^[A-Z_]{1,40}$/, 'Not a plan'),
});

const MAX_LIMIT = 100_000;
/** A counted limit: a whole number, or null for unlimited. */
const limit = (min: number) => z.number().int().min(min).max(MAX_LIMIT).nullable();

/**
 * A plan's change: only the fields sent are changed (a form never overwrites what it did not
 * load), at least one. Every account has its one company and its one user, so those limits are at
 * least 1.
 */
export const adminUpdatePlanSchema = z
  .strictObject({
    name: requiredText(60).optional(),
    priceMinor: z.number().int().min(0).max(100_000_000).optional(),
    limits: z
      .strictObject({
        activeJobs: limit(0).optional(),
        companies: limit(1).optional(),
        users: limit(1).optional(),
        bookingForms: limit(0).optional(),
        contactForms: limit(0).optional(),
        automations: z.boolean().optional(),
      })
      .optional(),
    active: z.boolean().optional(),
  })
  .refine((p) => Object.values(p).some((v) => v !== undefined), 'Change at least one field');
export type AdminUpdatePlan = z.input<typeof adminUpdatePlanSchema>;

/* Promo codes */

export const PROMO_CODE_STATES = ['ACTIVE', 'EXPIRED', 'EXHAUSTED'] as const;

export const adminPromoCodeSchema = promoCodeSchema.extend({
  maxRedemptions: z.number().int().nullable(),
  /** How many business accounts redeemed it. */
  redemptions: z.number().int(),
  /** EXPIRED: past its expiry (or withdrawn); EXHAUSTED: max redemptions reached. */
  state: z.enum(PROMO_CODE_STATES),
  createdAt: z.string(),
});
export type AdminPromoCode = z.infer<typeof adminPromoCodeSchema>;
export const adminPromoCodeResponseSchema = envelope(adminPromoCodeSchema);
export const adminPromoCodeListResponseSchema = envelope(
  z.object({ promoCodes: z.array(adminPromoCodeSchema) }),
);
export const adminPromoCodeParamsSchema = z.strictObject({ code: promoCodeInputSchema });

/** Letters, digits, '-' and '_' (what a person can read out and type); stored upper-case. */
const newCode = singleLineText()
  .trim()
  .regex(/^[A-Za-z0-9_-]{3,32}$/, 'Use 3 to 32 letters, digits, - or _')
  .transform((code) => code.toUpperCase());

export const adminCreatePromoCodeSchema = z
  .strictObject({
    code: newCode,
    kind: z.enum(['coupon', 'referral']),
    percentOff: z.number().int().min(1).max(100).optional(),
    amountOffMinor: z.number().int().min(1).max(100_000_000).optional(),
    currency: currencyField.optional(),
    duration: z.enum(['once', 'repeating', 'forever']),
    durationInPeriods: z.number().int().min(1).max(120).optional(),
    expiresAt: isoDateTime
      .refine((v) => Date.parse(v) > Date.now(), 'Choose a time in the future')
      .nullable()
      .optional(),
    maxRedemptions: z.number().int().min(1).max(1_000_000).nullable().optional(),
  })
  .refine((p) => (p.percentOff === undefined) !== (p.amountOffMinor === undefined), {
    message: 'Give either a percentage or an amount off',
    path: ['percentOff'],
  })
  .refine((p) => p.amountOffMinor === undefined || p.currency !== undefined, {
    message: 'Choose the currency of the amount',
    path: ['currency'],
  })
  .refine((p) => p.amountOffMinor !== undefined || p.currency === undefined, {
    message: 'A currency goes with an amount off only',
    path: ['currency'],
  })
  .refine((p) => (p.duration === 'repeating') === (p.durationInPeriods !== undefined), {
    message: 'Give the number of payments for a repeating code, and only for one',
    path: ['durationInPeriods'],
  });
export type AdminCreatePromoCode = z.input<typeof adminCreatePromoCodeSchema>;

export const adminPromoRedemptionSchema = z.object({
  businessAccountId: z.string(),
  ownerEmail: z.string(),
  createdAt: z.string(),
});
export const adminPromoRedemptionListResponseSchema = envelope(
  z.object({ redemptions: z.array(adminPromoRedemptionSchema) }),
);

/* Announcements */

export const ANNOUNCEMENT_AUDIENCES = ['ALL', 'TRIALING', 'PAST_DUE', 'NEAR_LIMIT'] as const;
/** MANUAL is left out: the app drops an announcement with a MANUAL action, so it would never show. */
export const ADMIN_ANNOUNCEMENT_METHODS = ANNOUNCEMENT_ACTION_METHODS.filter((m) => m !== 'MANUAL') as [
  'NEW_WINDOW',
  'SAME_WINDOW',
  'OPEN_PLANS',
];

// An app path ('/subscription/plans?planTier={upgradeTier}') or an http(s) address; never '//host'.
const actionUrl = singleLineText()
  .trim()
  .max(500)
  .refine(
    (v) => /^\/(?!\/)\S*$/.test(v) || (/^https?:\/\/\S+$/i.test(v) && URL.canParse(v)),
    'Use an app path starting with / or an http or https address',
  );

const announcementActionInputSchema = z.strictObject({
  actionName: requiredText(40),
  method: z.enum(ADMIN_ANNOUNCEMENT_METHODS),
  url: actionUrl,
  buttonProperties: z.strictObject({
    backgroundHexColor: singleLineText().regex(/^#[0-9a-fA-F]{6}$/, 'Use a colour like #1a2b3c'),
  }),
});

/** The action's key is its type (CHOOSE_PLAN, UPGRADE…); the app uses the first action only. */
const actionsInput = z
  .record(
    singleLineText().regex(/^[A-Z][A-Z0-9_]{0,39}$/, 'Use capitals, digits and _'),
    announcementActionInputSchema,
  )
  .refine((actions) => Object.keys(actions).length <= 3, 'Give at most 3 actions');

/** HTML with placeholders ({daysLeft}, {planName}, {feature}, {max}, {upgradeTier}, {upgradePlanName}). */
export const announcementVariantInputSchema = z.strictObject({
  htmlText: multiLineText().trim().min(1, 'Write the text').max(2000),
  actions: actionsInput.default({}),
});

/** The iOS app sells nothing (Apple's rules): its variant has no actions; its text names the browser. */
const iosVariantInputSchema = announcementVariantInputSchema.extend({
  actions: actionsInput
    .refine((actions) => Object.keys(actions).length === 0, 'The iOS app shows no actions')
    .default({}),
});

export const adminAnnouncementInputSchema = z
  .strictObject({
    /** A short unique name for the console's list ('spring-sale'). */
    key: singleLineText()
      .trim()
      .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'Use 2 to 64 lower-case letters, digits or -'),
    audience: z.enum(ANNOUNCEMENT_AUDIENCES),
    /** Higher shows first. */
    priority: z.number().int().min(-1000).max(1000).default(0),
    startsAt: isoDateTime.nullable().default(null),
    endsAt: isoDateTime.nullable().default(null),
    web: announcementVariantInputSchema.nullable().default(null),
    mobile: announcementVariantInputSchema.nullable().default(null),
    app: z
      .strictObject({
        ios: iosVariantInputSchema.nullable().default(null),
        android: announcementVariantInputSchema.nullable().default(null),
      })
      .default({ ios: null, android: null }),
  })
  .refine((a) => !a.startsAt || !a.endsAt || Date.parse(a.startsAt) < Date.parse(a.endsAt), {
    message: endAfterStart,
    path: ['endsAt'],
  })
  .refine((a) => a.web || a.mobile || a.app.ios || a.app.android, {
    message: 'Write at least one platform variant',
    path: ['web'],
  });
export type AdminAnnouncementInput = z.input<typeof adminAnnouncementInputSchema>;

/** What is stored: the contract's announcement without its id (the row's). */
const storedVariantsSchema = z.object({
  web: announcementVariantSchema.nullable(),
  mobile: announcementVariantSchema.nullable(),
  app: z.object({ ios: announcementVariantSchema.nullable(), android: announcementVariantSchema.nullable() }),
});

export const adminAnnouncementSchema = z.object({
  id: z.string(),
  key: z.string(),
  audience: z.enum(ANNOUNCEMENT_AUDIENCES),
  priority: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  active: z.boolean(),
  /** RETIRED once retired; otherwise by the schedule against the server's clock. */
  state: z.enum(['SCHEDULED', 'LIVE', 'ENDED', 'RETIRED']),
  createdAt: z.string(),
  /** The variants as saved (placeholders unfilled), for the edit form; null if the row is malformed. */
  variants: storedVariantsSchema.nullable(),
  /** Each variant exactly as the app receives it for a sample account (filled in, sanitised). */
  preview: announcementSchema.nullable(),
});
export type AdminAnnouncement = z.infer<typeof adminAnnouncementSchema>;
export const adminAnnouncementResponseSchema = envelope(adminAnnouncementSchema);
export const adminAnnouncementListResponseSchema = envelope(
  z.object({ announcements: z.array(adminAnnouncementSchema) }),
);
export const adminAnnouncementParamsSchema = z.strictObject({
  id: singleLineText().regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'Not an id'),
});
