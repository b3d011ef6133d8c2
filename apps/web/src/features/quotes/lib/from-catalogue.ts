import type { Package, Product } from '@focal/contracts/catalogue';
import type { TaxRateOption } from '../../../shared/documents/tax-picker';
import { moneyText } from '../../../shared/documents/amounts';
import { packageItems, productTaxes } from '../../../shared/documents/from-catalogue';
import { type AddOnDraft, emptyAddOn, emptyPackage, type PackageDraft } from './draft';

// A pick-and-choose quote's rows from the catalogue; a fixed quote's lines are the shared
// `lineFromProduct` / `lineFromPackage` (shared/documents/from-catalogue.ts), as an invoice's are.

export const packageFromCatalogue = (pkg: Package, currency: string): PackageDraft => ({
  ...emptyPackage(),
  name: pkg.name,
  description: pkg.description,
  price: moneyText(pkg.priceMinor, currency),
  items: packageItems(pkg).join('\n'),
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
  taxes: productTaxes(product, rates),
  productId: product.id,
});
