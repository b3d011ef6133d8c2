/**
 * Texts of the job picker. Apart from messages.ts: other features' forms load the picker, and this
 * keeps the jobs pages' texts out of their chunks.
 */
export const jobPickerMessages = {
  label: 'Lead or job',
  placeholder: 'Search leads and jobs by name or client',
  searching: 'Searching…',
  nothingFound: 'No lead or job matches',
  leads: 'Leads',
  jobs: 'Jobs',
} as const;
