import type { Package, Product } from '@focal/contracts/catalogue';
import type { TaxInput } from '@focal/contracts/money/line';
import type { TaxRateOption } from '../../../shared/documents/tax-picker';
import { moneyText } from '../../../shared/documents/amounts';
import {
  type AddOnDraft,
  emptyAddOn,
  emptyLine,
  emptyPackage,
  itemText,
  type LineDraft,
  type PackageDraft,
} from './draft';

/** A product's default rates, copied (name and rate) from the company's current ones, in its order. */
const taxesOf = (product: Product, rates: readonly TaxRateOption[]): TaxInput[] =>
  product.taxRateIds.flatMap((id) => {
    const rate = rates.find((r) => r.id === id);
    return rate ? [{ name: rate.name, rateMillionths: rate.rateMillionths, compound: false }] : [];
  });

const itemsOf = (pkg: Package) =>
  pkg.items.map((item) =>
    itemText({ name: item.productName, quantityThousandths: item.quantityThousandths }),
  );

/** A fixed quote's line copied from a product: no live link, the product's id kept as a note. */
export const lineFromProduct = (
  product: Product,
  rates: readonly TaxRateOption[],
  currency: string,
): LineDraft => ({
  ...emptyLine(),
  name: product.name,
  description: product.description,
  price: moneyText(product.unitPriceMinor, currency),
  taxes: taxesOf(product, rates),
  productId: product.id,
});

/** A fixed quote's line for a package: one at its price, its items listed under its description. */
export const lineFromPackage = (pkg: Package, currency: string): LineDraft => ({
  ...emptyLine(),
  name: pkg.name,
  description: [pkg.description, ...itemsOf(pkg)].filter(Boolean).join('\n'),
  price: moneyText(pkg.priceMinor, currency),
});

export const packageFromCatalogue = (pkg: Package, currency: string): PackageDraft => ({
  ...emptyPackage(),
  name: pkg.name,
  description: pkg.description,
  price: moneyText(pkg.priceMinor, currency),
  items: itemsOf(pkg).join('\n'),
  packageId: pkg.id,
});

export const addOnFromProduct = (
  product: Product,
  rates: readonly TaxRateOption[],
  currency: string,
): AddOnDraft => ({
  ...emptyAddOn(),
  name: product.name,
  description: product.description,
  price: moneyText(product.unitPriceMinor, currency),
  taxes: taxesOf(product, rates),
  productId: product.id,
});
