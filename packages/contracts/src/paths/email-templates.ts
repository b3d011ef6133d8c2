/** The paths of endpoints/email-templates.ts's endpoints, by operationId (no zod: see api-routes.ts). */
export const emailTemplatesPaths = {
  // email templates
  listEmailTemplates: ['GET', '/protected/rest/settings/email_template/get_all'],
  createEmailTemplate: ['POST', '/protected/rest/settings/email_template/create'],
  updateEmailTemplate: ['POST', '/protected/rest/settings/email_template/update'],
  deleteEmailTemplate: ['POST', '/protected/rest/settings/email_template/delete'],
  duplicateEmailTemplate: ['POST', '/protected/rest/settings/email_template/duplicate'],
  validateEmailTemplate: ['POST', '/protected/rest/email_template/validate'],
  previewEmailTemplate: ['POST', '/protected/rest/settings/email_template/preview'],
  sendEmailTemplate: ['POST', '/protected/rest/settings/email_template/send'],
} as const;
