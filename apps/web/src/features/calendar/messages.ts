import type { EmptyPageTexts } from '../../shared/ui/empty-page';

export const calendarMessages = {
  calendar: {
    title: 'Calendar',
    emptyTitle: 'Nothing scheduled',
    empty: 'Your shoots, meetings and appointments will appear here once you add them to jobs.',
  } satisfies EmptyPageTexts,
} as const;
