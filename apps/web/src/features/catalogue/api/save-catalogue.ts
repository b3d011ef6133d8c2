import type {
  CreatePackageRequest,
  CreateProductRequest,
  Package,
  Product,
  UpdatePackageRequest,
  UpdateProductRequest,
} from '@focal/contracts/catalogue';
import { ApiRoutes } from '@focal/contracts/api-routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../shared/http/client';
import { CATALOGUE_KEY } from './query-keys';

/** Adds a product, or saves the changed fields of one with the version it loaded (`updatedAt`). */
export function useSaveProduct(id: string | undefined) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateProductRequest | UpdateProductRequest): Promise<Product> =>
      id
        ? apiFetch(ApiRoutes.updateProduct, { params: { id }, body: body as UpdateProductRequest })
        : apiFetch(ApiRoutes.createProduct, { body: body as CreateProductRequest }),
    // A product's name and price show in the packages too.
    onSettled: () => queries.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}

/** Adds a package, or saves the changed fields of one (`items`, when sent, is the whole list). */
export function useSavePackage(id: string | undefined) {
  const queries = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePackageRequest | UpdatePackageRequest): Promise<Package> =>
      id
        ? apiFetch(ApiRoutes.updatePackage, { params: { id }, body: body as UpdatePackageRequest })
        : apiFetch(ApiRoutes.createPackage, { body: body as CreatePackageRequest }),
    onSettled: () => queries.invalidateQueries({ queryKey: CATALOGUE_KEY }),
  });
}
