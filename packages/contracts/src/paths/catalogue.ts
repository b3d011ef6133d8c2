/** The paths of endpoints/catalogue.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const cataloguePaths = {
  // products and packages: under /api/user/settings/...
  listProducts: ['GET', '/api/user/settings/products'],
  createProduct: ['POST', '/api/user/settings/products'],
  getProduct: ['GET', '/api/user/settings/products/:id'],
  updateProduct: ['PUT', '/api/user/settings/products/:id'],
  deleteProduct: ['DELETE', '/api/user/settings/products/:id'],
  archiveProduct: ['POST', '/api/user/settings/products/:id/archive'],
  restoreProduct: ['POST', '/api/user/settings/products/:id/restore'],
  uploadProductImage: ['PUT', '/api/user/settings/products/:id/image'],
  removeProductImage: ['DELETE', '/api/user/settings/products/:id/image'],
  listPackages: ['GET', '/api/user/settings/packages'],
  createPackage: ['POST', '/api/user/settings/packages'],
  getPackage: ['GET', '/api/user/settings/packages/:id'],
  updatePackage: ['PUT', '/api/user/settings/packages/:id'],
  deletePackage: ['DELETE', '/api/user/settings/packages/:id'],
  archivePackage: ['POST', '/api/user/settings/packages/:id/archive'],
  restorePackage: ['POST', '/api/user/settings/packages/:id/restore'],
  uploadPackageImage: ['PUT', '/api/user/settings/packages/:id/image'],
  removePackageImage: ['DELETE', '/api/user/settings/packages/:id/image'],
} as const;
