import type {
  Package,
  PackagePage,
  createPackageRequestSchema,
  updatePackageRequestSchema,
} from '@focal/contracts';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { isStale } from '../../../lib/stale-version.ts';
import { archivedItem, itemNotFound, nameTaken, packageNotFound, stale } from '../errors.ts';
import { dropImage, type ImageOwner, imageUrlOf, releaseImage, storeImage } from '../images.ts';
import { type ListFilter, type ListQuery, type Page, pageOf } from '../list.ts';
import { CatalogueText } from '../messages.ts';
import * as repo from './repo.ts';

type CreateBody = z.output<typeof createPackageRequestSchema>;
type UpdateBody = z.output<typeof updatePackageRequestSchema>;
type Items = NonNullable<CreateBody['items']>;
type Listed = repo.PackageRow & { currency: string };

const toPackage = (row: Listed, items: repo.PackageItemRow[]): Package => ({
  id: row.id,
  name: row.name,
  description: row.description,
  priceMinor: Number(row.priceMinor),
  currency: row.currency,
  items: items
    .filter((item) => item.packageId === row.id)
    .map(({ packageId: _p, ...item }) => ({ ...item, unitPriceMinor: Number(item.unitPriceMinor) })),
  imageUrl: imageUrlOf(row),
  archivedAt: row.archivedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** A page of packages, each with its products (read in one query for the page). */
export async function listPackages(db: Db, companyId: string, query: ListQuery): Promise<PackagePage> {
  let items: repo.PackageItemRow[] = [];
  const read = async (f: ListFilter, page: Page) => {
    const rows = await repo.listPackages(db, f, page);
    items = await repo.itemsOf(
      db,
      companyId,
      rows.slice(0, query.limit).map((r) => r.id),
    );
    return rows;
  };
  return pageOf(companyId, query, read, (row) => toPackage(row, items));
}

async function found(db: Db, companyId: string, id: string): Promise<Package> {
  const row = await repo.findPackage(db, companyId, id);
  if (!row) throw packageNotFound();
  return toPackage(row, await repo.itemsOf(db, companyId, [id]));
}

export const getPackage = (db: Db, companyId: string, id: string) => found(db, companyId, id);

async function assertNameFree(tx: Db, companyId: string, name: string, exceptId?: string) {
  const other = await repo.namedPackage(tx, companyId, name, exceptId);
  if (other)
    throw nameTaken(
      other.archivedAt ? CatalogueText.packageTakenArchived(name) : CatalogueText.packageTaken(name),
    );
}

/**
 * Every item a product of the company (another company's is not found), none archived unless the
 * package held it already (an archived product stays where it is, but joins nothing new).
 */
async function assertItems(tx: Db, companyId: string, items: Items, heldBefore: Set<string>) {
  const rows = await repo.lockProductsOf(
    tx,
    companyId,
    items.map((i) => i.productId),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const item of items) {
    const product = byId.get(item.productId);
    if (!product) throw itemNotFound();
    if (product.archivedAt && !heldBefore.has(product.id)) throw archivedItem(product.name);
  }
}

/** Runs `work` in a transaction holding the company's packages lock. */
const edit = <R>(db: Db, companyId: string, work: (tx: Db) => Promise<R>) =>
  db.transaction(async (tx) => {
    await repo.lockPackages(tx, companyId);
    return work(tx);
  });

export function createPackage(db: Db, companyId: string, body: CreateBody): Promise<Package> {
  return edit(db, companyId, async (tx) => {
    await assertNameFree(tx, companyId, body.name);
    const items = body.items ?? [];
    await assertItems(tx, companyId, items, new Set());
    const row = await repo.insertPackage(tx, companyId, {
      name: body.name,
      description: body.description ?? '',
      priceMinor: body.priceMinor,
    });
    await repo.setPackageItems(tx, companyId, row.id, items);
    return found(tx, companyId, row.id);
  });
}

/** Only the fields sent change (`items` as a whole), and only on the version the form loaded. */
export function updatePackage(db: Db, companyId: string, id: string, body: UpdateBody): Promise<Package> {
  const { updatedAt, items, ...changes } = body;
  return edit(db, companyId, async (tx) => {
    const current = await repo.lockPackage(tx, companyId, id);
    if (!current) throw packageNotFound();
    if (isStale(current, updatedAt)) throw stale();
    if (changes.name !== undefined) await assertNameFree(tx, companyId, changes.name, id);
    if (items !== undefined) {
      const held = new Set((await repo.itemsOf(tx, companyId, [id])).map((i) => i.productId));
      await assertItems(tx, companyId, items, held);
      await repo.setPackageItems(tx, companyId, id, items);
    }
    await repo.updatePackage(tx, companyId, id, {
      ...(changes.name !== undefined && { name: changes.name }),
      ...(changes.description !== undefined && { description: changes.description }),
      ...(changes.priceMinor !== undefined && { priceMinor: changes.priceMinor }),
    });
    return found(tx, companyId, id);
  });
}

export function setPackageArchived(
  db: Db,
  companyId: string,
  id: string,
  archived: boolean,
): Promise<Package> {
  return edit(db, companyId, async (tx) => {
    const current = await repo.lockPackage(tx, companyId, id);
    if (!current) throw packageNotFound();
    if (Boolean(current.archivedAt) !== archived)
      await repo.updatePackage(tx, companyId, id, { archivedAt: archived ? new Date() : null });
    return found(tx, companyId, id);
  });
}

/** No quote or invoice refers to a package yet: when they do, they keep copies of its lines. */
export async function deletePackage(deps: AppDeps, companyId: string, id: string): Promise<void> {
  const imagePath = await edit(deps.db, companyId, async (tx) => {
    const row = await repo.lockPackage(tx, companyId, id);
    if (!row) throw packageNotFound();
    await repo.deletePackage(tx, companyId, id);
    return row.imagePath;
  });
  // Its picture goes with it unless another row shows the same one.
  if (imagePath) await releaseImage(deps, imagePath);
}

const imageOwner = (companyId: string, id: string): ImageOwner => ({
  what: 'package image',
  lock: (tx) => repo.lockPackage(tx, companyId, id),
  set: (tx, path) => repo.setPackageImage(tx, companyId, id, path),
});

/** The package's picture; another company's package is NotFound before any decoding. */
export async function putPackageImage(deps: AppDeps, companyId: string, id: string, body: unknown) {
  await found(deps.db, companyId, id);
  await storeImage(deps, companyId, imageOwner(companyId, id), body);
  return found(deps.db, companyId, id);
}

export async function removePackageImage(deps: AppDeps, companyId: string, id: string) {
  await found(deps.db, companyId, id);
  await dropImage(deps, imageOwner(companyId, id));
  return found(deps.db, companyId, id);
}
