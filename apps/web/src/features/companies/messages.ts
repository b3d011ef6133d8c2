import { sharedMessages } from '../../shared/messages';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const companiesMessages = {
  title: 'Companies',
  description: 'The companies (brands) you work in.',
  current: 'Current company',
  edit: {
    title: 'Edit company',
    emptyTitle: sharedMessages.notAvailableYet,
    empty: "Editing a company's details is not available yet.",
  } satisfies EmptyPageTexts,
  allCompanies: 'Companies',
} as const;
