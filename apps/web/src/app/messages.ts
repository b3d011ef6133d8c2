import { sharedMessages } from '../shared/messages';

/** Texts of the app shell: titles, the frame, boot and routing errors. */
export const appMessages = {
  wrongAccountTitle: "We're not in Kansas anymore!",
  wrongAccountText:
    "It seems like you're trying to sign in to the administrator login. Click below to be taken to the correct login page.",
  goToAdminLogin: 'Go to the administrator login',
  cancel: 'Cancel',
  signOut: 'Sign out',
  home: sharedMessages.home,
  signedInAs: 'Signed in as',
  myProfile: 'My profile',
  routeErrorTitle: 'This page could not be shown',
  routeErrorText: 'Something went wrong while loading this page. Reloading usually fixes it.',
  reload: 'Reload the page',
  booting: 'Loading your studio…',
  paymentSuccess: 'Your payment went through. Thank you!',
} as const;

/** The frame's navigation; the same words name the pages in the title. */
export const navMessages = {
  dashboard: 'Dashboard',
  clients: 'Clients',
  leads: 'Leads',
  jobs: 'Jobs',
  calendar: 'Calendar',
  payments: 'Payments',
  settings: 'Settings',
  invoices: 'Invoices',
  mainNav: 'Main',
  bottomNav: 'Quick links',
} as const;

export const frameMessages = {
  skipToContent: 'Skip to content',
  userMenu: (name: string) => `Account menu for ${name}`,
  companies: 'Companies',
  currentCompany: 'current company',
  companyPages: (company: string) => `${company}: pages`,
  addCompany: 'Add New Company',
  switchTo: (company: string) => `Switch to ${company}`,
  help: 'Help',
  openMenu: 'Open the menu',
  closeMenu: 'Close the menu',
  menu: 'Menu',
  goBack: 'Go back',
  save: 'Save',
  newTab: '(opens in a new tab)',
  serverLinks: {
    STRIPE_DASHBOARD: 'Stripe dashboard',
    HELP_TUTORIALS: 'Help and tutorials',
    YOUR_PRIVACY: 'Your privacy',
  },
  refreshing: 'Refreshing…',
  pullToRefresh: 'Pull to refresh',
} as const;

/** Page names, for the title (page-title.tsx). */
export const routeTitles = {
  ...navMessages,
  client: 'Client',
  job: 'Job',
  lead: 'Lead',
  invoice: 'Invoice',
  newInvoice: 'New invoice',
  editInvoice: 'Edit invoice',
  invoiceFromQuote: 'New invoice from a quote',
  quote: 'Quote',
  newQuote: 'New quote',
  editQuote: 'Edit quote',
  contract: 'Contract',
  questionnaire: 'Questionnaire',
  profile: 'My profile',
  companies: 'Companies',
  editCompany: 'Edit company',
  team: 'Team',
  emailSettings: 'Email settings',
  templates: 'Quote and invoice templates',
  jobTypes: 'Job types',
  leadPipeline: 'Lead pipeline',
  customFields: 'Custom fields',
  quickbooks: 'QuickBooks',
  xero: 'Xero',
  pictime: 'Pic-Time',
} as const;
