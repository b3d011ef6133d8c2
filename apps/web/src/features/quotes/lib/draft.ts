import type { TaxInput } from '@focal/contracts/money/line';
import type { ScheduleRule } from '@focal/contracts/money/schedule-rule';
import type { QuoteContent, QuoteKind } from '@focal/contracts/quotes/content';
import { itemText, moneyText, percentText, quantityText } from '../../../shared/documents/amounts';
import { type ScheduleDraft, scheduleDraftOf } from './schedule-draft';

// The editor's state: what the user typed, as text where it is a number, until it is read into a
// quote's content (lib/read-draft.ts). Every row has a key so React keeps its inputs when rows move.

import { type DiscountKind, emptyLine, type LineDraft, newKey } from '../../../shared/documents/line-draft';

export { type DiscountKind, emptyLine };

export type PackageDraft = {
  key: string;
  name: string;
  description: string;
  price: string;
  /** One item a line: "2 × Album" or "Album" (one). */
  items: string;
  taxes: TaxInput[];
  packageId: string | null;
};

export type AddOnDraft = {
  key: string;
  name: string;
  description: string;
  price: string;
  min: string;
  max: string;
  initial: string;
  taxes: TaxInput[];
  productId: string | null;
};

export type QuoteDraft = {
  kind: QuoteKind;
  title: string;
  notes: string;
  terms: string;
  /** The studio's note to the client: the portal and the mail show it, the PDF does not. */
  message: string;
  /** 'YYYY-MM-DD', or '' for none. */
  expiresOn: string;
  discountKind: DiscountKind | 'none';
  discount: string;
  lines: LineDraft[];
  packages: PackageDraft[];
  picksMin: string;
  picksMax: string;
  addOns: AddOnDraft[];
  schedules: ScheduleDraft[];
};

export const emptyPackage = (): PackageDraft => ({
  key: newKey(),
  name: '',
  description: '',
  price: '',
  items: '',
  taxes: [],
  packageId: null,
});

export const emptyAddOn = (): AddOnDraft => ({
  key: newKey(),
  name: '',
  description: '',
  price: '',
  min: '0',
  max: '1',
  initial: '0',
  taxes: [],
  productId: null,
});

export const newDraft = (kind: QuoteKind): QuoteDraft => ({
  kind,
  title: '',
  notes: '',
  terms: '',
  message: '',
  expiresOn: '',
  discountKind: 'none',
  discount: '',
  lines: kind === 'fixed' ? [emptyLine()] : [],
  packages: kind === 'fixed' ? [] : [emptyPackage()],
  picksMin: '1',
  picksMax: '1',
  addOns: [],
  schedules: [],
});

/** The editor's state for a saved quote. */
export function draftOf(content: QuoteContent, currency: string): QuoteDraft {
  const money = (minor: number) => moneyText(minor, currency);
  const common = {
    ...newDraft(content.kind),
    title: content.title,
    notes: content.notes,
    terms: content.terms,
    message: content.message,
    expiresOn: content.expiresOn ?? '',
    discountKind: content.discount?.kind ?? 'none',
    discount: !content.discount
      ? ''
      : content.discount.kind === 'amount'
        ? money(content.discount.amountMinor)
        : percentText(content.discount.basisPoints),
    schedules: content.schedules.map((s: { name: string; rule: ScheduleRule }) =>
      scheduleDraftOf(s, currency),
    ),
  } satisfies QuoteDraft;
  if (content.kind === 'fixed')
    return {
      ...common,
      lines: content.lines.map((line) => ({
        key: newKey(),
        name: line.name,
        description: line.description,
        quantity: quantityText(line.quantityThousandths),
        price: money(line.unitPriceMinor),
        discountKind: line.discount?.kind ?? 'amount',
        discount: !line.discount
          ? ''
          : line.discount.kind === 'amount'
            ? money(line.discount.amountMinor)
            : percentText(line.discount.basisPoints),
        taxes: line.taxes ?? [],
        productId: line.productId,
      })),
    };
  return {
    ...common,
    packages: content.packages.map((pkg) => ({
      key: newKey(),
      name: pkg.name,
      description: pkg.description,
      price: money(pkg.priceMinor),
      items: pkg.items.map(itemText).join('\n'),
      taxes: pkg.taxes,
      packageId: pkg.packageId,
    })),
    picksMin: String(content.picks.min),
    picksMax: String(content.picks.max),
    addOns: content.addOns.map((addOn) => ({
      key: newKey(),
      name: addOn.name,
      description: addOn.description,
      price: money(addOn.unitPriceMinor),
      min: String(addOn.minQuantity),
      max: String(addOn.maxQuantity),
      initial: String(addOn.defaultQuantity),
      taxes: addOn.taxes,
      productId: addOn.productId,
    })),
  };
}
