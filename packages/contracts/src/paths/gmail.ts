/** The paths of endpoints/gmail.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const gmailPaths = {
  // email settings: Gmail through OAuth
  getGmailConnection: ['GET', '/api/user/v1/integration/email/gmail'],
  updateGmailSettings: ['PUT', '/api/user/v1/integration/email/gmail'],
  connectGmail: ['POST', '/api/user/v1/integration/email/gmail'],
  disconnectGmail: ['DELETE', '/api/user/v1/integration/email/gmail'],
  getGmailSettings: ['GET', '/protected/rest/settings/gmail'],
} as const;
