/** An invoice's payments in the client's portal, each with its receipt (issue 33). */
import { z } from 'zod';
import { envelope } from '../envelope.ts';
import { PAYMENT_METHODS } from '../invoices/payments.ts';
import { portalCompanyParamsSchema } from './api.ts';

export const portalPaymentParamsSchema = portalCompanyParamsSchema.extend({ id: z.uuid() });

/** A payment as its client sees it: the day, the amount, how it was paid. */
export const portalPaymentSchema = z.object({
  id: z.string(),
  receivedOn: z.string(),
  amountMinor: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
});
export type PortalPayment = z.infer<typeof portalPaymentSchema>;

/** The invoice's payments, oldest first (a receipt's number counts them in this order). */
export const portalPaymentsResponseSchema = envelope(z.object({ rows: z.array(portalPaymentSchema) }));
