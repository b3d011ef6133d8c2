import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const questionnairesMessages = {
  questionnaire: {
    title: 'Questionnaire',
    emptyTitle: 'Nothing to show for this questionnaire',
    empty: 'Questionnaires will appear here once you send them to clients.',
  } satisfies EmptyPageTexts,
} as const;
