import type { DiscountInput, TaxInput } from '@focal/contracts/money/line';
import { readMoney, readPercent, readQuantity } from './amounts';
import type { DiscountKind, FieldErrors, LineDraft } from './line-draft';
import { documentEditorMessages } from './messages';

const texts = documentEditorMessages.invalid;

/**
 * The readers a quote's and an invoice's draft share: each number that cannot be read counts as
 * 0 and leaves its message in `errors` at its content path.
 */
export function draftReader(currency: string, errors: FieldErrors) {
  const money = (text: string, path: string, empty = 0) => {
    if (text.trim() === '') return empty;
    const value = readMoney(text, currency);
    if (value === null) errors[path] = texts.amount;
    return value ?? 0;
  };
  const discount = (kind: DiscountKind, text: string, path: string): DiscountInput | null => {
    if (text.trim() === '') return null;
    if (kind === 'amount') return { kind, amountMinor: money(text, `${path}.amountMinor`) };
    const basisPoints = readPercent(text);
    if (basisPoints === null) errors[`${path}.basisPoints`] = texts.percent;
    return { kind, basisPoints: basisPoints ?? 0 };
  };
  const taxes = (list: TaxInput[]) =>
    list.map(({ name, rateMillionths, compound }) => ({ name, rateMillionths, compound }));
  const line = (draft: LineDraft, at: string) => {
    const quantity = readQuantity(draft.quantity);
    if (quantity === null) errors[`${at}.quantityThousandths`] = texts.quantity;
    return {
      name: draft.name,
      description: draft.description,
      quantityThousandths: quantity ?? 0,
      unitPriceMinor: money(draft.price, `${at}.unitPriceMinor`),
      discount: discount(draft.discountKind, draft.discount, `${at}.discount`),
      taxes: taxes(draft.taxes),
      productId: draft.productId,
    };
  };
  return { money, discount, taxes, line };
}
