import type { Package, Product } from '@focal/contracts/catalogue';
import type { TaxInput } from '@focal/contracts/money/line';
import { itemText, moneyText } from './amounts';
import { emptyLine, type LineDraft } from './line-draft';
import type { TaxRateOption } from './tax-picker';

// A product or package picked in "Add from catalogue" becomes a line of a quote or an invoice: a
// copy of what it says today, never a live link.

/** A product's default rates, copied (name and rate) from the company's current ones, in its order. */
export const productTaxes = (product: Product, rates: readonly TaxRateOption[]): TaxInput[] =>
  product.taxRateIds.flatMap((id) => {
    const rate = rates.find((r) => r.id === id);
    return rate ? [{ name: rate.name, rateMillionths: rate.rateMillionths, compound: false }] : [];
  });

/** A package's items, one text a line ("2 × Album"). */
export const packageItems = (pkg: Package) =>
  pkg.items.map((item) =>
    itemText({ name: item.productName, quantityThousandths: item.quantityThousandths }),
  );

/** A line copied from a product: no live link, the product's id kept as a note. */
export const lineFromProduct = (
  product: Product,
  rates: readonly TaxRateOption[],
  currency: string,
): LineDraft => ({
  ...emptyLine(),
  name: product.name,
  description: product.description,
  price: moneyText(product.unitPriceMinor, currency),
  taxes: productTaxes(product, rates),
  productId: product.id,
});

/** A line for a package: one at its price, its items listed under its description. */
export const lineFromPackage = (pkg: Package, currency: string): LineDraft => ({
  ...emptyLine(),
  name: pkg.name,
  description: [pkg.description, ...packageItems(pkg)].filter(Boolean).join('\n'),
  price: moneyText(pkg.priceMinor, currency),
});

/** A row as the editor first offers it: nothing typed into it yet. */
const untouched = <T extends { key: string }>(row: T, empty: T) => {
  const { key: _a, ...typed } = row;
  const { key: _b, ...blank } = empty;
  return JSON.stringify(typed) === JSON.stringify(blank);
};

/**
 * Adds a row copied from the catalogue: in place of the blank row a new document opens with (else
 * that row would stay behind, empty, and refuse the save), after the others otherwise.
 */
export function withCatalogueRow<T extends { key: string }>(rows: T[], row: T, empty: () => T): T[] {
  const blank = empty();
  const last = rows.at(-1);
  return last && untouched(last, blank) ? [...rows.slice(0, -1), row] : [...rows, row];
}
