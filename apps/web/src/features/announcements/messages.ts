/** Texts of the subscription announcement banner (spec 01 §2.3, §4.6). */
export const announcementMessages = {
  region: 'Announcements',
  slide: (position: number, count: number) => `Announcement ${position} of ${count}`,
  previous: 'Previous announcement',
  next: 'Next announcement',
  show: (position: number) => `Show announcement ${position}`,
} as const;
