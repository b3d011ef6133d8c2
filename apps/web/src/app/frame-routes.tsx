import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { ProjectKind } from '../shared/paths';
import { routeTitles as titles } from './messages';
import { RefreshRoute } from './refresh-route';
import type { RouteHandle } from './route-handle';

type Load = () => Promise<ComponentType>;

/** A page of the frame: its title and frame settings, its code loaded when first visited. */
const page = (title: string | undefined, load: Load, frame: Omit<RouteHandle, 'title'> = {}) => ({
  handle: { ...frame, title } satisfies RouteHandle,
  lazy: async () => ({ Component: await load() }),
});

/** A component with fixed props, for a route that shares a page with another (jobs and leads). */
const bound =
  <P extends object>(Component: ComponentType<P>, props: P): ComponentType =>
  () => <Component {...props} />;

/** Editors need the whole screen: no mobile bottom menu. */
const editor = { bottomMenu: false } as const;

/** Spec 01 §2.1: the job and lead routes have the same shape under /jobs and /leads. */
function projectRoutes(kind: ProjectKind): RouteObject[] {
  const base = kind === 'job' ? 'jobs' : 'leads';
  const projects = () => import('../features/projects/routes/projects-page');
  const profile = () => import('../features/projects/routes/project-profile-page');
  const invoiceEditor = () => import('../features/invoices/routes/invoice-editor-page');
  const quote = () => import('../features/quotes/routes/quote-page');
  const quoteEditor = () => import('../features/quotes/routes/quote-editor-page');
  const invoiceEditorFor = (mode: 'new' | 'edit' | 'fromQuote') => () =>
    invoiceEditor().then((m) => bound(m.InvoiceEditorPage, { kind, mode }));
  const quoteTypes = ['fixed', 'pick-and-choose'] as const;

  return [
    { path: base, ...page(titles[base], () => projects().then((m) => bound(m.ProjectsPage, { kind }))) },
    {
      path: `${base}/view/:id`,
      ...page(titles[kind], () => profile().then((m) => bound(m.ProjectProfilePage, { kind }))),
    },
    {
      path: `${base}/view/:id/contracts/:contractId`,
      ...page(titles.contract, () =>
        import('../features/contracts/routes/contract-page').then((m) => bound(m.ContractPage, { kind })),
      ),
    },
    {
      path: `${base}/view/:id/questionnaires/:questionnaireId`,
      ...page(titles.questionnaire, () =>
        import('../features/questionnaires/routes/questionnaire-page').then((m) =>
          bound(m.QuestionnairePage, { kind }),
        ),
      ),
    },
    { path: `${base}/:id/invoice/new`, ...page(titles.newInvoice, invoiceEditorFor('new'), editor) },
    {
      path: `${base}/:id/invoice/:invoiceId/update`,
      ...page(titles.editInvoice, invoiceEditorFor('edit'), editor),
    },
    {
      path: `${base}/:id/quotes/:quoteType/:quoteId/make-invoice`,
      ...page(titles.invoiceFromQuote, invoiceEditorFor('fromQuote'), editor),
    },
    ...quoteTypes.flatMap((type): RouteObject[] => [
      {
        path: `${base}/:id/quote/${type}/new`,
        ...page(
          titles.newQuote,
          () => quoteEditor().then((m) => bound(m.QuoteEditorPage, { kind, type, mode: 'new' })),
          editor,
        ),
      },
      {
        path: `${base}/:id/quotes/${type}/:quoteId/update`,
        ...page(
          titles.editQuote,
          () => quoteEditor().then((m) => bound(m.QuoteEditorPage, { kind, type, mode: 'edit' })),
          editor,
        ),
      },
      {
        path: `${base}/:id/quotes/${type}/:quoteId`,
        ...page(titles.quote, () => quote().then((m) => bound(m.QuotePage, { kind, type }))),
      },
    ]),
  ];
}

const connect = (service: 'quickbooks' | 'xero' | 'pictime') =>
  page(titles[service], () =>
    import('../features/settings/routes/connect-page').then((m) => bound(m.ConnectPage, { service })),
  );

/** The settings area; in the mobile apps only its root (spec 01 §2.1). */
const settingsRoutes: RouteObject = {
  path: 'settings',
  lazy: () => import('./guards/settings-gate').then((m) => ({ Component: m.SettingsGate })),
  children: [
    {
      index: true,
      ...page(titles.settings, () =>
        import('../features/settings/routes/settings-page').then((m) => m.SettingsPage),
      ),
    },
    {
      path: 'profile',
      // My profile shows the two-factor feature's Security section (composed here: features stay apart).
      ...page(titles.profile, () =>
        Promise.all([
          import('../features/profile/routes/profile-page'),
          import('../features/two-factor/components/security-section'),
        ]).then(([profile, security]) =>
          bound(profile.ProfilePage, {
            security: (me) => <security.SecuritySection hasPassword={me.hasPassword} />,
          }),
        ),
      ),
    },
    {
      path: 'companies',
      ...page(titles.companies, () =>
        import('../features/companies/routes/companies-page').then((m) => m.CompaniesPage),
      ),
    },
    {
      path: 'company/:id/edit',
      ...page(titles.editCompany, () =>
        import('../features/companies/routes/company-edit-page').then((m) => m.CompanyEditPage),
      ),
    },
    {
      path: 'team',
      ...page(titles.team, () => import('../features/team/routes/team-page').then((m) => m.TeamPage)),
    },
    {
      path: 'email-settings',
      ...page(titles.emailSettings, () =>
        import('../features/email-settings/routes/email-settings-page').then((m) => m.EmailSettingsPage),
      ),
    },
    {
      path: 'templates',
      ...page(titles.templates, () =>
        import('../features/settings/routes/templates-page').then((m) => m.TemplatesPage),
      ),
    },
    {
      path: 'job-types',
      ...page(titles.jobTypes, () =>
        import('../features/studio-lists/routes/job-types-page').then((m) => m.JobTypesPage),
      ),
    },
    {
      path: 'lead-pipeline',
      ...page(titles.leadPipeline, () =>
        import('../features/studio-lists/routes/lead-pipeline-page').then((m) => m.LeadPipelinePage),
      ),
    },
    {
      path: 'custom-fields',
      ...page(titles.customFields, () =>
        import('../features/studio-lists/routes/custom-fields-page').then((m) => m.CustomFieldsPage),
      ),
    },
    { path: 'accounting-software/quickbooks/connect/complete', ...connect('quickbooks') },
    { path: 'accounting-software/xero/connect/complete', ...connect('xero') },
    { path: 'integrations/pictime/oauth', ...connect('pictime') },
  ],
};

/** Every page of the signed-in frame (spec 01 §2.1), under the frame's layout. */
export const frameRoutes: RouteObject[] = [
  {
    index: true,
    ...page(
      titles.dashboard,
      () => import('../features/dashboard/routes/dashboard-page').then((m) => m.DashboardPage),
      { greyBackground: true },
    ),
  },
  {
    path: 'refresh_route',
    element: <RefreshRoute />,
    handle: { greyBackground: true, bottomMenu: false, hideSideMenu: true } satisfies RouteHandle,
  },
  {
    path: 'clients',
    ...page(titles.clients, () =>
      import('../features/clients/routes/clients-page').then((m) => m.ClientsPage),
    ),
  },
  {
    path: 'clients/client/:id',
    ...page(titles.client, () => import('../features/clients/routes/client-page').then((m) => m.ClientPage)),
  },
  ...projectRoutes('job'),
  ...projectRoutes('lead'),
  {
    path: 'payments',
    ...page(titles.payments, () =>
      import('../features/payments/routes/payments-page').then((m) => m.PaymentsPage),
    ),
  },
  {
    path: 'invoices/:id',
    ...page(titles.invoice, () =>
      import('../features/invoices/routes/invoice-page').then((m) => m.InvoicePage),
    ),
  },
  {
    path: 'calendar',
    ...page(titles.calendar, () =>
      import('../features/calendar/routes/calendar-page').then((m) => m.CalendarPage),
    ),
  },
  settingsRoutes,
];
