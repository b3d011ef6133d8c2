import type { ListCatalogueQuery, Package, Product } from '@focal/contracts/catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { catalogueKeys, type CatalogueKind } from './query-keys';

export const PAGE_SIZE = 25;

export type ArchivedFilter = NonNullable<ListCatalogueQuery['archived']>;
export type CatalogueFilters = { q: string; archived: ArchivedFilter };
type RowOf<K extends CatalogueKind> = K extends 'product' ? Product : Package;

const routes = { product: ApiRoutes.listProducts, package: ApiRoutes.listPackages } as const;

/**
 * The list's pages by name, each after the `nextCursor` of the one before ("Load more"): a keyset
 * list has no page count. The rows on screen stay while a new search loads.
 */
export function useCatalogueList<K extends CatalogueKind>(kind: K, filters: CatalogueFilters) {
  return useInfiniteQuery({
    queryKey: [...catalogueKeys.list(kind), filters] as const,
    queryFn: async ({ pageParam, signal }) => {
      const query = {
        ...(filters.q && { q: filters.q }),
        archived: filters.archived,
        limit: PAGE_SIZE,
        ...(pageParam && { cursor: pageParam }),
      };
      const page = await apiFetch(routes[kind], { query, signal, expiredGoesToLogin: true });
      return page as { rows: RowOf<K>[]; nextCursor: string | null };
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    placeholderData: keepPreviousData,
  });
}
