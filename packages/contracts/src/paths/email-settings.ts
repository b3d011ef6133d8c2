/** The paths of endpoints/email-settings.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const emailSettingsPaths = {
  // email settings
  getEmailSettingsLayout: ['GET', '/api/user/settings/email-settings/layout'],
  getEmailProvider: ['GET', '/api/user/settings/email-settings/provider'],
  setEmailProvider: ['PUT', '/api/user/settings/email-settings/provider'],
  getCustomSmtp: ['GET', '/api/user/settings/email-settings/smtp/custom'],
  saveCustomSmtp: ['POST', '/protected/rest/settings/email/smtp'],
  deleteCustomSmtp: ['DELETE', '/protected/rest/settings/email/smtp'],
  getSmtpSpf: ['GET', '/api/user/settings/email-settings/smtp/custom/spf'],
  getReplyDomain: ['GET', '/api/user/settings/email-settings/reply-domain'],
  saveReplyDomain: ['POST', '/api/user/settings/email-settings/reply-domain'],
  getEmailNotifications: ['GET', '/api/user/settings/email-settings/notifications'],
  saveEmailNotifications: ['POST', '/api/user/settings/email-settings/notifications'],
  getEmailSignature: ['GET', '/api/user/settings/email-signature'],
  saveEmailSignature: ['POST', '/api/user/settings/email-signature'],
  uploadSignatureImage: ['POST', '/api/user/settings/email-signature/image/save'],
  uploadSignatureImageProtected: ['POST', '/protected/rest/signature/image/save'],
  deleteSignatureImage: ['DELETE', '/api/user/settings/email-signature/image'],
} as const;
