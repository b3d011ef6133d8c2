/** The paths of endpoints/mail-log.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const mailLogPaths = {
  // mail log
  getMailLog: ['GET', '/api/user/settings/email-settings/log'],
} as const;
