import { CATALOGUE_PAGE_MAX, type Package, type Product } from '@focal/contracts/catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../../shared/bootstrap/get-bootstrap';
import { apiFetch } from '../../../shared/http/client';
import { quoteKeys } from './query-keys';

export type CatalogueItems = { products: Product[]; packages: Package[] };

/**
 * The company's current products and packages, the first page of each by name (100), read when the
 * editor's "Add from catalogue" opens: the picker filters them as the user types.
 */
export function useCatalogueItems(enabled: boolean) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: quoteKeys.catalogue(companyId),
    queryFn: async ({ signal }): Promise<CatalogueItems> => {
      const query = { archived: 'exclude', limit: CATALOGUE_PAGE_MAX } as const;
      const [products, packages] = await Promise.all([
        apiFetch(ApiRoutes.listProducts, { query, signal }),
        apiFetch(ApiRoutes.listPackages, { query, signal }),
      ]);
      return { products: products.rows, packages: packages.rows };
    },
    enabled,
  });
}
