export const calendarMessages = {
  title: 'Calendar',
  emptyTitle: 'Nothing scheduled',
  empty: 'Your shoots, meetings and appointments will appear here once you add them to jobs.',
} as const;
