export const companiesMessages = {
  title: 'Companies',
  description: 'The companies (brands) you work in.',
  current: 'Current company',
  editTitle: 'Edit company',
  editText: "Editing a company's details is not available yet.",
  allCompanies: 'Companies',
} as const;
