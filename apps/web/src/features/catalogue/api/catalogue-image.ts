import { ApiRoutes, fillPath } from '@focal/contracts/api-routes';
import type { Package, Product } from '@focal/contracts/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { uploadWithProgress } from '../../../shared/http/upload-with-progress';
import { CATALOGUE_KEY, type CatalogueKind } from './query-keys';

const routes = {
  product: { upload: ApiRoutes.uploadProductImage, remove: ApiRoutes.removeProductImage },
  package: { upload: ApiRoutes.uploadPackageImage, remove: ApiRoutes.removePackageImage },
} as const;

type Upload = { id: string; file: File; onProgress?: (fraction: number) => void };

/**
 * Sends the picture itself as the body (the server resizes it), reporting its progress; the answer
 * is the item with its new `imageUrl`. A 452 is sent again through the client, which refreshes.
 */
export function useUploadImage(kind: CatalogueKind) {
  const queries = useQueryClient();
  const route = routes[kind].upload;
  return useMutation({
    mutationFn: ({ id, file, onProgress = () => {} }: Upload): Promise<Product | Package> =>
      uploadWithProgress(
        fillPath(route.path, { id }),
        file,
        onProgress,
        () => apiFetch(route, { params: { id }, body: file }),
        'PUT',
      ),
    onSuccess: () => queries.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

/** The item shows no picture any more. */
export function useRemoveImage(kind: CatalogueKind) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (id: string): Promise<Product | Package> => apiFetch(routes[kind].remove, { params: { id } }),
    onSuccess: () => queries.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
