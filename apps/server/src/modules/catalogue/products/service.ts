import type {
  Product,
  ProductPage,
  createProductRequestSchema,
  updateProductRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { AppError } from '../../../http/app-error.ts';
import { isStale } from '../../../lib/stale-version.ts';
import { nameTaken, productNotFound, stale, taxRateNotFound } from '../errors.ts';
import { dropImage, type ImageOwner, imageUrlOf, releaseImage, storeImage } from '../images.ts';
import { type ListQuery, pageOf } from '../list.ts';
import { CatalogueText } from '../messages.ts';
import * as repo from './repo.ts';

type CreateBody = z.output<typeof createProductRequestSchema>;
type UpdateBody = z.output<typeof updateProductRequestSchema>;

const toProduct = (row: repo.ProductRecord): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  unitPriceMinor: Number(row.unitPriceMinor),
  currency: row.currency,
  taxRateIds: row.taxRateIds,
  archivedAt: row.archivedAt?.toISOString() ?? null,
  packageCount: Number(row.packageCount),
  imageUrl: imageUrlOf(row),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const listProducts = (db: Db, companyId: string, query: ListQuery): Promise<ProductPage> =>
  pageOf<repo.ListedProduct, Product>(
    companyId,
    query,
    (f, page) => repo.listProducts(db, f, page),
    toProduct,
  );

async function found(db: Db, companyId: string, id: string): Promise<Product> {
  const row = await repo.findProduct(db, companyId, id);
  if (!row) throw productNotFound();
  return toProduct(row);
}

export const getProduct = (db: Db, companyId: string, id: string) => found(db, companyId, id);

async function assertNameFree(tx: Db, companyId: string, name: string, exceptId?: string) {
  const other = await repo.namedProduct(tx, companyId, name, exceptId);
  if (other)
    throw nameTaken(
      other.archivedAt ? CatalogueText.productTakenArchived(name) : CatalogueText.productTaken(name),
    );
}

/** Every id one of the company's tax rates, else NotFound (another company's rate is not seen). */
async function assertTaxRates(tx: Db, companyId: string, ids: string[]) {
  const known = await repo.companyTaxRateIds(tx, companyId, ids);
  if (ids.some((id) => !known.has(id))) throw taxRateNotFound();
}

/** Runs `edit` in a transaction holding the company's products lock. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await repo.lockProducts(tx, companyId);
    return work(tx);
  });

export function createProduct(db: Db, companyId: string, body: CreateBody): Promise<Product> {
  return edit(db, companyId, async (tx) => {
    await assertNameFree(tx, companyId, body.name);
    const taxRateIds = body.taxRateIds ?? [];
    await assertTaxRates(tx, companyId, taxRateIds);
    const row = await repo.insertProduct(tx, companyId, {
      name: body.name,
      description: body.description ?? '',
      unitPriceMinor: body.unitPriceMinor,
    });
    await repo.setProductTaxRates(tx, companyId, row.id, taxRateIds);
    return found(tx, companyId, row.id);
  });
}

/** Only the fields sent change, and only on the version the form loaded. */
export function updateProduct(db: Db, companyId: string, id: string, body: UpdateBody): Promise<Product> {
  const { updatedAt, taxRateIds, ...changes } = body;
  return edit(db, companyId, async (tx) => {
    const current = await repo.lockProduct(tx, companyId, id);
    if (!current) throw productNotFound();
    if (isStale(current, updatedAt)) throw stale();
    if (changes.name !== undefined) await assertNameFree(tx, companyId, changes.name, id);
    if (taxRateIds !== undefined) {
      await assertTaxRates(tx, companyId, taxRateIds);
      await repo.setProductTaxRates(tx, companyId, id, taxRateIds);
    }
    await repo.updateProduct(tx, companyId, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.unitPriceMinor !== undefined && { unitPriceMinor: changes.unitPriceMinor }),
    });
    return found(tx, companyId, id);
  });
}

/** An archived product leaves the list and cannot join a package; the packages that hold it keep it. */
export function setProductArchived(
  db: Db,
  companyId: string,
  id: string,
  archived: boolean,
): Promise<Product> {
  return edit(db, companyId, async (tx) => {
    const current = await repo.lockProduct(tx, companyId, id);
    if (!current) throw productNotFound();
    if (Boolean(current.archivedAt) !== archived)
      await repo.updateProduct(tx, companyId, id, { archivedAt: archived ? new Date() : null });
    return found(tx, companyId, id);
  });
}

/**
 * Only a product no package holds is deleted; otherwise the answer says to archive it. Its picture
 * goes with it unless another row shows the same one.
 */
export async function deleteProduct(deps: AppDeps, companyId: string, id: string): Promise<void> {
  const imagePath = await edit(deps.db, companyId, async (tx) => {
    const row = await repo.lockProduct(tx, companyId, id);
    if (!row) throw productNotFound();
    const packages = await repo.packageCountOf(tx, companyId, id);
    if (packages > 0)
      throw new AppError('Conflict', CatalogueText.productInUseTitle, CatalogueText.productInUse(packages));
    await repo.deleteProduct(tx, companyId, id);
    return row.imagePath;
  });
  if (imagePath) await releaseImage(deps, imagePath);
}

const imageOwner = (companyId: string, id: string): ImageOwner => ({
  what: 'product image',
  lock: (tx) => repo.lockProduct(tx, companyId, id),
  set: (tx, path) => repo.setProductImage(tx, companyId, id, path),
});

/** The product's picture (an archived product's too); another company's product is NotFound before any decoding. */
export async function putProductImage(deps: AppDeps, companyId: string, id: string, body: unknown) {
  await found(deps.db, companyId, id);
  await storeImage(deps, companyId, imageOwner(companyId, id), body);
  return found(deps.db, companyId, id);
}

export async function removeProductImage(deps: AppDeps, companyId: string, id: string) {
  await found(deps.db, companyId, id);
  await dropImage(deps, imageOwner(companyId, id));
  return found(deps.db, companyId, id);
}
