/**
 * The client portal (issue 33): each client of a company has a portal of its own, opened by magic
 * links only. The web app serves it at `/portal/{companyId}/…`; its API lives under
 * `/api/portal/{companyId}/…`, and its session cookie is scoped to that path, so a person who is a
 * client of two studios holds two separate sessions in one browser.
 */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { emailField, multiLineText, tokenText } from '../fields.ts';
import { tooLong } from '../messages.ts';
import { INVOICE_STATES } from '../invoices/api.ts';
import { quoteChoiceSchema } from '../quotes/content.ts';
import { QUOTE_STATES } from '../quotes/api.ts';
import { DECLINE_REASON_MAX } from '../quotes/limits.ts';
import { publicInvoiceSchema } from '../documents/public.ts';
import { cardSchema } from '../subscription-payments.ts';
import { cardPaymentSettingsSchema } from '../payment-settings.ts';

/** A magic link opens the portal once, within this many days of being mailed. */
export const PORTAL_LINK_DAYS = 7;
/** A portal session lasts this many days after its last use (sliding). */
export const PORTAL_SESSION_DAYS = 30;
/** The session cookie's name; its Path is `/api/portal/{companyId}`. */
export const PORTAL_COOKIE = 'focal_portal';

export const portalCompanyParamsSchema = z.strictObject({ companyId: z.uuid() });
export const portalDocumentParamsSchema = portalCompanyParamsSchema.extend({ id: z.uuid() });
export const portalCreditNoteParamsSchema = portalDocumentParamsSchema.extend({ noteId: z.uuid() });

/** What the portal's pages are branded with, before and after signing in. */
export const portalBrandSchema = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  /** `#rrggbb`, or null for the product's own colour. */
  brandColour: z.string().nullable(),
});
export type PortalBrand = z.infer<typeof portalBrandSchema>;
export const portalBrandResponseSchema = envelope(portalBrandSchema);

export const portalSignInRequestSchema = z.strictObject({ email: emailField() });
export type PortalSignInRequest = z.input<typeof portalSignInRequestSchema>;

export const portalLinkRequestSchema = z.strictObject({ token: tokenText(20, 100) });

/** Where an opened link leads: a document or questionnaire of the client's, or the portal's home (null). */
export const PORTAL_TARGET_KINDS = ['quote', 'invoice', 'questionnaire', 'contract'] as const;
export type PortalTargetKind = (typeof PORTAL_TARGET_KINDS)[number];
export const portalTargetSchema = z.object({ kind: z.enum(PORTAL_TARGET_KINDS), id: z.uuid() });
export type PortalTarget = z.infer<typeof portalTargetSchema>;
export const portalOpenedResponseSchema = envelope(z.object({ target: portalTargetSchema.nullable() }));

export const portalSessionSchema = z.object({
  company: portalBrandSchema,
  client: z.object({ displayName: z.string(), firstName: z.string() }),
  /** The studio's read-only preview: nothing the page does acts for the client. */
  preview: z.boolean(),
  /**
   * How the client pays by card: in the portal's own card fields (the built-in sandbox), on
   * Stripe's page (Stripe Checkout, the studio's account), or not online (Stripe not yet set up).
   */
  cardPayments: z.enum(['card-form', 'stripe-checkout', 'none']),
});
export type PortalSession = z.infer<typeof portalSessionSchema>;
export const portalSessionResponseSchema = envelope(portalSessionSchema);

export const portalJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  jobType: z.string().nullable(),
  /** The job's main session's day (YYYY-MM-DD), when it has one. */
  mainDate: z.string().nullable(),
});
/** A quote as its client knows it: the version last sent, never a draft the studio is editing. */
export const portalQuoteSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  number: z.number().int(),
  title: z.string(),
  status: z.enum(QUOTE_STATES),
  currency: z.string(),
  totalMinor: z.number().int(),
  expiresOn: z.string().nullable(),
});
export const portalInvoiceSummarySchema = z.object({
  id: z.string(),
  jobId: z.string(),
  number: z.string(),
  title: z.string(),
  status: z.enum(INVOICE_STATES),
  currency: z.string(),
  totalMinor: z.number().int(),
  balanceMinor: z.number().int(),
  issuedOn: z.string(),
  dueOn: z.string().nullable(),
});
export const portalHomeSchema = z.object({
  jobs: z.array(portalJobSchema),
  quotes: z.array(portalQuoteSummarySchema),
  invoices: z.array(portalInvoiceSummarySchema),
});
export type PortalHome = z.infer<typeof portalHomeSchema>;
export const portalHomeResponseSchema = envelope(portalHomeSchema);

/** The client's yes: to the version they read (a newer one sent since is StaleVersion). */
export const portalAcceptRequestSchema = z.strictObject({
  version: z.number().int().min(1),
  choice: quoteChoiceSchema.nullable(),
  /** The index of the schedule chosen among those offered (0 when none is). */
  schedule: z.number().int().min(0).max(9),
});
export type PortalAcceptRequest = z.input<typeof portalAcceptRequestSchema>;

export const portalDeclineRequestSchema = z.strictObject({
  version: z.number().int().min(1),
  reason: multiLineText().trim().max(DECLINE_REASON_MAX, tooLong(DECLINE_REASON_MAX)).default(''),
});
export type PortalDeclineRequest = z.input<typeof portalDeclineRequestSchema>;

/** The portal's texts the server answers with. */
export const PORTAL_TEXTS = {
  linkGoneTitle: 'This link has been used or has expired',
  linkGone:
    'For your security, each link opens your portal once and lasts 7 days. We can send a fresh one to your email address.',
  signInNeededTitle: 'Please open your portal from a link',
  signInNeeded: 'Your session has ended. Ask for a fresh link by email to carry on.',
  previewReadOnlyTitle: 'This is a preview',
  previewReadOnly: "A preview shows the client's portal as they see it; it can't act for them.",
  quoteChangedTitle: 'This quote has changed',
  quoteChanged: 'The studio has sent a newer version since you opened it. Reload to read it before you answer.',
  linkOnItsWay: 'If this address belongs to a client of {studio}, a link to your portal is on its way. It lasts 7 days.',
} as const;

/**
 * Paying an invoice online (the sandbox provider; Stripe's own fields when configured take the card
 * instead, and `card` is then absent). `requestId` is made once per opened payment dialog: the same
 * id sent again charges once and answers alike.
 */
export const portalPayRequestSchema = z.strictObject({
  requestId: z.uuid(),
  /** What goes to the invoice: from one cent up to its balance. */
  amountMinor: z.number().int().min(1).max(1_000_000_000_00),
  /** The client's tip, on top (only when the studio lets clients tip; at most the amount). */
  tipMinor: z.number().int().min(0).max(1_000_000_000_00).default(0),
  /**
   * The card surcharge the client was shown (cardChargeOf): the server computes its own from the
   * studio's settings, and a different one is StaleVersion, so nobody is charged a total they did not see.
   */
  surchargeMinor: z.number().int().min(0).max(1_000_000_000_00).default(0),
  card: cardSchema,
});
export type PortalPayRequest = z.input<typeof portalPayRequestSchema>;
export const portalCardPaymentParamsSchema = portalCompanyParamsSchema.extend({ id: z.uuid() });

/** A card payment's outcome: paid, or waiting for the card holder's bank (3-D Secure). */
export const portalCardPaymentSchema = z.object({
  id: z.string(),
  /** pending: paid on Stripe's page, Stripe has not yet said how it went. */
  status: z.enum(['succeeded', 'requires_action', 'pending']),
  amountMinor: z.number().int(),
  /** What the card is charged: the amount, the card surcharge and the tip. */
  totalMinor: z.number().int(),
  currency: z.string(),
  /** The invoice as it now stands. */
  invoice: publicInvoiceSchema,
});
export type PortalCardPayment = z.infer<typeof portalCardPaymentSchema>;
export const portalCardPaymentResponseSchema = envelope(portalCardPaymentSchema);

/**
 * An invoice in the portal: as its link shows it, with the studio's card options, so the pay
 * dialog shows the surcharge and offers a tip before the client pays.
 */
export const portalInvoiceSchema = publicInvoiceSchema.extend({ cardOptions: cardPaymentSettingsSchema });
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;
export const portalInvoiceResponseSchema = envelope(portalInvoiceSchema);

export const PORTAL_PAY_TEXTS = {
  overBalanceTitle: 'That is more than you owe',
  overBalance: (balance: string) => `Pay at most ${balance}, the balance of this invoice.`,
  notPayableTitle: "This invoice can't be paid online",
  notPayable: 'It is paid, or the studio has voided it.',
  actionNeeded: 'Your bank asks you to confirm this payment.',
  tipOverAmount: 'A tip can be at most the amount you pay.',
} as const;
