/** Texts of the system notification bar and popup; the rest comes from the server. */
export const systemNotificationMessages = {
  region: 'System notification',
  position: (index: number, count: number) => `Notification ${index} of ${count}`,
  closePopup: 'Close',
  completed: 'Completed',
  notCompleted: 'Not completed',
} as const;
