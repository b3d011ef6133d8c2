// No zod here: the web app reads these paths (the /login chunk reads session-routes.ts alone).
import { fillPath, type RouteOf, routesOf, sessionTable } from './session-routes.ts';

export { fillPath };

/**
 * Every API endpoint's method and path, keyed by its operationId: the one spelling of each path.
 * Paths are Fastify's (`:id` for a parameter); the schemas of each endpoint are declared in
 * `endpoints/<area>.ts` against this table.
 */
const table = {
  ...sessionTable,
  // bootstrap and account setup
  bootstrap: ['GET', '/api/basic/bootstrap'],
  getAccountSetup: ['GET', '/api/user/complete-signup'],
  completeSignUp: ['POST', '/api/user/complete-signup'],
  saveCountry: ['POST', '/api/user/country'],
  // admin
  getAdminMe: ['GET', '/api/admin/me'],
  setAccountPlan: ['PUT', '/api/admin/accounts/plan'],
  listOutbox: ['GET', '/api/admin/outbox'],
  adminListSystemNotifications: ['GET', '/api/admin/system-notifications'],
  adminCreateSystemNotification: ['POST', '/api/admin/system-notifications'],
  adminUpdateSystemNotification: ['PUT', '/api/admin/system-notifications/:id'],
  adminRetireSystemNotification: ['POST', '/api/admin/system-notifications/:id/retire'],
  // admin console: the catalogue
  adminListPlans: ['GET', '/api/admin/plans'],
  adminUpdatePlan: ['PUT', '/api/admin/plans/:planId'],
  adminListPromoCodes: ['GET', '/api/admin/promo-codes'],
  adminCreatePromoCode: ['POST', '/api/admin/promo-codes'],
  adminExpirePromoCode: ['POST', '/api/admin/promo-codes/:code/expire'],
  adminListPromoRedemptions: ['GET', '/api/admin/promo-codes/:code/redemptions'],
  adminListAnnouncements: ['GET', '/api/admin/announcements'],
  adminCreateAnnouncement: ['POST', '/api/admin/announcements'],
  adminUpdateAnnouncement: ['PUT', '/api/admin/announcements/:id'],
  adminRetireAnnouncement: ['POST', '/api/admin/announcements/:id/retire'],
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
  // system notifications (the bar and popups)
  listSystemNotifications: ['GET', '/api/user/system-notifications'],
  dismissSystemNotification: ['POST', '/api/user/system-notifications/:eventId/dismiss'],
  dismissSystemNotificationPopup: ['POST', '/api/user/system-notifications/:eventId/popups/:popupId/dismiss'],
  // support chat
  getChatData: ['GET', '/api/user/support-chat'],
  // my profile (issue 14)
  getProfile: ['GET', '/api/user/profile'],
  updateProfile: ['PUT', '/api/user/profile'],
  changeEmail: ['POST', '/api/user/profile/email'],
  changePassword: ['POST', '/api/user/profile/password'],
  // profile photo (issue 15); its address is also the bootstrap's UPLOAD_PHOTO link
  uploadPhoto: ['POST', '/api/user/profile/photo'],
  // two-factor authentication (issue 14): the signed-in user's setup
  getTwoFactorSetupMetadata: ['GET', '/api/user/profile/2fa/setup-metadata'],
  turnOnTwoFactor: ['POST', '/api/user/profile/2fa'],
  turnOffTwoFactor: ['POST', '/api/user/profile/2fa/off'],
  setTwoFactorEnforcement: ['PUT', '/api/user/profile/2fa/enforcement'],
  // two-factor authentication at sign-in (public: the authorization key of a 212 or 213)
  getTwoFactorQrImage: ['GET', '/api/auth/2fa/qr/:token'],
  authenticateTwoFactor: ['POST', '/api/auth/2fa/login'],
  setupTwoFactorAtLogin: ['POST', '/api/auth/2fa/setup'],
  recoverTwoFactor: ['POST', '/api/auth/2fa/recover'],
  // the turned-on notice's "This was not me" link (public: the mailed token)
  undoTwoFactor: ['POST', '/api/auth/2fa/not-me'],
  // development mail viewer
  getDevMail: ['GET', '/api/dev/mail'],
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
  // team and invitations
  getTeam: ['GET', '/api/company/team'],
  invite: ['POST', '/api/company/team/invitations'],
  revokeInvitation: ['DELETE', '/api/company/team/invitations/:id'],
  removeMember: ['DELETE', '/api/company/team/members/:userId'],
  getPublicInvitation: ['GET', '/api/public/invitations/:token'],
  invitationSignup: ['POST', '/api/public/invitations/:token/signup'],
  acceptInvitation: ['POST', '/api/user/invitations/:token/accept'],
  // subscription, plans, promo codes
  getSubscriptionStatus: ['GET', '/api/basic/v1/subscription/status'],
  listPlans: ['GET', '/api/basic/v1/subscription/plans'],
  listAnnouncements: ['GET', '/api/basic/v1/subscription/announcements'],
  lookupPromoCode: ['GET', '/api/basic/v1/subscription/promo-codes/:code'],
  // payments and billing
  checkout: ['POST', '/api/basic/v1/subscription/checkout'],
  confirmPayment: ['POST', '/api/basic/v1/subscription/checkout/confirm'],
  getBilling: ['GET', '/api/basic/v1/subscription/billing'],
  saveBillingDetails: ['PUT', '/api/basic/v1/subscription/billing'],
  updatePaymentMethod: ['POST', '/api/basic/v1/subscription/payment-method'],
  createStripeCheckoutSession: ['POST', '/api/basic/v1/subscription/stripe/checkout-session'],
  createStripePortalSession: ['POST', '/api/basic/v1/subscription/stripe/portal-session'],
  receiveStripeWebhook: ['POST', '/api/webhooks/stripe'],
  // email settings: Gmail through OAuth
  getGmailConnection: ['GET', '/api/user/v1/integration/email/gmail'],
  updateGmailSettings: ['PUT', '/api/user/v1/integration/email/gmail'],
  connectGmail: ['POST', '/api/user/v1/integration/email/gmail'],
  disconnectGmail: ['DELETE', '/api/user/v1/integration/email/gmail'],
  getGmailSettings: ['GET', '/protected/rest/settings/gmail'],
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
  // mail log
  getMailLog: ['GET', '/api/user/settings/email-settings/log'],
  // email templates
  listEmailTemplates: ['GET', '/protected/rest/settings/email_template/get_all'],
  createEmailTemplate: ['POST', '/protected/rest/settings/email_template/create'],
  updateEmailTemplate: ['POST', '/protected/rest/settings/email_template/update'],
  deleteEmailTemplate: ['POST', '/protected/rest/settings/email_template/delete'],
  duplicateEmailTemplate: ['POST', '/protected/rest/settings/email_template/duplicate'],
  validateEmailTemplate: ['POST', '/protected/rest/email_template/validate'],
  previewEmailTemplate: ['POST', '/protected/rest/settings/email_template/preview'],
  sendEmailTemplate: ['POST', '/protected/rest/settings/email_template/send'],
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
  // leads and jobs: under /api/user/jobs
  listJobs: ['GET', '/api/user/jobs'],
  getJobBoard: ['GET', '/api/user/jobs/board'],
  createJob: ['POST', '/api/user/jobs'],
  getJob: ['GET', '/api/user/jobs/:id'],
  updateJob: ['PUT', '/api/user/jobs/:id'],
  saveJobNotes: ['PUT', '/api/user/jobs/:id/notes'],
  moveLeadStage: ['POST', '/api/user/jobs/:id/stage'],
  markLeadLost: ['POST', '/api/user/jobs/:id/lost'],
  convertLead: ['POST', '/api/user/jobs/:id/convert'],
  completeJob: ['POST', '/api/user/jobs/:id/complete'],
  archiveJob: ['POST', '/api/user/jobs/:id/archive'],
  reactivateJob: ['POST', '/api/user/jobs/:id/reactivate'],
  moveJobToCompany: ['POST', '/api/user/jobs/:id/move'],
  listJobTasks: ['GET', '/api/user/jobs/:id/tasks'],
  createJobTask: ['POST', '/api/user/jobs/:id/tasks'],
  updateJobTask: ['PUT', '/api/user/jobs/:id/tasks/:taskId'],
  deleteJobTask: ['DELETE', '/api/user/jobs/:id/tasks/:taskId'],
  listJobFiles: ['GET', '/api/user/jobs/:id/files'],
  uploadJobFile: ['POST', '/api/user/jobs/:id/files'],
  downloadJobFile: ['GET', '/api/user/jobs/:id/files/:fileId'],
  deleteJobFile: ['DELETE', '/api/user/jobs/:id/files/:fileId'],
  listJobActivity: ['GET', '/api/user/jobs/:id/activity'],
  listJobEmails: ['GET', '/api/user/jobs/:id/emails'],
  listJobDocuments: ['GET', '/api/user/jobs/:id/documents'],
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
  // calendar, appointments, sessions, iCal feeds, dashboard: under /api/user/calendar, /api/user/dashboard
  listCalendar: ['GET', '/api/user/calendar'],
  createAppointment: ['POST', '/api/user/calendar/appointments'],
  updateAppointment: ['PUT', '/api/user/calendar/appointments/:appointmentId'],
  moveAppointment: ['POST', '/api/user/calendar/appointments/:appointmentId/move'],
  deleteAppointment: ['DELETE', '/api/user/calendar/appointments/:appointmentId'],
  listJobSessions: ['GET', '/api/user/jobs/:jobId/sessions'],
  createJobSession: ['POST', '/api/user/jobs/:jobId/sessions'],
  updateJobSession: ['PUT', '/api/user/jobs/:jobId/sessions/:sessionId'],
  moveJobSession: ['POST', '/api/user/jobs/:jobId/sessions/:sessionId/move'],
  deleteJobSession: ['DELETE', '/api/user/jobs/:jobId/sessions/:sessionId'],
  getCalendarFeed: ['GET', '/api/user/calendar/feed'],
  createCalendarFeed: ['POST', '/api/user/calendar/feed'],
  revokeCalendarFeed: ['DELETE', '/api/user/calendar/feed'],
  calendarFeedIcs: ['GET', '/api/calendar/feed/:token'],
  getDashboard: ['GET', '/api/user/dashboard'],
} as const;

type Table = typeof table;
export type OperationId = keyof Table;
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint's address: what a client needs to call it, and the key of its declaration. */
export type ApiRoute<K extends OperationId = OperationId> = RouteOf<Table, K>;

export const ApiRoutes = routesOf(table) as { readonly [K in OperationId]: ApiRoute<K> };

/**
 * The API's path prefixes: `/api/` for most calls, `/protected/rest/` for the email settings calls
 * the spec names there. Anything else is the web app (pages, scripts) or a shared file.
 */
export const API_PATH_PREFIXES = ['/api/', '/protected/rest/'] as const;
export const isApiPath = (url: string) => API_PATH_PREFIXES.some((prefix) => url.startsWith(prefix));
