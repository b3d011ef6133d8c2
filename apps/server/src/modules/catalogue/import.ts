import { CATALOGUE_NAME_MAX } from '@focal/contracts';
import type { Db } from '../../db/client.ts';
import { lockStoredFile } from '../../storage/file-lock.ts';
import * as repo from './company-import/repo.ts';
import { isImageInUse } from './repo.ts';
import { lockPackages, lockProductsOf } from './packages/repo.ts';
import { companyTaxRateIds, lockProducts } from './products/repo.ts';

export { countPackages, countProducts, packagesAfter, productsAfter } from './company-import/repo.ts';

/**
 * The company import's writes of products and packages (modules/imports/kinds.ts), under the ids the
 * import recorded, so PACKAGES finds each product's copy in import_copies as PRODUCTS finds each tax
 * rate's. Archived rows come archived. A link whose target was not copied (a tax rate when TAX_RATES
 * was not imported, a product whose copy failed or was deleted since) is left out, as CLIENTS leaves
 * out the values of custom fields it has no copy of; the rest keep their order.
 */

type Copies<Row> = { row: Row; targetId: string }[];

/**
 * Pictures are copied by reference: both rows show the same stored file (content-addressed). The
 * source may have dropped one since the page was read, and its file may be gone: a reference is
 * copied only while, under the file's lock (held to the commit), some row still shows it. Locked in
 * path order, so two imports never wait on each other.
 */
async function livePictures(tx: Db, rows: { imagePath: string | null }[]) {
  const paths = [...new Set(rows.flatMap((row) => (row.imagePath ? [row.imagePath] : [])))].sort();
  const live = new Set<string>();
  for (const path of paths) {
    await lockStoredFile(tx, path);
    if (await isImageInUse(tx, path)) live.add(path);
  }
  return (path: string | null) => (path && live.has(path) ? path : null);
}

/** `name`, or it numbered "Album (2)", shortened so the number still fits the bound. */
const numbered = (name: string, n: number) => {
  const suffix = n === 1 ? '' : ` (${n})`;
  return `${name.slice(0, CATALOGUE_NAME_MAX - suffix.length).trimEnd()}${suffix}`;
};

/**
 * For each wanted name, one the company does not use yet in any case (nor another of the batch): the
 * name itself, or it numbered. Asks the database only about the candidates, round after round, so
 * a batch costs one query when nothing clashes, whatever the company already holds.
 */
async function freeNames(wanted: string[], taken: (candidates: string[]) => Promise<Set<string>>) {
  const names: string[] = [...wanted];
  const tries = wanted.map(() => 1);
  const chosen = new Set<string>();
  let pending = wanted.map((_, i) => i);
  while (pending.length > 0) {
    const candidates = pending.map((i) => numbered(wanted[i]!, tries[i]!));
    const used = await taken(candidates);
    const next: number[] = [];
    pending.forEach((i, k) => {
      const key = candidates[k]!.toLowerCase();
      if (used.has(key) || chosen.has(key)) {
        tries[i]! += 1;
        next.push(i);
      } else {
        chosen.add(key);
        names[i] = candidates[k]!;
      }
    });
    pending = next;
  }
  return names;
}

/** A product's taxes become the company's copies of its rates (TAX_RATES, run before). */
export async function writeImportedProducts(tx: Db, copies: Copies<repo.SourceProduct>, target: string) {
  await lockProducts(tx, target);
  const names = await freeNames(
    copies.map((c) => c.row.name),
    (candidates) => repo.takenNames(tx, 'products', target, candidates),
  );
  const rates = await repo.copiesOf(tx, target, 'TAX_RATES', [
    ...new Set(copies.flatMap((c) => c.row.taxRateIds)),
  ]);
  const present = await companyTaxRateIds(tx, target, [...rates.values()]);
  const picture = await livePictures(
    tx,
    copies.map((c) => c.row),
  );
  const copyOf = (rateId: string) => {
    const copy = rates.get(rateId);
    return copy && present.has(copy) ? [copy] : [];
  };
  await repo.insertProducts(
    tx,
    target,
    copies.map(({ row, targetId }, i) => ({
      id: targetId,
      name: names[i]!,
      description: row.description,
      unitPriceMinor: row.unitPriceMinor,
      imagePath: picture(row.imagePath),
      archivedAt: row.archivedAt,
      taxRateIds: row.taxRateIds.flatMap(copyOf),
    })),
  );
}

/**
 * A package's items name the company's copies of their products (PRODUCTS, which PACKAGES requires),
 * share-locked as a package's save locks them, so none is deleted under the new items.
 */
export async function writeImportedPackages(tx: Db, copies: Copies<repo.SourcePackage>, target: string) {
  await lockPackages(tx, target);
  const names = await freeNames(
    copies.map((c) => c.row.name),
    (candidates) => repo.takenNames(tx, 'packages', target, candidates),
  );
  const productCopies = await repo.copiesOf(tx, target, 'PRODUCTS', [
    ...new Set(copies.flatMap((c) => c.row.items.map((item) => item.productId))),
  ]);
  const held = new Set(
    (await lockProductsOf(tx, target, [...productCopies.values()])).map((product) => product.id),
  );
  const picture = await livePictures(
    tx,
    copies.map((c) => c.row),
  );
  await repo.insertPackages(
    tx,
    target,
    copies.map(({ row, targetId }, i) => ({
      id: targetId,
      name: names[i]!,
      description: row.description,
      priceMinor: row.priceMinor,
      imagePath: picture(row.imagePath),
      archivedAt: row.archivedAt,
      items: row.items.flatMap((item) => {
        const productId = productCopies.get(item.productId);
        return productId && held.has(productId)
          ? [{ productId, quantityThousandths: item.quantityThousandths }]
          : [];
      }),
    })),
  );
}
