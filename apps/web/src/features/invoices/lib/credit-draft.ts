import type { Invoice } from '@focal/contracts/invoices/api';
import { computeCredit } from '@focal/contracts/invoices/credit';
import type { CreateCreditNoteRequest, InvoiceCredits } from '@focal/contracts/invoices/credit-notes';
import { readMoney, readQuantity } from '../../../shared/documents/amounts';
import { invoicesMessages } from '../messages';

const texts = invoicesMessages.credit;

/** What the credit note form holds: everything left, or per line the text typed (by quantity or amount). */
export type CreditDraft = {
  mode: 'full' | 'lines';
  by: 'quantity' | 'amount';
  values: Record<number, string>;
};

type CreditRequest = CreateCreditNoteRequest['credit'];

export type CreditReading = {
  request: CreditRequest | null;
  /** A line's mistake, by the invoice line's index. */
  errors: Record<number, string>;
  /** The credited total as the server will compute it; null while nothing (valid) is chosen. */
  totalMinor: number | null;
};

/**
 * Reads the draft into the request and its total, with the contracts' own `computeCredit` (the
 * server's function, so the total shown is the total issued). Earlier notes count through what
 * they left on each line, which is all the arithmetic reads of them.
 */
export function readCreditDraft(draft: CreditDraft, invoice: Invoice, credits: InvoiceCredits): CreditReading {
  const errors: Record<number, string> = {};
  let request: CreditRequest;
  if (draft.mode === 'full') request = { kind: 'full' };
  else {
    const lines = [];
    for (const line of credits.lines) {
      const text = draft.values[line.index]?.trim() ?? '';
      if (text === '') continue;
      const value = draft.by === 'quantity' ? readQuantity(text) : readMoney(text, invoice.currency);
      const left = draft.by === 'quantity' ? line.remainingQuantityThousandths : line.remainingMinor;
      if (value === null || value < 0)
        errors[line.index] = draft.by === 'quantity' ? texts.quantityInvalid : texts.amountInvalid;
      else if (value > left) errors[line.index] = texts.tooMuch;
      else if (value > 0)
        lines.push(
          draft.by === 'quantity'
            ? { index: line.index, quantityThousandths: value }
            : { index: line.index, amountMinor: value },
        );
    }
    if (lines.length === 0 || Object.keys(errors).length > 0) return { request: null, errors, totalMinor: null };
    request = { kind: 'lines', lines };
  }
  const earlier = credits.lines.map((line) => ({
    index: line.index,
    quantityThousandths: line.quantityThousandths - line.remainingQuantityThousandths,
    baseMinor: line.baseMinor - line.remainingMinor,
  }));
  try {
    const figures = computeCredit(
      { currency: invoice.currency, pricesIncludeTax: invoice.pricesIncludeTax, ...invoice.content },
      earlier,
      request,
    );
    return { request, errors, totalMinor: figures.totalMinor };
  } catch {
    return { request: null, errors, totalMinor: null };
  }
}
