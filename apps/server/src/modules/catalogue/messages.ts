/** The catalogue's words (products and packages). */
export const CatalogueText = {
  productNotFoundTitle: 'Product not found',
  productNotFound: 'This product does not exist in this company, or was deleted.',
  packageNotFoundTitle: 'Package not found',
  packageNotFound: 'This package does not exist in this company, or was deleted.',
  taxRateNotFoundTitle: 'Tax rate not found',
  taxRateNotFound:
    "A chosen tax rate is not one of this company's rates any more. Reload the form and choose again.",
  itemNotFound: 'A chosen product does not exist in this company any more. Reload the form and choose again.',
  archivedItemTitle: 'Archived product',
  archivedItem: (name: string) =>
    `"${name}" is archived, so it cannot be added to a package. Restore it first, or choose another product.`,
  nameTakenTitle: 'Name already used',
  productTaken: (name: string) => `A product named "${name}" already exists. Choose another name.`,
  productTakenArchived: (name: string) =>
    `An archived product is named "${name}". Restore it, or choose another name.`,
  packageTaken: (name: string) => `A package named "${name}" already exists. Choose another name.`,
  packageTakenArchived: (name: string) =>
    `An archived package is named "${name}". Restore it, or choose another name.`,
  staleTitle: 'This item was changed',
  stale: 'Someone changed this item after you opened it. Reload it to see the changes, then save again.',
  productInUseTitle: 'This product is in use',
  productInUse: (n: number) =>
    `This product is in ${n} ${n === 1 ? 'package' : 'packages'}, so it cannot be deleted. Archive it instead: it leaves the list and stays in its packages.`,
  notAnImageTitle: 'Not an image we can read',
  notAnImage: 'This file is not a PNG, JPEG or WebP picture we can read. Choose another image.',
  imageBodyTitle: 'Unsupported content type',
  imageBody: 'Send the image itself as the request body (PNG, JPEG or WebP).',
} as const;
