/** Texts of the subscription announcement banner. */
export const announcementMessages = {
  region: 'Announcements',
  slide: (position: number, count: number) => `Announcement ${position} of ${count}`,
  previous: 'Previous announcement',
  next: 'Next announcement',
  show: (position: number) => `Show announcement ${position}`,
} as const;
