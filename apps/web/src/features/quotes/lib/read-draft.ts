import { type QuoteContent, quoteContentSchema } from '@focal/contracts/quotes/content';
import { quotesMessages } from '../messages';
import { readQuantity, readWhole } from '../../../shared/documents/amounts';
import { draftReader } from '../../../shared/documents/draft-reader';
import type { QuoteDraft } from './draft';
import { readSchedule } from './schedule-draft';
import { checkContent, type FieldErrors } from '../../../shared/documents/line-draft';

/** Messages by the content's field paths, as the server names them without `content.` ("lines.0.name"). */
export { editorPath, errorAt, type FieldErrors } from '../../../shared/documents/line-draft';

const texts = quotesMessages.editor;
const scheduleTexts = {
  amount: texts.amountInvalid,
  percent: texts.percentInvalid,
  whole: texts.wholeInvalid,
};

// "2 × Album", "2 x Album", "1.5 × Hours"; anything else is one of it.
const ITEM = /^(\d{1,9}(?:[.,]\d{1,3})?) ?[×xX] (.+)$/;

function readItems(text: string, path: string, errors: FieldErrors) {
  return text
    .split('\n')
    .map((row) => row.trim())
    .filter(Boolean)
    .map((row) => {
      const match = ITEM.exec(row);
      if (!match) return { name: row, quantityThousandths: 1000 };
      const quantity = readQuantity(match[1]!);
      if (!quantity) errors[path] = texts.itemInvalid;
      return { name: match[2]!.trim(), quantityThousandths: quantity || 1000 };
    });
}

/**
 * The content the draft says, with every number that cannot be read as 0 and its message at its
 * path: the totals follow what can be read while the user types; a save sends only a clean read.
 */
export function readDraft(
  draft: QuoteDraft,
  currency: string,
): { content: QuoteContent; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const { money, discount, taxes, line } = draftReader(currency, errors);
  const whole = (text: string, path: string, fallback: number) => {
    const value = readWhole(text);
    if (value === null) errors[path] = texts.wholeInvalid;
    return value ?? fallback;
  };

  const common = {
    title: draft.title,
    notes: draft.notes,
    terms: draft.terms,
    message: draft.message,
    expiresOn: draft.expiresOn || null,
    discount: draft.discountKind === 'none' ? null : discount(draft.discountKind, draft.discount, 'discount'),
    schedules: draft.schedules.map((s, i) =>
      readSchedule(s, `schedules.${i}`, currency, errors, scheduleTexts),
    ),
  };
  if (draft.kind === 'fixed') {
    const lines = draft.lines.map((l, i) => line(l, `lines.${i}`));
    return { content: { kind: 'fixed', ...common, lines }, errors };
  }
  const packages = draft.packages.map((pkg, i) => ({
    name: pkg.name,
    description: pkg.description,
    priceMinor: money(pkg.price, `packages.${i}.priceMinor`),
    taxes: taxes(pkg.taxes),
    items: readItems(pkg.items, `packages.${i}.items`, errors),
    packageId: pkg.packageId,
  }));
  const addOns = draft.addOns.map((addOn, i) => {
    const at = `addOns.${i}`;
    return {
      name: addOn.name,
      description: addOn.description,
      unitPriceMinor: money(addOn.price, `${at}.unitPriceMinor`),
      taxes: taxes(addOn.taxes),
      minQuantity: whole(addOn.min, `${at}.minQuantity`, 0),
      maxQuantity: whole(addOn.max, `${at}.maxQuantity`, 1),
      defaultQuantity: whole(addOn.initial, `${at}.defaultQuantity`, 0),
      productId: addOn.productId,
    };
  });
  const picks = { min: whole(draft.picksMin, 'picks.min', 1), max: whole(draft.picksMax, 'picks.max', 1) };
  return { content: { kind: 'pick-and-choose', ...common, packages, picks, addOns }, errors };
}

/** The content to send, or the messages by field: the contract's checks, as the server runs them. */
export const checkDraft = (draft: QuoteDraft, currency: string) =>
  checkContent(readDraft(draft, currency), quoteContentSchema);
