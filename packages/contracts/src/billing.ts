import { z } from 'zod';
import { ApiRoutes } from './api-routes.ts';
import { envelope } from './envelope.ts';
import { multiLineText, singleLineText } from './fields.ts';
import { cardSchema, idempotencyKeySchema } from './subscription-payments.ts';

/**
 * The billing views of the checkout frame (issue 5): the saved card (update-payment) and the billing
 * details printed on invoices (billing-update), with the account's invoices and receipts.
 */
export const BillingPaths = {
  /** GET the billing overview; PUT the billing details. */
  billing: ApiRoutes.getBilling.path,
  /** POST a new card: it becomes the default, and an open (past due) invoice is charged to it. */
  paymentMethod: ApiRoutes.updatePaymentMethod.path,
} as const;

export const savedCardSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expMonth: z.number().int(),
  expYear: z.number().int(),
});

export const billingDetailsSchema = z.object({
  billingEmail: singleLineText().trim().max(150).email('Enter a valid email address').or(z.literal('')),
  billingName: singleLineText().trim().max(150),
  billingAddress: multiLineText().trim().max(500),
  taxId: singleLineText().trim().max(50),
});
export type BillingDetails = z.infer<typeof billingDetailsSchema>;

export const subscriptionInvoiceSchema = z.object({
  number: z.string(),
  planId: z.string(),
  amountMinor: z.number().int(),
  discountMinor: z.number().int(),
  currency: z.string(),
  status: z.enum(['paid', 'open', 'void']),
  periodStart: z.string(),
  periodEnd: z.string(),
  paidAt: z.string().nullable(),
  receiptNumber: z.string().nullable(),
  /** The provider's receipt page (Stripe's); null for the sandbox, whose receipt is a frame page. */
  receiptUrl: z.string().nullable(),
});

export const billingOverviewSchema = z.object({
  details: billingDetailsSchema,
  card: savedCardSchema.nullable(),
  /** Newest first, at most 24. */
  invoices: z.array(subscriptionInvoiceSchema),
  /** Which provider sells the subscription: the sandbox's card form or Stripe's own pages. */
  provider: z.enum(['sandbox', 'stripe']),
});
export type BillingOverview = z.infer<typeof billingOverviewSchema>;
export const billingOverviewResponseSchema = envelope(billingOverviewSchema);

export const updatePaymentMethodRequestSchema = z.object({
  card: cardSchema,
  idempotencyKey: idempotencyKeySchema,
});
export type UpdatePaymentMethodRequest = z.infer<typeof updatePaymentMethodRequestSchema>;

/** `paymentIntent` is set when an open invoice was charged to the new card. */
export const updatePaymentMethodResultSchema = z.object({
  card: savedCardSchema,
  paymentIntent: z.object({ id: z.string(), status: z.enum(['succeeded', 'requires_action']) }).nullable(),
});
export type UpdatePaymentMethodResult = z.infer<typeof updatePaymentMethodResultSchema>;
export const updatePaymentMethodResponseSchema = envelope(updatePaymentMethodResultSchema);
