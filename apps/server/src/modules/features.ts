import { feature as accountBillingBillingPage } from './account-billing/billing-page/feature.ts';
import { feature as accountBillingCharges } from './account-billing/charges/feature.ts';
import { feature as accountBillingPromoCodes } from './account-billing/promo-codes/feature.ts';
import { feature as accountBillingStripe } from './account-billing/stripe/feature.ts';
import { feature as accountBillingSubscription } from './account-billing/subscription/feature.ts';
import { feature as accountSetup } from './account-setup/feature.ts';
import { feature as admin } from './admin/feature.ts';
import { feature as adminCatalogue } from './admin-catalogue/feature.ts';
import { feature as auth } from './auth/feature.ts';
import { feature as backgroundTasks } from './background-tasks/feature.ts';
import { feature as bootstrap } from './bootstrap/feature.ts';
import { feature as calendar } from './calendar/feature.ts';
import { feature as catalogue } from './catalogue/feature.ts';
import { feature as clients } from './clients/feature.ts';
import { feature as companies } from './companies/feature.ts';
import { feature as contracts } from './contracts/feature.ts';
import { feature as dashboard } from './dashboard/feature.ts';
import { feature as devMail } from './dev-mail/feature.ts';
import { feature as documents } from './documents/feature.ts';
import { feature as emailSettings } from './email-settings/feature.ts';
import { feature as emailTemplates } from './email-templates/feature.ts';
import { feature as gmail } from './gmail/feature.ts';
import { feature as health } from './health/feature.ts';
import { feature as imports } from './imports/feature.ts';
import { feature as infoPages } from './info-pages/feature.ts';
import { feature as invoices } from './invoices/feature.ts';
import { feature as jobs } from './jobs/feature.ts';
import { feature as mail } from '../mail/feature.ts';
import { feature as oauth } from './oauth/feature.ts';
import { feature as paymentReminders } from './payment-reminders/feature.ts';
import { feature as paymentSettings } from './payment-settings/feature.ts';
import { feature as stripeConnect } from './stripe-connect/feature.ts';
import { feature as portal } from './portal/feature.ts';
import { feature as profile } from './profile/feature.ts';
import { feature as questionnaireTemplates } from './questionnaire-templates/feature.ts';
import { feature as questionnaires } from './questionnaires/feature.ts';
import { feature as quotes } from './quotes/feature.ts';
import { feature as scheduleTemplates } from './schedule-templates/feature.ts';
import { feature as studioLists } from './studio-lists/feature.ts';
import { feature as supportChat } from './support-chat/feature.ts';
import { feature as systemNotifications } from './system-notifications/feature.ts';
import { feature as team } from './team/feature.ts';
import { feature as twoFactor } from './two-factor/feature.ts';
import type { Feature } from './feature.ts';

/**
 * Every server feature, one line each (kept in alphabetical order, so that two new features add
 * different lines). Each declares its routes, queues and workers in its own `feature.ts`.
 */
export const FEATURES: readonly Feature[] = [
  accountBillingBillingPage,
  accountBillingCharges,
  accountBillingPromoCodes,
  accountBillingStripe,
  accountBillingSubscription,
  accountSetup,
  admin,
  adminCatalogue,
  auth,
  backgroundTasks,
  bootstrap,
  calendar,
  catalogue,
  clients,
  companies,
  contracts,
  dashboard,
  devMail,
  documents,
  emailSettings,
  emailTemplates,
  gmail,
  health,
  imports,
  infoPages,
  invoices,
  jobs,
  mail,
  oauth,
  paymentReminders,
  paymentSettings,
  stripeConnect,
  portal,
  profile,
  questionnaireTemplates,
  questionnaires,
  quotes,
  scheduleTemplates,
  studioLists,
  supportChat,
  systemNotifications,
  team,
  twoFactor,
];
