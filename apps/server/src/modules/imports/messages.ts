/** Texts of the company import: its checkbox groups and steps, and its errors. */
export const ImportText = {
  groups: {
    companySettings: 'Company settings',
    team: 'Team',
    email: 'Email',
    studioLists: 'Job types, pipeline and custom fields',
    clients: 'Clients',
    catalogue: 'Products and packages',
  },
  kinds: {
    companyDetails: 'Company details',
    taxRates: 'Tax rates',
    teamMembers: 'Team members',
    emailTemplates: 'Email templates',
    jobTypes: 'Job types',
    leadPipeline: 'Lead pipeline',
    customFields: 'Custom fields',
    clients: 'Clients',
    products: 'Products',
    packages: 'Packages',
  },
  sourceNotFound: 'That company',
  unknownTypesTitle: 'Unknown data to import',
  unknownTypes: (types: string[]) => `These kinds of data cannot be imported: ${types.join(', ')}.`,
  sameCompanyTitle: 'Choose another company',
  sameCompany: 'A company cannot import data from itself. Choose another company to import from.',
  /** What a failed step says in the task details; the technical reason goes to the log. */
  kindFailed: 'Something went wrong while copying these; nothing of them was half-copied.',
} as const;
