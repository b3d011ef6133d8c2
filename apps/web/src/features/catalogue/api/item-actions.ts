import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CATALOGUE_KEY, type CatalogueKind } from './query-keys';

export type ItemAction = 'archive' | 'restore' | 'delete';

const routes = {
  product: {
    archive: ApiRoutes.archiveProduct,
    restore: ApiRoutes.restoreProduct,
    delete: ApiRoutes.deleteProduct,
  },
  package: {
    archive: ApiRoutes.archivePackage,
    restore: ApiRoutes.restorePackage,
    delete: ApiRoutes.deletePackage,
  },
} as const;

/** Archive, restore or delete a product or a package; every catalogue list is asked again after. */
export function useItemAction(kind: CatalogueKind) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id }: { action: ItemAction; id: string }): Promise<unknown> =>
      apiFetch(routes[kind][action], { params: { id } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
