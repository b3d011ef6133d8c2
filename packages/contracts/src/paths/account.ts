/** The paths of endpoints/account.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const accountPaths = {
  // bootstrap and account setup
  bootstrap: ['GET', '/api/basic/bootstrap'],
  getAccountSetup: ['GET', '/api/user/complete-signup'],
  completeSignUp: ['POST', '/api/user/complete-signup'],
  saveCountry: ['POST', '/api/user/country'],
  // admin
  getAdminMe: ['GET', '/api/admin/me'],
  setAccountPlan: ['PUT', '/api/admin/accounts/plan'],
  listOutbox: ['GET', '/api/admin/outbox'],
  // development mail viewer
  getDevMail: ['GET', '/api/dev/mail'],
} as const;
