/** The paths of endpoints/studio-lists.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const studioListsPaths = {
  // job types, lead pipeline, custom fields: under /api/user/settings/...
  listJobTypes: ['GET', '/api/user/settings/job-types'],
  createJobType: ['POST', '/api/user/settings/job-types'],
  reorderJobTypes: ['PUT', '/api/user/settings/job-types/order'],
  updateJobType: ['PUT', '/api/user/settings/job-types/:id'],
  deleteJobType: ['DELETE', '/api/user/settings/job-types/:id'],
  listLeadStages: ['GET', '/api/user/settings/lead-stages'],
  createLeadStage: ['POST', '/api/user/settings/lead-stages'],
  reorderLeadStages: ['PUT', '/api/user/settings/lead-stages/order'],
  updateLeadStage: ['PUT', '/api/user/settings/lead-stages/:id'],
  deleteLeadStage: ['DELETE', '/api/user/settings/lead-stages/:id'],
  listCustomFields: ['GET', '/api/user/settings/custom-fields'],
  createCustomField: ['POST', '/api/user/settings/custom-fields'],
  reorderCustomFields: ['PUT', '/api/user/settings/custom-fields/order'],
  updateCustomField: ['PUT', '/api/user/settings/custom-fields/:id'],
  deleteCustomField: ['DELETE', '/api/user/settings/custom-fields/:id'],
} as const;
