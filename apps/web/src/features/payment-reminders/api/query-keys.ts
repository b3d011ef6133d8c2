/** Keyed by company, so a company switch never shows another's days. */
export const reminderKeys = {
  settings: (companyId: string) => ['payment-reminders', companyId, 'settings'] as const,
};
