/** The questionnaire templates' refusals, in the studio's words. */
export const QuestionnaireTemplateText = {
  notFoundTitle: 'Questionnaire not found',
  notFound: 'This questionnaire does not exist in this company, or was deleted.',
  staleTitle: 'This questionnaire was changed',
  stale:
    'Someone changed this questionnaire after you opened it. Reload it to see the changes, then try again.',
  takenTitle: 'Name already used',
  taken: (name: string) => `A questionnaire named "${name}" already exists. Choose another name.`,
  full: (max: number) => `A company keeps at most ${max} questionnaires: delete one you no longer use.`,
  copyOf: (name: string, n: number) => (n === 1 ? `${name} (copy)` : `${name} (copy ${n})`),
} as const;
