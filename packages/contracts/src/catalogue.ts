/**
 * The studio's catalogue (issue 32): products and packages, under /api/user/settings/products and
 * /packages. Prices are integer minor units of the company's currency (the money module's unit),
 * quantities in thousandths; a product's default taxes are ids of the company's tax rates.
 */
import { z } from 'zod';
import { envelope } from './envelope.ts';
import { multiLineText, requiredText, singleLineText } from './fields.ts';
import { tooLong } from './messages.ts';
import { PHOTO_MAX_BYTES } from './photo-constants.ts';

export const CATALOGUE_NAME_MAX = 120;
export const CATALOGUE_DESCRIPTION_MAX = 5_000;
/** As many as a company can define (companies.ts: at most 20 rates). */
export const PRODUCT_TAX_RATES_MAX = 20;
export const PACKAGE_ITEMS_MAX = 50;
/** One million units: more than any package holds, far inside a safe integer once priced. */
export const PACKAGE_QUANTITY_MAX_THOUSANDTHS = 1_000_000_000;
export const CATALOGUE_PAGE_MAX = 100;
export const CATALOGUE_QUERY_MAX = 100;

/**
 * A product's or package's picture: the image itself is the body of a PUT (as the company logo), up
 * to the profile photo's 5 MB, in one of these types (the bytes decide, not the declared type);
 * stored as a WebP fitted inside 800×800 (never enlarged).
 */
export const CATALOGUE_IMAGE_MAX_BYTES = PHOTO_MAX_BYTES;
export const CATALOGUE_IMAGE_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const CATALOGUE_IMAGE_SIZE = 800;

export const CATALOGUE_TEXTS = {
  eachRateOnce: 'Choose each tax rate once.',
  eachProductOnce: 'Add each product once: set its quantity instead.',
  quantity: 'Enter a quantity above zero.',
} as const;

// zod 4's int() is a safe integer: no float and nothing beyond 2^53 is stored.
const minorUnits = z.number().int().min(0);
const description = multiLineText().trim().max(CATALOGUE_DESCRIPTION_MAX, tooLong(CATALOGUE_DESCRIPTION_MAX));
const versionField = z.iso.datetime({ offset: true });

export const catalogueItemParamsSchema = z.strictObject({ id: z.uuid() });

/** exclude (default): current items only; only: the archived; include: both. */
export const CATALOGUE_ARCHIVED_FILTERS = ['exclude', 'only', 'include'] as const;

/** A page of a list, by name (case-insensitive), with the `nextCursor` of the previous page. */
export const listCatalogueQuerySchema = z.strictObject({
  /** A part of the name, in any case (matched as text, never as a pattern). */
  q: singleLineText().trim().max(CATALOGUE_QUERY_MAX, tooLong(CATALOGUE_QUERY_MAX)).optional(),
  archived: z.enum(CATALOGUE_ARCHIVED_FILTERS).default('exclude'),
  limit: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_MAX).default(25),
  cursor: singleLineText().max(1000).optional(),
});
export type ListCatalogueQuery = z.input<typeof listCatalogueQuerySchema>;

const page = <T extends z.ZodType>(row: T) =>
  envelope(z.object({ rows: z.array(row), nextCursor: z.string().nullable() }));

// Products ---------------------------------------------------------------------------------------

const taxRateIds = z
  .array(z.uuid())
  .max(PRODUCT_TAX_RATES_MAX)
  .refine((ids) => new Set(ids).size === ids.length, CATALOGUE_TEXTS.eachRateOnce);

const productFields = {
  name: requiredText(CATALOGUE_NAME_MAX),
  description: description.optional(),
  unitPriceMinor: minorUnits,
  /** The company's tax rates a new line of this product starts with, in the order they apply. */
  taxRateIds: taxRateIds.optional(),
};

export const createProductRequestSchema = z.strictObject(productFields);
export type CreateProductRequest = z.input<typeof createProductRequestSchema>;

/** Only what changed, with the `updatedAt` the form loaded (changed since: StaleVersion). */
export const updateProductRequestSchema = z
  .strictObject(productFields)
  .partial()
  .extend({ updatedAt: versionField });
export type UpdateProductRequest = z.input<typeof updateProductRequestSchema>;

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  unitPriceMinor: z.number().int(),
  /** The company's currency (ISO 4217): the unit of every price. */
  currency: z.string(),
  taxRateIds: z.array(z.string()),
  archivedAt: z.string().nullable(),
  /** Packages that hold this product: while any does, it can be archived but not deleted. */
  packageCount: z.number().int(),
  /** Its picture's address (cached for good: a new picture has a new address), or null. */
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  /** The version an update carries back. */
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;
export const productResponseSchema = envelope(productSchema);
export const productPageResponseSchema = page(productSchema);
export type ProductPage = z.infer<typeof productPageResponseSchema>['data'];

// Packages ---------------------------------------------------------------------------------------

export const packageItemInputSchema = z.strictObject({
  productId: z.uuid(),
  quantityThousandths: z
    .number()
    .int()
    .min(1, CATALOGUE_TEXTS.quantity)
    .max(PACKAGE_QUANTITY_MAX_THOUSANDTHS),
});

const packageItems = z
  .array(packageItemInputSchema)
  .max(PACKAGE_ITEMS_MAX)
  .refine(
    (items) => new Set(items.map((i) => i.productId)).size === items.length,
    CATALOGUE_TEXTS.eachProductOnce,
  );

const packageFields = {
  name: requiredText(CATALOGUE_NAME_MAX),
  description: description.optional(),
  /** The package's own price, whatever its products cost one by one. */
  priceMinor: minorUnits,
  /** Its products in the order they are shown. */
  items: packageItems.optional(),
};

export const createPackageRequestSchema = z.strictObject(packageFields);
export type CreatePackageRequest = z.input<typeof createPackageRequestSchema>;

/** Only what changed (`items`, when sent, becomes the whole list), with the `updatedAt` loaded. */
export const updatePackageRequestSchema = z
  .strictObject(packageFields)
  .partial()
  .extend({ updatedAt: versionField });
export type UpdatePackageRequest = z.input<typeof updatePackageRequestSchema>;

export const packageItemSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  /** The product's own price now (the package's price is its own). */
  unitPriceMinor: z.number().int(),
  quantityThousandths: z.number().int(),
  /** An archived product stays in the packages that hold it. */
  productArchived: z.boolean(),
});
export type PackageItem = z.infer<typeof packageItemSchema>;

export const packageSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  priceMinor: z.number().int(),
  currency: z.string(),
  items: z.array(packageItemSchema),
  imageUrl: z.string().nullable(),
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Package = z.infer<typeof packageSchema>;
export const packageResponseSchema = envelope(packageSchema);
export const packagePageResponseSchema = page(packageSchema);
export type PackagePage = z.infer<typeof packagePageResponseSchema>['data'];
