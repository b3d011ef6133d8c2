import { type InvoiceContent, invoiceContentSchema } from '@focal/contracts/invoices/content';
import type { DiscountInput } from '@focal/contracts/money/line';
import { invoicesMessages } from '../messages';
import { moneyText, percentText, quantityText } from '../../../shared/documents/amounts';
import { draftReader } from '../../../shared/documents/draft-reader';
import { type InstalmentDraft, instalmentsOf, readSchedule } from './schedule-draft';

// The editor's state: what the user typed, as text where it is a number, until it is read into an
// invoice's content. Every row has a key so React keeps its inputs when rows move.

import {
  checkContent,
  type DiscountKind,
  emptyLine,
  errorAt,
  type FieldErrors,
  type LineDraft,
  newKey,
} from '../../../shared/documents/line-draft';

export { type DiscountKind, errorAt, type FieldErrors };

export type InvoiceDraft = {
  title: string;
  lines: LineDraft[];
  discountKind: DiscountKind | 'none';
  discount: string;
  notes: string;
  terms: string;
  /** The studio's note to the client: the portal and the mail show it, the PDF does not. */
  message: string;
  /** 'YYYY-MM-DD', or '' for none. */
  supplyOn: string;
  dueMode: 'date' | 'schedule';
  dueOn: string;
  instalments: InstalmentDraft[];
  exemptionNote: string;
};

/** Messages by the content's field paths, as the server names them without `content.` ("lines.0.name"). */

export const newDraft = (): InvoiceDraft => ({
  title: '',
  lines: [emptyLine()],
  discountKind: 'none',
  discount: '',
  notes: '',
  terms: '',
  message: '',
  supplyOn: '',
  dueMode: 'date',
  dueOn: '',
  instalments: [],
  exemptionNote: '',
});

const discountText = (discount: DiscountInput | null, currency: string) =>
  !discount
    ? ''
    : discount.kind === 'amount'
      ? moneyText(discount.amountMinor, currency)
      : percentText(discount.basisPoints);

/** The editor's state for a saved invoice. */
export function draftOf(content: InvoiceContent, currency: string): InvoiceDraft {
  return {
    title: content.title,
    lines: content.lines.map((line) => ({
      key: newKey(),
      name: line.name,
      description: line.description,
      quantity: quantityText(line.quantityThousandths),
      price: moneyText(line.unitPriceMinor, currency),
      discountKind: line.discount?.kind ?? 'amount',
      discount: discountText(line.discount ?? null, currency),
      taxes: line.taxes ?? [],
      productId: line.productId,
    })),
    discountKind: content.discount?.kind ?? 'none',
    discount: discountText(content.discount, currency),
    notes: content.notes,
    terms: content.terms,
    message: content.message,
    supplyOn: content.supplyOn ?? '',
    dueMode: content.schedule ? 'schedule' : 'date',
    dueOn: content.dueOn ?? '',
    instalments: content.schedule ? instalmentsOf(content.schedule, currency) : [],
    exemptionNote: content.exemptionNote,
  };
}

const texts = invoicesMessages.editor;

/** A line taxed at 0% needs the exemption note (EU VAT art. 226: why no tax is charged). */
export const usesZeroRate = (draft: InvoiceDraft) =>
  draft.lines.some((line) => line.taxes.some((tax) => tax.rateMillionths === 0));

/**
 * The content the draft says, with every number that cannot be read as 0 and its message at its
 * path: the totals follow what can be read while the user types; a save sends only a clean read.
 */
export function readDraft(
  draft: InvoiceDraft,
  currency: string,
): { content: InvoiceContent; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const { discount, line } = draftReader(currency, errors);
  const lines = draft.lines.map((l, i) => line(l, `lines.${i}`));
  const scheduled = draft.dueMode === 'schedule' && draft.instalments.length > 0;
  const content: InvoiceContent = {
    title: draft.title,
    lines,
    discount: draft.discountKind === 'none' ? null : discount(draft.discountKind, draft.discount, 'discount'),
    notes: draft.notes,
    terms: draft.terms,
    message: draft.message,
    supplyOn: draft.supplyOn || null,
    dueOn: scheduled ? null : draft.dueOn || null,
    schedule: scheduled
      ? readSchedule(draft.instalments, currency, errors, {
          amount: texts.amountInvalid,
          percent: texts.percentInvalid,
          whole: texts.wholeInvalid,
        })
      : null,
    // A note no line needs any more is not kept.
    exemptionNote: usesZeroRate(draft) ? draft.exemptionNote : '',
  };
  return { content, errors };
}

/** The content to send, or the messages by field: the contract's checks, as the server runs them. */
export const checkDraft = (draft: InvoiceDraft, currency: string) =>
  checkContent(readDraft(draft, currency), invoiceContentSchema);
