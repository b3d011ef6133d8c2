import {
  type CreatePackageRequest,
  createPackageRequestSchema,
  type Package,
  PACKAGE_QUANTITY_MAX_THOUSANDTHS,
  type UpdatePackageRequest,
} from '@focal/contracts/catalogue';
import { minorDigits } from '../../../shared/format/format-money';
import { catalogueMessages } from '../messages';
import { parsePrice, parseQuantity, priceExample, priceText, quantityText } from './amounts';

/** An item as the form holds it: its product's name and price now, the quantity as typed. */
export type ItemDraft = {
  productId: string;
  productName: string;
  unitPriceMinor: number;
  productArchived: boolean;
  quantity: string;
};
export type PackageDraft = { name: string; description: string; price: string; items: ItemDraft[] };
export type PackageFieldErrors = {
  name?: string;
  description?: string;
  price?: string;
  items?: string;
  /** By product id. */
  quantities?: Record<string, string>;
};

export const packageDraftOf = (item: Package | undefined, currency: string): PackageDraft => ({
  name: item?.name ?? '',
  description: item?.description ?? '',
  price: item ? priceText(item.priceMinor, currency) : '',
  items: (item?.items ?? []).map((i) => ({
    productId: i.productId,
    productName: i.productName,
    unitPriceMinor: i.unitPriceMinor,
    productArchived: i.productArchived,
    quantity: quantityText(i.quantityThousandths),
  })),
});

/** The API's field names as the form's. */
export const packageFieldOf = (field: string): Exclude<keyof PackageFieldErrors, 'quantities'> | undefined =>
  (({ name: 'name', description: 'description', priceMinor: 'price', items: 'items' }) as const)[
    field.split('.')[0] as 'name'
  ];

export const readQuantity = (text: string) => parseQuantity(text, PACKAGE_QUANTITY_MAX_THOUSANDTHS);

/** What the contract's checks say of the draft, by field; or the body to send when they pass. */
export function readPackageDraft(
  draft: PackageDraft,
  currency: string,
): { body: CreatePackageRequest; errors?: undefined } | { body?: undefined; errors: PackageFieldErrors } {
  const errors: PackageFieldErrors = {};
  const priceMinor = parsePrice(draft.price, currency);
  if (priceMinor === null)
    errors.price = catalogueMessages.form.priceInvalid(priceExample(currency), minorDigits(currency));
  const quantities: Record<string, string> = {};
  const items = draft.items.map((item) => {
    const quantityThousandths = readQuantity(item.quantity);
    if (quantityThousandths === null) quantities[item.productId] = catalogueMessages.items.quantityInvalid;
    return { productId: item.productId, quantityThousandths: quantityThousandths ?? 1 };
  });
  if (Object.keys(quantities).length > 0) errors.quantities = quantities;
  const checked = createPackageRequestSchema.safeParse({
    name: draft.name,
    description: draft.description,
    priceMinor: priceMinor ?? 0,
    items,
  });
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const field = packageFieldOf(String(issue.path[0] ?? ''));
      if (field && !errors[field]) errors[field] = issue.message;
    }
  if (Object.keys(errors).length > 0 || !checked.success) return { errors };
  return { body: checked.data };
}

const itemsKey = (items: readonly { productId: string; quantityThousandths: number }[]) =>
  items.map((i) => `${i.productId}:${i.quantityThousandths}`).join();

/** An edit sends only what changed (the items, if any changed, as the whole list) with its version. */
export function packageChanges(item: Package, body: CreatePackageRequest): UpdatePackageRequest {
  const changes: UpdatePackageRequest = { updatedAt: item.updatedAt };
  if (body.name !== item.name) changes.name = body.name;
  if ((body.description ?? '') !== item.description) changes.description = body.description ?? '';
  if (body.priceMinor !== item.priceMinor) changes.priceMinor = body.priceMinor;
  const items = body.items ?? [];
  if (itemsKey(items) !== itemsKey(item.items)) changes.items = items;
  return changes;
}
