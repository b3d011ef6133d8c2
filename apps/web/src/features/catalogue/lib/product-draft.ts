import {
  type CreateProductRequest,
  createProductRequestSchema,
  type Product,
  type UpdateProductRequest,
} from '@focal/contracts/catalogue';
import { catalogueMessages } from '../messages';
import { parsePrice, priceExample, priceText } from './amounts';
import { minorDigits } from '../../../shared/format/format-money';

/** The product form as typed: the price is text until it is read as minor units. */
export type ProductDraft = { name: string; description: string; price: string; taxRateIds: string[] };
export type ProductFieldErrors = Partial<Record<keyof ProductDraft, string>>;

export const productDraftOf = (product: Product | undefined, currency: string): ProductDraft => ({
  name: product?.name ?? '',
  description: product?.description ?? '',
  price: product ? priceText(product.unitPriceMinor, currency) : '',
  taxRateIds: product?.taxRateIds ?? [],
});

/** The API's field names as the form's (a 409 on `name`, a 400 on `unitPriceMinor`). */
export const productFieldOf = (field: string): keyof ProductDraft | undefined =>
  (
    ({ name: 'name', description: 'description', unitPriceMinor: 'price', taxRateIds: 'taxRateIds' }) as const
  )[field.split('.')[0] as 'name'];

/** What the contract's checks say of the draft, by field; or the body to send when they pass. */
export function readProductDraft(
  draft: ProductDraft,
  currency: string,
): { body: CreateProductRequest; errors?: undefined } | { body?: undefined; errors: ProductFieldErrors } {
  const errors: ProductFieldErrors = {};
  const unitPriceMinor = parsePrice(draft.price, currency);
  if (unitPriceMinor === null)
    errors.price = catalogueMessages.form.priceInvalid(priceExample(currency), minorDigits(currency));
  const checked = createProductRequestSchema.safeParse({
    name: draft.name,
    description: draft.description,
    unitPriceMinor: unitPriceMinor ?? 0,
    taxRateIds: draft.taxRateIds,
  });
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = productFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { body: checked.data };
}

/** An edit sends only what changed, with the version the form loaded (a stale one is refused). */
export function productChanges(product: Product, body: CreateProductRequest): UpdateProductRequest {
  const changes: UpdateProductRequest = { updatedAt: product.updatedAt };
  if (body.name !== product.name) changes.name = body.name;
  if ((body.description ?? '') !== product.description) changes.description = body.description ?? '';
  if (body.unitPriceMinor !== product.unitPriceMinor) changes.unitPriceMinor = body.unitPriceMinor;
  const ids = body.taxRateIds ?? [];
  if (ids.join() !== product.taxRateIds.join()) changes.taxRateIds = ids;
  return changes;
}
