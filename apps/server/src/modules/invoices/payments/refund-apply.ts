import type { Db } from '../../../db/client.ts';
import { recordActivity } from '../../activity/record.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { type FoundInvoice, recordSettlement } from '../service.ts';
import * as repo from './repo.ts';

/**
 * What a refund that gave money back does, in the invoice's transaction (the invoice, then the
 * payment locked): the payment's refunded total grows, what came off what paid the invoice comes
 * off its paid total (its state and next due day follow), and the record says so. A recorded refund
 * runs it at once; a card refund once the provider has refunded the card.
 */
export async function applyRefund(
  tx: Db,
  scope: CompanyScope,
  found: FoundInvoice,
  locked: repo.PaymentRow,
  refund: Pick<repo.RefundRow, 'amountMinor' | 'fromAppliedMinor'>,
): Promise<repo.PaymentRow> {
  const refunded = await repo.addRefunded(
    tx,
    scope.companyId,
    locked.id,
    locked.refundedMinor + refund.amountMinor,
  );
  if (refund.fromAppliedMinor > 0)
    await recordSettlement(tx, scope, found, {
      paidMinor: found.invoice.paidMinor - refund.fromAppliedMinor,
    });
  await recordActivity(tx, {
    companyId: scope.companyId,
    subjectType: 'job',
    subjectId: found.invoice.jobId,
    userId: scope.userId,
    action: 'payment refunded',
    details: {
      invoiceId: found.invoice.id,
      number: found.invoice.number,
      paymentId: locked.id,
      amountMinor: refund.amountMinor,
    },
  });
  return refunded;
}
