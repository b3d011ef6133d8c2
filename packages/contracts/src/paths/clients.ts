/** The paths of endpoints/clients.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const clientsPaths = {
  // clients: under /api/user/clients
  listClients: ['GET', '/api/user/clients'],
  createClient: ['POST', '/api/user/clients'],
  getClientFacets: ['GET', '/api/user/clients/facets'],
  bulkTagClients: ['POST', '/api/user/clients/bulk/tags'],
  exportClients: ['GET', '/api/user/clients/export'],
  previewClientImport: ['POST', '/api/user/clients/import/preview'],
  startClientImport: ['POST', '/api/user/clients/import'],
  getClient: ['GET', '/api/user/clients/:clientId'],
  updateClient: ['PUT', '/api/user/clients/:clientId'],
  deleteClient: ['DELETE', '/api/user/clients/:clientId'],
  archiveClient: ['POST', '/api/user/clients/:clientId/archive'],
  unarchiveClient: ['POST', '/api/user/clients/:clientId/unarchive'],
  mergeClients: ['POST', '/api/user/clients/:clientId/merge'],
  moveClient: ['POST', '/api/user/clients/:clientId/move'],
  listClientJobs: ['GET', '/api/user/clients/:clientId/jobs'],
  listClientEmails: ['GET', '/api/user/clients/:clientId/emails'],
  listClientActivity: ['GET', '/api/user/clients/:clientId/activity'],
  getClientDocuments: ['GET', '/api/user/clients/:clientId/documents'],
} as const;
