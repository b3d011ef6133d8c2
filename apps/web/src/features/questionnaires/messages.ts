export const questionnairesMessages = {
  title: 'Questionnaire',
  emptyTitle: 'Nothing to show for this questionnaire',
  empty: 'Questionnaires will appear here once you send them to clients.',
} as const;
