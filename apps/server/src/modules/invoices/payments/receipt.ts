import type { Invoice } from '@focal/contracts/invoices/api';
import { PAYMENT_METHOD_WORDS, receiptFileName, receiptNumber } from '@focal/contracts/invoices/receipts';
import type { PortalPayment } from '@focal/contracts/portal/payments';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../http/app-error.ts';
import type { CompanyScope } from '../../auth/guards.ts';
import { type BrandStores, documentBrand } from '../../pdf/brand.ts';
import { type PrintableReceipt, receiptLayout } from '../../pdf/receipt-layout.ts';
import { renderPdfInThread as renderPdf } from '../../pdf/render-thread.ts';
import { getInvoice, issuedInvoice, partiesOf } from '../service.ts';
import { PaymentText as T } from './messages.ts';
import * as repo from './repo.ts';

/**
 * A payment's receipt as a PDF (docs/decisions/card-payments-in-the-portal.md): numbered by its
 * invoice's number and its place among the invoice's payments (`receipt-INV-0001-2.pdf`), in the
 * documents' look, a statement as things stand (its refunds so far, the invoice's balance now) as
 * the invoice's PDF is. It carries the payment's recording time as its creation date, so the same
 * payment and invoice always give the same bytes.
 */
export type ReceiptPdf = {
  bytes: Buffer;
  fileName: string;
  printed: PrintableReceipt;
  invoiceId: string;
  jobId: string;
};

/** A payment's receipt by its company and id alone: the portal checks the client first. */
export async function receiptPdfOf(
  stores: BrandStores,
  companyId: string,
  paymentId: string,
): Promise<ReceiptPdf | undefined> {
  const payment = await repo.findPayment(stores.db, companyId, paymentId);
  const invoice = payment && (await issuedInvoice(stores.db, companyId, payment.invoiceId));
  return invoice ? render(stores, companyId, payment, invoice) : undefined;
}

/** For a member who may read the payment's record; NotFound for anyone else's payment. */
export async function receiptPdf(stores: BrandStores, scope: CompanyScope, paymentId: string) {
  const payment = await repo.findPayment(stores.db, scope.companyId, paymentId);
  if (!payment) throw new AppError('NotFound', T.notFoundTitle, T.notFound);
  return render(stores, scope.companyId, payment, await getInvoice(stores.db, scope, payment.invoiceId));
}

/** The invoice a payment of the company paid, or undefined (the portal's check of its client). */
export async function invoiceOfPayment(db: Db, companyId: string, paymentId: string) {
  return (await repo.findPayment(db, companyId, paymentId))?.invoiceId;
}

/** An invoice's payments as its client sees them, oldest first (the order receipts are numbered in). */
export async function paymentsForClient(db: Db, companyId: string, invoiceId: string): Promise<PortalPayment[]> {
  return (await repo.paymentsOf(db, companyId, invoiceId)).map((p) => ({
    id: p.id,
    receivedOn: p.receivedOn,
    amountMinor: p.amountMinor,
    method: p.method,
  }));
}

async function render(
  stores: BrandStores,
  companyId: string,
  payment: repo.PaymentRow,
  invoice: Invoice,
): Promise<ReceiptPdf> {
  const [all, refunds, brand, parties] = await Promise.all([
    repo.paymentsOf(stores.db, companyId, invoice.id),
    repo.refundsOfInvoice(stores.db, companyId, invoice.id),
    documentBrand(stores, companyId),
    // An issued invoice prints the parties copied when it was issued, as its own PDF does.
    invoice.seller
      ? { seller: invoice.seller, buyer: invoice.buyer }
      : partiesOf(stores.db, companyId, invoice.jobId),
  ]);
  const position = all.findIndex((p) => p.id === payment.id) + 1;
  const invoiceNumber = invoice.number!;
  const printed: PrintableReceipt = {
    number: receiptNumber(invoiceNumber, position),
    invoiceNumber,
    currency: payment.currency,
    ...parties,
    receivedOn: payment.receivedOn,
    method: PAYMENT_METHOD_WORDS[payment.method],
    reference: payment.reference,
    amountMinor: payment.amountMinor,
    surchargeMinor: payment.surchargeMinor,
    tipMinor: payment.tipMinor,
    appliedMinor: payment.appliedMinor,
    creditMinor: payment.creditMinor,
    refunds: refunds
      .filter(({ refund }) => refund.paymentId === payment.id)
      .map(({ refund }) => ({ refundedOn: refund.refundedOn, amountMinor: refund.amountMinor })),
    invoice: {
      totalMinor: invoice.totalMinor,
      paidMinor: invoice.paidMinor,
      creditedMinor: invoice.creditedMinor,
      balanceMinor: invoice.balanceMinor,
      isVoid: invoice.status === 'void',
    },
    brand,
  };
  const bytes = await renderPdf(receiptLayout(printed), {
    title: `Receipt ${printed.number}`,
    author: printed.seller.name,
    createdAt: payment.createdAt,
  });
  return {
    bytes,
    fileName: receiptFileName(invoiceNumber, position),
    printed,
    invoiceId: invoice.id,
    jobId: invoice.jobId,
  };
}
