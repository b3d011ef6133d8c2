/** The paths of endpoints/companies.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const companiesPaths = {
  // companies
  listBrands: ['GET', '/api/user/companies/brands'],
  switchCompany: ['POST', '/api/user/companies/switch'],
  listCompanies: ['GET', '/api/companies'],
  createCompany: ['POST', '/api/companies'],
  getImportOptions: ['GET', '/api/companies/import-options'],
  getCompany: ['GET', '/api/companies/:id'],
  updateCompany: ['PUT', '/api/companies/:id'],
  deleteCompany: ['DELETE', '/api/companies/:id'],
  uploadLogo: ['PUT', '/api/companies/:id/logo'],
  removeLogo: ['DELETE', '/api/companies/:id/logo'],
  // background tasks
  listBanners: ['GET', '/api/user/secure-path/bootstrap/get-background-progress-tasks'],
  dismissBanner: ['PUT', '/api/user/background-tasks/:id/dismiss'],
} as const;
