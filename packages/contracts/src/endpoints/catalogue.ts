import { ApiRoutes as R } from '../api-routes.ts';
import { z } from 'zod';
import {
  CATALOGUE_IMAGE_CONTENT_TYPES,
  catalogueItemParamsSchema,
  createPackageRequestSchema,
  createProductRequestSchema,
  listCatalogueQuerySchema,
  packagePageResponseSchema,
  packageResponseSchema,
  productPageResponseSchema,
  productResponseSchema,
  updatePackageRequestSchema,
  updateProductRequestSchema,
} from '../catalogue.ts';
import { endpoint } from '../endpoint.ts';
import { emptyDataSchema } from '../envelope.ts';

const catalogue = { tags: ['catalogue'], access: 'company' } as const;
const LIST =
  'by name; `q` matches a part of the name in any case; `archived` exclude (default), only or include; keyset pages through `nextCursor`.';
const STALE = 'Only the fields sent change; `updatedAt` is the version loaded (changed since: StaleVersion).';

const IMAGE =
  'the image sent as the body (PNG, JPEG or WebP, up to 5 MB), stored as a WebP fitted inside 800×800. Not an image: ValidationFailed; too large: 413; another type: 415.';
const imageBody = z.any().describe('The image file (PNG, JPEG or WebP)');

/** Settings → products and packages of the current company. */
export const catalogueEndpoints = {
  listProducts: endpoint(R.listProducts, {
    ...catalogue,
    description: `The company's products, ${LIST}`,
    query: listCatalogueQuerySchema,
    response: productPageResponseSchema,
  }),
  createProduct: endpoint(R.createProduct, {
    ...catalogue,
    description:
      'Adds a product. A name taken (any case) is AlreadyExists with `data.fields.name`; a tax rate not of the company is NotFound.',
    body: createProductRequestSchema,
    response: productResponseSchema,
  }),
  getProduct: endpoint(R.getProduct, {
    ...catalogue,
    description: 'One product of the company.',
    params: catalogueItemParamsSchema,
    response: productResponseSchema,
  }),
  updateProduct: endpoint(R.updateProduct, {
    ...catalogue,
    description: `Changes a product. ${STALE}`,
    params: catalogueItemParamsSchema,
    body: updateProductRequestSchema,
    response: productResponseSchema,
  }),
  deleteProduct: endpoint(R.deleteProduct, {
    ...catalogue,
    description: 'Deletes a product no package holds; one in a package is Conflict (archive it instead).',
    params: catalogueItemParamsSchema,
    response: emptyDataSchema,
  }),
  archiveProduct: endpoint(R.archiveProduct, {
    ...catalogue,
    description: 'Archives a product: it leaves the list and new packages, and stays where it is used.',
    params: catalogueItemParamsSchema,
    response: productResponseSchema,
  }),
  restoreProduct: endpoint(R.restoreProduct, {
    ...catalogue,
    description: 'Brings an archived product back to the list.',
    params: catalogueItemParamsSchema,
    response: productResponseSchema,
  }),
  uploadProductImage: endpoint(R.uploadProductImage, {
    ...catalogue,
    description: `Replaces a product's picture with ${IMAGE}`,
    params: catalogueItemParamsSchema,
    consumes: CATALOGUE_IMAGE_CONTENT_TYPES,
    body: imageBody,
    response: productResponseSchema,
  }),
  removeProductImage: endpoint(R.removeProductImage, {
    ...catalogue,
    description: "Removes a product's picture.",
    params: catalogueItemParamsSchema,
    response: productResponseSchema,
  }),
  listPackages: endpoint(R.listPackages, {
    ...catalogue,
    description: `The company's packages with their products, ${LIST}`,
    query: listCatalogueQuerySchema,
    response: packagePageResponseSchema,
  }),
  createPackage: endpoint(R.createPackage, {
    ...catalogue,
    description:
      "Adds a package of the company's products. A name taken is AlreadyExists; a product not of the company is NotFound, an archived one Conflict.",
    body: createPackageRequestSchema,
    response: packageResponseSchema,
  }),
  getPackage: endpoint(R.getPackage, {
    ...catalogue,
    description: 'One package of the company, with its products.',
    params: catalogueItemParamsSchema,
    response: packageResponseSchema,
  }),
  updatePackage: endpoint(R.updatePackage, {
    ...catalogue,
    description: `Changes a package; \`items\`, when sent, becomes its whole list. ${STALE}`,
    params: catalogueItemParamsSchema,
    body: updatePackageRequestSchema,
    response: packageResponseSchema,
  }),
  deletePackage: endpoint(R.deletePackage, {
    ...catalogue,
    description: 'Deletes a package (no quote or invoice refers to one yet).',
    params: catalogueItemParamsSchema,
    response: emptyDataSchema,
  }),
  archivePackage: endpoint(R.archivePackage, {
    ...catalogue,
    description: 'Archives a package: it leaves the list and is not offered for new quotes.',
    params: catalogueItemParamsSchema,
    response: packageResponseSchema,
  }),
  restorePackage: endpoint(R.restorePackage, {
    ...catalogue,
    description: 'Brings an archived package back to the list.',
    params: catalogueItemParamsSchema,
    response: packageResponseSchema,
  }),
  uploadPackageImage: endpoint(R.uploadPackageImage, {
    ...catalogue,
    description: `Replaces a package's picture with ${IMAGE}`,
    params: catalogueItemParamsSchema,
    consumes: CATALOGUE_IMAGE_CONTENT_TYPES,
    body: imageBody,
    response: packageResponseSchema,
  }),
  removePackageImage: endpoint(R.removePackageImage, {
    ...catalogue,
    description: "Removes a package's picture.",
    params: catalogueItemParamsSchema,
    response: packageResponseSchema,
  }),
};
