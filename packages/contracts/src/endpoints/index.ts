import type { OperationId } from '../api-routes.ts';
import type { Endpoint } from '../endpoint.ts';
import { accountEndpoints } from './account.ts';
import { adminCatalogueEndpoints } from './admin-catalogue.ts';
import { adminConsoleEndpoints } from './admin-console.ts';
import { authEndpoints } from './auth.ts';
import { companyEndpoints } from './companies.ts';
import { moneyEndpoints } from './money.ts';
import { oauthEndpoints } from './oauth.ts';
import { supportChatEndpoints } from './support-chat.ts';
import { systemNotificationEndpoints } from './system-notifications.ts';
import { teamEndpoints } from './team.ts';
import { profileEndpoints } from './profile.ts';
import { twoFactorEndpoints } from './two-factor.ts';
import { gmailEndpoints } from './gmail.ts';
import { emailSettingsEndpoints } from './email-settings.ts';
import { emailTemplateEndpoints } from './email-templates.ts';
import { mailLogEndpoints } from './mail-log.ts';
import { jobEndpoints } from './jobs.ts';
import { clientEndpoints } from './clients.ts';
import { calendarEndpoints } from './calendar.ts';
import { studioListEndpoints } from './studio-lists.ts';
import { catalogueEndpoints } from './catalogue.ts';
import { quoteEndpoints } from './quotes.ts';
import { scheduleTemplateEndpoints } from './schedule-templates.ts';
import { invoiceEndpoints } from './invoices.ts';
import { documentEndpoints } from './documents.ts';
import { portalEndpoints } from './portal.ts';
import { paymentReminderEndpoints } from './payment-reminders.ts';
import { stripeConnectEndpoints } from './stripe-connect.ts';
import { paymentSettingsEndpoints } from './payment-settings.ts';
import { questionnaireEndpoints } from './questionnaires.ts';
import { contractEndpoints } from './contracts.ts';

/** Every endpoint's declaration, by operationId (the web imports this module for its types only). */
export const endpoints = {
  ...authEndpoints,
  ...oauthEndpoints,
  ...accountEndpoints,
  ...companyEndpoints,
  ...teamEndpoints,
  ...moneyEndpoints,
  ...systemNotificationEndpoints,
  ...adminCatalogueEndpoints,
  ...adminConsoleEndpoints,
  ...supportChatEndpoints,
  ...profileEndpoints,
  ...twoFactorEndpoints,
  ...gmailEndpoints,
  ...emailSettingsEndpoints,
  ...emailTemplateEndpoints,
  ...mailLogEndpoints,
  ...jobEndpoints,
  ...clientEndpoints,
  ...calendarEndpoints,
  ...studioListEndpoints,
  ...catalogueEndpoints,
  ...quoteEndpoints,
  ...scheduleTemplateEndpoints,
  ...invoiceEndpoints,
  ...documentEndpoints,
  ...portalEndpoints,
  ...paymentReminderEndpoints,
  ...stripeConnectEndpoints,
  ...paymentSettingsEndpoints,
  ...questionnaireEndpoints,
  ...contractEndpoints,
} satisfies { readonly [K in OperationId]: Endpoint<K> };
export type Endpoints = typeof endpoints;
