// No zod here: the web app reads these paths (the /login chunk reads session-routes.ts alone).
import { fillPath, type RouteOf, routesOf, sessionTable } from './session-routes.ts';
import { accountPaths } from './paths/account.ts';
import { adminCataloguePaths } from './paths/admin-catalogue.ts';
import { adminConsolePaths } from './paths/admin-console.ts';
import { calendarPaths } from './paths/calendar.ts';
import { cataloguePaths } from './paths/catalogue.ts';
import { clientsPaths } from './paths/clients.ts';
import { companiesPaths } from './paths/companies.ts';
import { contractsPaths } from './paths/contracts.ts';
import { documentsPaths } from './paths/documents.ts';
import { emailSettingsPaths } from './paths/email-settings.ts';
import { emailTemplatesPaths } from './paths/email-templates.ts';
import { gmailPaths } from './paths/gmail.ts';
import { invoicesPaths } from './paths/invoices.ts';
import { jobsPaths } from './paths/jobs.ts';
import { mailLogPaths } from './paths/mail-log.ts';
import { moneyPaths } from './paths/money.ts';
import { paymentRemindersPaths } from './paths/payment-reminders.ts';
import { paymentSettingsPaths } from './paths/payment-settings.ts';
import { portalPaths } from './paths/portal.ts';
import { profilePaths } from './paths/profile.ts';
import { questionnairesPaths } from './paths/questionnaires.ts';
import { quotesPaths } from './paths/quotes.ts';
import { scheduleTemplatesPaths } from './paths/schedule-templates.ts';
import { stripeConnectPaths } from './paths/stripe-connect.ts';
import { studioListsPaths } from './paths/studio-lists.ts';
import { supportChatPaths } from './paths/support-chat.ts';
import { systemNotificationsPaths } from './paths/system-notifications.ts';
import { teamPaths } from './paths/team.ts';
import { twoFactorPaths } from './paths/two-factor.ts';

export { fillPath };

/**
 * Every API endpoint's method and path, keyed by its operationId: the one spelling of each path.
 * Paths are Fastify's (`:id` for a parameter). Each area declares its own in `paths/<area>.ts` (the
 * sign-in area's in session-routes.ts), and its schemas in `endpoints/<area>.ts` against this table;
 * api-routes.test.ts checks that no two areas use one operationId.
 */
export const ROUTE_TABLES = [
  sessionTable,
  accountPaths,
  adminCataloguePaths,
  adminConsolePaths,
  calendarPaths,
  cataloguePaths,
  clientsPaths,
  companiesPaths,
  contractsPaths,
  documentsPaths,
  emailSettingsPaths,
  emailTemplatesPaths,
  gmailPaths,
  invoicesPaths,
  jobsPaths,
  mailLogPaths,
  moneyPaths,
  paymentRemindersPaths,
  paymentSettingsPaths,
  portalPaths,
  profilePaths,
  questionnairesPaths,
  quotesPaths,
  scheduleTemplatesPaths,
  stripeConnectPaths,
  studioListsPaths,
  supportChatPaths,
  systemNotificationsPaths,
  teamPaths,
  twoFactorPaths,
] as const;

/** `[{ a: … }, { b: … }]` → `{ a: … } & { b: … }`: the areas' tables as one. */
type Merged<T extends readonly object[]> = T extends readonly [
  infer Head,
  ...infer Rest extends readonly object[],
]
  ? Head & Merged<Rest>
  : unknown;
const table = Object.assign({}, ...ROUTE_TABLES) as Merged<typeof ROUTE_TABLES>;

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
