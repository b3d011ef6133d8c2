import { CATALOGUE_PAGE_MAX, type Package, type Product } from '@focal/contracts/catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useQuery } from '@tanstack/react-query';
import { useBootstrap } from '../../bootstrap/get-bootstrap';
import { apiFetch } from '../../http/client';

export type CatalogueItems = { products: Product[]; packages: Package[] };

// Under the catalogue feature's 'catalogue' key (by value: no import), so a product or package
// saved, archived or given a picture there is read again here rather than offered as it was.
const catalogueItemsKey = (companyId: string) => ['catalogue', 'document-picker', companyId] as const;

/**
 * The company's current products and packages (archived ones are left out by the server), the
 * first page of each by name (100), read when an editor's "Add from catalogue" opens: the picker
 * filters them as the user types.
 */
export function useCatalogueItems(enabled: boolean) {
  const companyId = useBootstrap().authorizedCompany.id;
  return useQuery({
    queryKey: catalogueItemsKey(companyId),
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
