/** The frame's main pages: the navigation names them so, and so do their titles (spec 01 §2.2). */
export const pageNames = {
  dashboard: 'Dashboard',
  clients: 'Clients',
  leads: 'Leads',
  jobs: 'Jobs',
  calendar: 'Calendar',
  payments: 'Payments',
  settings: 'Settings',
  invoices: 'Invoices',
} as const;
