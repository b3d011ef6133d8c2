import { escapeHtml } from '@focal/contracts/email-template-fields';
import { formatMoney } from '@focal/contracts/money/format';
import type { AppDeps } from '../../../deps.ts';
import { safeError } from '../../../http/logging.ts';
import { checkedAddress } from '../../../mail/headers.ts';
import { queueStudioMail } from '../../../mail/studio-mail.ts';
import { PRIVATE_FOLDER, putContentAddressed } from '../../../storage/file-store.ts';
import type { PrintableReceipt } from '../../pdf/receipt-layout.ts';
import { issuePortalLink } from '../../portal/links.ts';
import { receiptPdfOf } from './receipt.ts';
import * as repo from './repo.ts';

export type PaidByCard = { companyId: string; clientId: string; paymentId: string };

/**
 * The client's receipt for a card payment made in the portal: thanks, the receipt as a PDF (kept in
 * private file storage, read when the mail is delivered) and a portal link to the invoice, from the
 * studio's sender. Made once the transaction that records the payment has committed: rendering a
 * PDF takes a while, and inside the settling transaction it held the invoice's lock (on PGlite, the
 * one connection) that long. The PDF is made with no transaction open, then the link and the mail
 * are written in a short one and handed to the mailer; `receipt-<payment id>` makes it one mail per
 * payment. A receipt that cannot be made (no usable address, a PDF that fails) is left out and
 * logged: the payment stays recorded. Answers the mail's id, or null.
 */
export async function sendReceiptMail(
  deps: Pick<AppDeps, 'db' | 'files' | 'config' | 'mailer'>,
  paid: PaidByCard,
): Promise<string | null> {
  try {
    const id = await queue(deps, paid);
    if (id) await deps.mailer.dispatch([id]);
    return id;
  } catch (error) {
    console.warn('receipt mail left out', {
      companyId: paid.companyId,
      paymentId: paid.paymentId,
      error: safeError(error),
    });
    return null;
  }
}

/** The thanks: the amount, and a card charge's surcharge, tip and total when it had any. */
function thanks(r: PrintableReceipt) {
  const money = (minor: number) => formatMoney(minor, r.currency);
  const paid = `Thank you for your payment of ${money(r.amountMinor)} for invoice ${r.invoiceNumber}.`;
  if (r.surchargeMinor + r.tipMinor === 0) return paid;
  const extras = [
    ...(r.surchargeMinor > 0 ? [`a card surcharge of ${money(r.surchargeMinor)}`] : []),
    ...(r.tipMinor > 0 ? [`your tip of ${money(r.tipMinor)}`] : []),
  ].join(' and ');
  return `${paid} With ${extras}, your card was charged ${money(r.amountMinor + r.surchargeMinor + r.tipMinor)}.`;
}

async function queue(deps: Pick<AppDeps, 'db' | 'files' | 'config'>, paid: PaidByCard) {
  const { db } = deps;
  const payer = await repo.payerOf(db, paid.companyId, paid.clientId);
  const contact = payer?.contacts[0];
  if (!contact?.email) {
    await repo.markReceiptDone(db, paid.companyId, paid.paymentId);
    return null;
  }
  const to = checkedAddress(contact.email, 'to');
  const pdf = await receiptPdfOf({ db, files: deps.files }, paid.companyId, paid.paymentId);
  if (!pdf) return null;
  const { printed, invoiceId, jobId } = pdf;
  const path = await putContentAddressed(deps.files, `${PRIVATE_FOLDER}/documents`, 'bin', pdf.bytes);
  const studio = printed.seller.name;
  const e = escapeHtml;
  return db.transaction(async (tx) => {
    const link = await issuePortalLink(
      tx,
      { companyId: paid.companyId, clientId: paid.clientId, target: { kind: 'invoice', id: invoiceId } },
      deps.config.publicUrl,
    );
    const html = `<p>Hello ${e(contact.firstName || payer!.displayName)},</p>
<p>${e(thanks(printed))} Your receipt is attached.</p>
<p>See your invoice in your client portal: <a href="${e(link)}">${e(link)}</a></p>
<p>${e(studio)}</p>`;
    await repo.markReceiptDone(tx, paid.companyId, paid.paymentId);
    return queueStudioMail(
      tx,
      {
        companyId: paid.companyId,
        to,
        subject: `Your receipt from ${studio}: invoice ${printed.invoiceNumber}`,
        html,
        refId: invoiceId,
        jobId,
        idempotencyKey: `receipt-${paid.paymentId}`,
        attachments: [{ fileName: pdf.fileName, path, contentType: 'application/pdf' }],
      },
      deps.config,
    );
  });
}
