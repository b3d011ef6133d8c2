/** Every catalogue query starts with this key; a save of a product or package invalidates them all. */
export const CATALOGUE_KEY = ['catalogue'] as const;

export type CatalogueKind = 'product' | 'package';

export const catalogueKeys = {
  list: (kind: CatalogueKind) => [...CATALOGUE_KEY, kind, 'list'] as const,
  /** The current products the package form's picker finds. */
  search: (q: string) => [...CATALOGUE_KEY, 'product', 'search', q] as const,
  /** The company's currency and tax rates, which the forms need. */
  company: (companyId: string) => [...CATALOGUE_KEY, 'company', companyId] as const,
};
