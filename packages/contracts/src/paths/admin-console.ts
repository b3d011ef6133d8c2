/** The paths of endpoints/admin-console.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const adminConsolePaths = {
  // admin console: accounts, administrators, audit log
  adminSearchAccounts: ['GET', '/api/admin/accounts'],
  adminGetAccount: ['GET', '/api/admin/accounts/:userId'],
  adminDisableUser: ['POST', '/api/admin/users/:userId/disable'],
  adminEnableUser: ['POST', '/api/admin/users/:userId/enable'],
  adminResendConfirmation: ['POST', '/api/admin/users/:userId/resend-confirmation'],
  adminUpdateTrial: ['PUT', '/api/admin/business-accounts/:id/trial'],
  adminChangePlan: ['PUT', '/api/admin/business-accounts/:id/plan'],
  adminListAdmins: ['GET', '/api/admin/admins'],
  adminInviteAdmin: ['POST', '/api/admin/admins'],
  adminDisableAdmin: ['POST', '/api/admin/admins/:id/disable'],
  getAdminInvitation: ['GET', '/api/admin/invitations/:token'],
  acceptAdminInvitation: ['POST', '/api/admin/invitations/:token/accept'],
  adminListAuditLog: ['GET', '/api/admin/audit-log'],
} as const;
