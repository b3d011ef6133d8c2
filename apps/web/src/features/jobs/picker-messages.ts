/**
 * Texts of the job picker. Apart from messages.ts: other features' forms load the picker, and this
 * keeps the jobs pages' texts out of their chunks.
 */
export const jobPickerMessages = {
  label: 'Job',
  placeholder: 'Search jobs by name or client',
  searching: 'Searching…',
  nothingFound: 'No job matches',
} as const;
