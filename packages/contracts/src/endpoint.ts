import type { z } from 'zod';
import type { ApiRoute, OperationId } from './api-routes.ts';

/**
 * Who may call an endpoint: anyone, a signed-in user (bearer token), a user working in a company
 * (bearer token and the company header), an administrator, or a studio's client in their portal
 * (the portal's session cookie, or the studio's preview headers). The server's guards enforce it; the
 * OpenAPI document shows it as the operation's security.
 */
export type EndpointAccess = 'public' | 'user' | 'company' | 'admin' | 'portal';

/** One endpoint, declared once: its address, schemas and the words the OpenAPI document shows. */
export type Endpoint<K extends OperationId = OperationId> = ApiRoute<K> & {
  /** One line: what the endpoint does (the OpenAPI operation's description). */
  readonly description: string;
  readonly tags: readonly [EndpointTag, ...EndpointTag[]];
  readonly access: EndpointAccess;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The request body's media types when it is not JSON (an uploaded image). */
  readonly consumes?: readonly string[];
  /** The success answer: status 200 unless `status` says otherwise (a redirect). */
  readonly response?: z.ZodType;
  readonly status?: 200 | 302;
};

/** The OpenAPI document's tags, each with a line that says what it groups. */
export const ENDPOINT_TAGS = {
  auth: 'Sign-up, sign-in, tokens and passwords',
  oauth: 'Sign-in and sign-up through an external identity provider',
  basic: 'What the app loads first: the user, the company and the plan',
  user: 'Finishing an account set up only in part',
  admin: 'Support staff: administrators only',
  development: 'The development mail viewer (no mail server)',
  companies: 'Companies (brands) of the business account',
  'background-tasks': 'Banners of long work, such as imports',
  team: 'Team members and invitations',
  subscription: 'The plan, its status, announcements and promo codes',
  payments: 'Checkout, billing and the payment provider',
  'system-notifications': 'The notification bar and popups administrators send to users',
  profile: 'The signed-in user: name, email, password and two-factor authentication',
  'email-settings': 'Email settings: provider, own SMTP server, reply domain, notifications, signature, SPF',
  clients: "The studio's clients: list, search, import, export, merge, move and history",
  jobs: 'Leads and jobs: one record in two stages, its pipeline, transitions and profile tabs',
  calendar: 'The calendar: sessions of leads and jobs, appointments, blocked time and the iCal feed',
  dashboard: "The dashboard's what is next",
  'studio-lists': "The company's lists: job types, the lead pipeline, custom fields",
  catalogue: "The studio's catalogue: products and packages, priced in the company's currency",
  documents: "A quote or invoice opened by the link in the studio's mail: one document, read-only",
  invoices: "A lead's or job's invoices, numbered when issued, voided never deleted; the company's invoice numbering",
  quotes: "A lead's or job's quotes, fixed or pick-and-choose, with their versions and the client's answer",
  portal: "A studio's client in their own portal: magic links, their jobs, quotes and invoices",
  'schedule-templates': 'Payment schedule templates the quote and invoice schedule editors fill from',
  'payment-reminders': 'Payment reminders: the days before and after an instalment is due that clients are mailed on',
  questionnaires: 'Questionnaires: templates of sections and questions, sent per lead or job and answered in the portal',
  contracts: "Contracts: templates, a lead's or job's contracts, their signers in order and their audit trail",
  'payment-settings': 'Card payment options: the surcharge a card payment bears and whether clients may add a tip',
} as const;
export type EndpointTag = keyof typeof ENDPOINT_TAGS;

/** Declares an endpoint against its address in `ApiRoutes`. */
export function endpoint<K extends OperationId, const D extends Omit<Endpoint<K>, keyof ApiRoute<K>>>(
  route: ApiRoute<K>,
  declaration: D,
): ApiRoute<K> & D {
  return { ...route, ...declaration };
}

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a client sends and gets back, inferred from a declaration (types only). */
export type EndpointParams<E extends Endpoint> = Input<E['params']>;
export type EndpointQuery<E extends Endpoint> = Input<E['query']>;
export type EndpointBody<E extends Endpoint> = Input<E['body']>;
/** The `data` of the success envelope. */
export type EndpointData<E extends Endpoint> =
  Output<E['response']> extends { data: infer D } ? D : Output<E['response']>;
