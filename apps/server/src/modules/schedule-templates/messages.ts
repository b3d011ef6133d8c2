/** The payment schedule templates' refusals, in the studio's words. */
export const ScheduleTemplateText = {
  notFoundTitle: 'Template not found',
  notFound: 'This payment schedule template does not exist in this company, or was deleted.',
  staleTitle: 'This template was changed',
  stale:
    'Someone changed this payment schedule template after you opened it. Reload it to see the changes, then try again.',
  takenTitle: 'Name already used',
  taken: (name: string) => `A payment schedule template named "${name}" already exists. Choose another name.`,
  full: (max: number) =>
    `A company keeps at most ${max} payment schedule templates: delete one you no longer use.`,
} as const;
