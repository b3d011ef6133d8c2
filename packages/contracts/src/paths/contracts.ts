/** The paths of endpoints/contracts.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const contractsPaths = {
  // contract templates and the consent disclosure: Settings → Contracts
  listContractTemplates: ['GET', '/api/user/settings/contract-templates'],
  createContractTemplate: ['POST', '/api/user/settings/contract-templates'],
  getContractTemplate: ['GET', '/api/user/settings/contract-templates/:id'],
  updateContractTemplate: ['PUT', '/api/user/settings/contract-templates/:id'],
  duplicateContractTemplate: ['POST', '/api/user/settings/contract-templates/:id/duplicate'],
  deleteContractTemplate: ['DELETE', '/api/user/settings/contract-templates/:id'],
  getContractSettings: ['GET', '/api/user/settings/contracts'],
  updateContractSettings: ['PUT', '/api/user/settings/contracts'],
  // a lead's or job's contracts
  previewContract: ['POST', '/api/user/contracts/preview'],
  createContract: ['POST', '/api/user/contracts'],
  getContract: ['GET', '/api/user/contracts/:id'],
  updateContract: ['PUT', '/api/user/contracts/:id'],
  deleteContract: ['DELETE', '/api/user/contracts/:id'],
  setContractSigners: ['PUT', '/api/user/contracts/:id/signers'],
  sendContract: ['POST', '/api/user/contracts/:id/send'],
  remindContract: ['POST', '/api/user/contracts/:id/remind'],
  voidContract: ['POST', '/api/user/contracts/:id/void'],
  reviseContract: ['POST', '/api/user/contracts/:id/revise'],
  signContract: ['POST', '/api/user/contracts/:id/sign'],
  getContractPdf: ['GET', '/api/user/contracts/:id/pdf'],
  // the client's contract in their portal
  listPortalContracts: ['GET', '/api/portal/:companyId/contracts'],
  getPortalContract: ['GET', '/api/portal/:companyId/contracts/:id'],
  signPortalContract: ['POST', '/api/portal/:companyId/contracts/:id/sign'],
  declinePortalContract: ['POST', '/api/portal/:companyId/contracts/:id/decline'],
  getPortalContractPdf: ['GET', '/api/portal/:companyId/contracts/:id/pdf'],
} as const;
