import { sharedMessages } from '../../shared/messages';
import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const emailSettingsMessages = {
  page: {
    title: 'Email settings',
    emptyTitle: sharedMessages.notAvailableYet,
    empty: 'Choosing how Focal sends your emails is not available yet.',
  } satisfies EmptyPageTexts,
  backToSettings: 'Settings',
} as const;
